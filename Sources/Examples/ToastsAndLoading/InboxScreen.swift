import SwiftUI
import SwiftUIAlerts

/// A list of messages with an Archive button on each and a Refresh button, under one host that
/// draws the toasts and the loading indicator.
///
/// Targeting iOS 15 without Combine, the list keeps what it shows in `@State` and copies it
/// from the model after each action.
public struct InboxScreen: View {
    private let model: InboxModel

    /// Creates the screen.
    public init(model: InboxModel) {
        self.model = model
    }

    public var body: some View {
        InboxList(model: model)
            .showAlertView()
    }
}

/// The list of ``InboxScreen``, below its host, so that its `showToast` and `withLoading`
/// reach it.
struct InboxList: View {
    @Environment(\.showToast) private var showToast
    @Environment(\.withLoading) private var withLoading
    let model: InboxModel
    @State private var messages: [InboxMessage]

    init(model: InboxModel) {
        self.model = model
        _messages = State(wrappedValue: model.messages)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Button("Refresh", role: nil) {
                Task { [model, withLoading, $messages] in
                    await model.refresh(using: withLoading)
                    $messages.wrappedValue = model.messages
                }
            }
            ForEach(messages) { message in
                HStack {
                    Text(message.subject)
                    Spacer()
                    Button("Archive", role: nil) { [model, showToast, $messages] in
                        model.archive(message, using: showToast) { $messages.wrappedValue = model.messages }
                        $messages.wrappedValue = model.messages
                    }
                }
            }
        }
    }
}
