/// The validation error of one kind of request (alert, toast, sheet), which also names that
/// kind and its queue in a ``RequestRejection``'s description.
public protocol RequestValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of request, as a rejection names it: "alert".
    static var requestKind: String { get }
    /// The queue requests of this kind wait in: "the alert queue".
    static var queueName: String { get }
    /// What that queue holds when full at `capacity`: "5 alerts".
    static func queueContents(capacity: Int) -> String
}

extension AlertValidationError: RequestValidationError {
    public static var requestKind: String { "alert" }
    public static var queueName: String { "the alert queue" }
    public static func queueContents(capacity: Int) -> String { "\(capacity) alerts" }
}

extension ToastValidationError: RequestValidationError {
    public static var requestKind: String { "toast" }
    public static var queueName: String { "the toast queue" }
    public static func queueContents(capacity: Int) -> String { "\(capacity) toasts" }
}

extension SheetValidationError: RequestValidationError {
    public static var requestKind: String { "sheet" }
    public static var queueName: String { "the modal queue" }
    public static func queueContents(capacity: Int) -> String { "\(capacity) alerts and sheets" }
}
