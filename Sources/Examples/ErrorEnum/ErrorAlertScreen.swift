import SwiftUI
import SwiftUIAlerts

/// The errors screen: the host at its root, the buttons that raise errors inside it.
public struct ErrorAlertScreen: View {
    private let model: ErrorAlertViewModel

    /// Creates the screen.
    public init(model: ErrorAlertViewModel) {
        self.model = model
    }

    public var body: some View {
        ErrorButtons(model: model)
            .showAlertView()
    }
}
