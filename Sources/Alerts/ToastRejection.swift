/// Why the center refused a toast. The request ends ``ToastOutcome/rejected(_:)`` with it at
/// once, and the center reports it on its event stream.
public enum ToastRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The toast breaks a rule every renderer relies on.
    case invalid(ToastValidationError)
    /// The center already holds `capacity` toasts, visible and waiting together
    /// (``AlertCenterConfiguration/toastQueueCapacity``).
    case queueFull(capacity: Int)
    /// No host was attached to show the toast: none at the request with a
    /// ``AlertCenterConfiguration/noHostTimeout`` of zero, or none for longer than that timeout.
    case noHost
    /// The center was closed with ``AlertCenter/close()`` before the request was made.
    case centerClosed

    public var description: String {
        switch self {
        case .invalid(let error): "invalid toast: \(error)"
        case .queueFull(let capacity): "the toast queue is full (\(capacity) toasts)"
        case .noHost: "no host is attached to show the toast; apply .showAlertView() at the root"
        case .centerClosed: "the alert center is closed"
        }
    }
}
