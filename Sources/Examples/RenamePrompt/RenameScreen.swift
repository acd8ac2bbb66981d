import SwiftUI
import SwiftUIAlerts

/// A document title with a rename button, under one host.
public struct RenameScreen: View {
    private let model: RenameModel
    @State private var name: String

    /// Creates the screen.
    public init(model: RenameModel) {
        self.model = model
        _name = State(wrappedValue: model.name)
    }

    public var body: some View {
        VStack {
            Text(name)
            RenameButton(model: model) {
                name = model.name
            }
        }
        .showAlertView()
    }
}
