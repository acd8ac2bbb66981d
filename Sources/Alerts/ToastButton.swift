/// The one button a toast may offer, such as "Undo", and what it does when tapped.
///
/// The action runs at most once, on the main actor, after the toast has ended
/// ``ToastOutcome/actionTapped``. It may show another toast or an alert.
///
/// ```swift
/// ToastData(title: "Message deleted", button: ToastButton("Undo") { mailbox.restore(message) })
/// ```
///
/// Two buttons are equal when they have the same title and both have an action or both have
/// none; the actions themselves, closures, are not compared (see ``AlertButton``).
public struct ToastButton: Sendable, Equatable {
    /// What the button runs when tapped.
    typealias Action = @MainActor () -> Void

    /// The button's label.
    public var title: String
    /// What runs when the person taps the button. A request keeps it apart from the toast and
    /// lets go of it when it ends, so that a kept toast keeps nothing the action captured alive.
    private(set) var handler: Action?
    /// Whether tapping the button runs an action of its own; it stays true once the center has
    /// let go of the action.
    public let hasAction: Bool

    /// Whether the two buttons have the same title, and both or neither an action.
    public static func == (lhs: ToastButton, rhs: ToastButton) -> Bool {
        lhs.title == rhs.title && lhs.hasAction == rhs.hasAction
    }

    /// Creates a button.
    public init(_ title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.handler = action
        hasAction = action != nil
    }

    /// The same button without its action.
    var withoutAction: ToastButton {
        var button = self
        button.handler = nil
        return button
    }
}
