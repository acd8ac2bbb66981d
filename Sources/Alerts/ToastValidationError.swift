/// Why a ``ToastData`` cannot be shown. A request carrying such a toast ends
/// ``ToastOutcome/rejected(_:)`` with ``RequestRejection/invalid(_:)``; nothing crashes.
public enum ToastValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The title is empty or blank: the toast would say nothing at a glance.
    case emptyTitle
    /// The button has an empty or blank title.
    case emptyButtonTitle
    /// The duration given is zero or negative: the toast would never be seen.
    case nonPositiveDuration(AlertDuration)

    public var description: String {
        switch self {
        case .emptyTitle: "the toast has no title"
        case .emptyButtonTitle: "the toast's button has an empty title"
        case .nonPositiveDuration(let duration): "the toast's duration \(duration) is not positive"
        }
    }
}
