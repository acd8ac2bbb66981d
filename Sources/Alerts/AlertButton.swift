/// One button of an alert: its title, its role and what it does when the person taps it.
///
/// The action runs at most once, on the main actor, after the person has chosen the button and
/// the alert has started to leave the screen. It may show another alert; that one appears once
/// the first is fully gone.
///
/// ```swift
/// AlertButton(title: "Delete", type: .destructive) { store.delete(file) }
/// AlertButton.cancel()
/// ```
///
/// Two buttons are equal when they have the same title and role and both have an action or
/// both have none. Actions are closures, which Swift cannot compare, so two different
/// actions count as the same: a test states that a button does something with any action,
/// and finds out what it does by tapping it. A button keeps ``hasAction`` once the center has
/// let go of its action, so the buttons of an alert on screen equal the ones it was made with.
///
/// ```swift
/// #expect(AlertButton.destructive("Delete") { store.delete(file) } == .destructive("Delete") {})
/// #expect(AlertButton.destructive("Delete") != .destructive("Delete"))
/// ```
public struct AlertButton: Sendable, Equatable {
    /// The button's label.
    public var title: String
    /// The button's role.
    public var type: AlertButtonType
    /// What a button runs when tapped; it receives the alert's text field values.
    typealias Action = @MainActor (_ textValues: [String]) -> Void

    /// What runs when the person taps the button. A request keeps it apart from the alert and
    /// lets go of it when it ends (see ``withoutAction``).
    private(set) var handler: Action?
    /// Whether tapping the button runs an action of its own; it stays true once the center has
    /// let go of the action.
    public let hasAction: Bool

    /// Whether the two buttons have the same title and role, and both or neither an action.
    public static func == (lhs: AlertButton, rhs: AlertButton) -> Bool {
        lhs.title == rhs.title && lhs.type == rhs.type && lhs.hasAction == rhs.hasAction
    }

    /// Creates a button whose action takes no arguments.
    public init(title: String, type: AlertButtonType = .default, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.type = type
        if let action {
            self.handler = { _ in action() }
        } else {
            self.handler = nil
        }
        hasAction = action != nil
    }

    /// Creates a button whose action receives the values of the alert's text fields, in order.
    ///
    /// ```swift
    /// AlertButton(title: "Rename") { values in model.rename(to: values[0]) }
    /// ```
    public init(title: String, type: AlertButtonType = .default, textAction: @escaping @MainActor (_ textValues: [String]) -> Void) {
        self.title = title
        self.type = type
        self.handler = textAction
        hasAction = true
    }

    /// The same button without its action: what a request's alert and its presentations hold,
    /// so that they keep nothing the action captured alive.
    var withoutAction: AlertButton {
        var button = self
        button.handler = nil
        return button
    }

    /// A default-role button titled "OK" in the app's language ("好" in Chinese, "확인" in
    /// Korean): the button an alert gets when it is given none.
    ///
    /// The title is read when the button is made, from the package's own localizations; see
    /// <doc:LocalizingYourAlerts>.
    public static func ok(action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: DefaultTitles.ok, type: .default, action: action)
    }

    /// A default-role button with the given title.
    public static func ok(_ title: String, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: title, type: .default, action: action)
    }

    /// A cancel-role button titled "Cancel" in the app's language ("Abbrechen" in German,
    /// "キャンセル" in Japanese).
    ///
    /// The title is read when the button is made, from the package's own localizations; see
    /// <doc:LocalizingYourAlerts>.
    public static func cancel(action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: DefaultTitles.cancel, type: .cancel, action: action)
    }

    /// A cancel-role button with the given title.
    public static func cancel(_ title: String, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: title, type: .cancel, action: action)
    }

    /// A destructive-role button.
    public static func destructive(_ title: String, action: (@MainActor () -> Void)? = nil) -> AlertButton {
        AlertButton(title: title, type: .destructive, action: action)
    }
}
