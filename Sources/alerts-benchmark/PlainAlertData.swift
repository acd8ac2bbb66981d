import Foundation

/// The plain alert model of an optional alert in the root's state, as both baselines hold it: an `Identifiable` value with a
/// title, a message and buttons whose actions are closures. No buttons means a single "OK".
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct PlainAlertData: Identifiable {
    /// The roles of the plain alert's buttons.
    enum ButtonType {
        case `default`
        case cancel
        case destructive
    }

    /// A button: a title, a role and an optional action.
    struct Button {
        let title: String
        let type: ButtonType
        let action: (() -> Void)?
    }

    let id = UUID()
    let title: String
    let message: String
    let buttons: [Button]

    /// The buttons a renderer shows: the alert's own, or the default "OK".
    var presentedButtons: [Button] {
        buttons.isEmpty ? [Button(title: "OK", type: .default, action: nil)] : buttons
    }
}
