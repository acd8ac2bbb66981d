/// Why an ``AlertData`` cannot be shown. A request carrying such an alert ends
/// ``AlertOutcome/rejected(_:)`` with ``RequestRejection/invalid(_:)``; nothing crashes.
public enum AlertValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Both the title and the message are empty or blank: the alert would say nothing.
    case emptyTitleAndMessage
    /// The button at `index` has an empty or blank title.
    case emptyButtonTitle(index: Int)
    /// More than one button has the `.cancel` role; platforms show at most one.
    case multipleCancelButtons(count: Int)
    /// A confirmation dialog cannot show text fields; use the `.alert` style.
    case textFieldsInConfirmationDialog

    public var description: String {
        switch self {
        case .emptyTitleAndMessage:
            "the alert has neither a title nor a message"
        case .emptyButtonTitle(let index):
            "button \(index) has an empty title"
        case .multipleCancelButtons(let count):
            "the alert has \(count) cancel buttons; at most one is allowed"
        case .textFieldsInConfirmationDialog:
            "a confirmation dialog cannot show text fields; use the .alert style"
        }
    }
}
