import Alerts

/// The alert a person would see now, as an ``AlertTester`` reads it: what it says and which
/// buttons it offers.
///
/// ```swift
/// let alert = try #require(tester.visible)
/// #expect(alert.title == "Delete “Notes.txt”?")
/// #expect(alert.buttonTitles == ["Cancel", "Delete"])
/// ```
public struct VisibleAlert: Sendable {
    /// One button as shown: its title and role.
    public struct Button: Sendable, Hashable {
        /// The button's label.
        public let title: String
        /// The button's role.
        public let role: AlertButtonType

        /// Describes a button, for comparing with ``VisibleAlert/buttons``.
        public init(title: String, role: AlertButtonType = .default) {
            self.title = title
            self.role = role
        }
    }

    /// The showing this describes, as the host received it.
    public let presentation: AlertPresentation

    /// Describes a presentation.
    public init(_ presentation: AlertPresentation) {
        self.presentation = presentation
    }

    /// The alert as requested.
    public var alert: AlertData { presentation.alert }
    /// The title.
    public var title: String { alert.title }
    /// The message, if any.
    public var message: String? { alert.message }
    /// The buttons shown, in order; a single "OK" when the alert was given none.
    public var buttons: [Button] { presentation.buttons.map { Button(title: $0.title, role: $0.type) } }
    /// The titles of the buttons shown, in order.
    public var buttonTitles: [String] { presentation.buttons.map(\.title) }
    /// The text fields shown, in order.
    public var textFields: [AlertTextField] { alert.textFields }
    /// Whether it is a centered alert or a confirmation dialog.
    public var style: AlertStyle { alert.style }
    /// The request it answers (the first, when others joined it by key).
    public var request: AlertRequestID { presentation.request }
    /// The host showing it.
    public var host: AlertHostID { presentation.host }
}
