/// The button the person chose, and what they typed into the alert's text fields.
public struct AlertAnswer: Sendable, Hashable {
    /// The button's position in ``AlertData/presentedButtons``.
    public var buttonIndex: Int
    /// The button's title.
    public var title: String
    /// The button's role.
    public var type: AlertButtonType
    /// The text fields' values, in the order the fields are declared; empty when there are none.
    public var textValues: [String]

    /// Creates an answer.
    public init(buttonIndex: Int, title: String, type: AlertButtonType, textValues: [String] = []) {
        self.buttonIndex = buttonIndex
        self.title = title
        self.type = type
        self.textValues = textValues
    }
}
