/// Why the center refused a request. The request ends ``AlertOutcome/rejected(_:)`` with it at
/// once, and the center reports it on its event stream.
public enum AlertRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The alert breaks a rule every renderer relies on.
    case invalid(AlertValidationError)
    /// The center already holds `capacity` alerts, visible and waiting together.
    case queueFull(capacity: Int)
    /// There is no host to show the alert: no `.showAlertView()` above the caller, or none
    /// attached for longer than the center's ``AlertCenterConfiguration/noHostTimeout``.
    case noHost
    /// The center was closed with ``AlertCenter/close()`` before the request was made.
    case centerClosed

    public var description: String {
        switch self {
        case .invalid(let error): "invalid alert: \(error)"
        case .queueFull(let capacity): "the alert queue is full (\(capacity) alerts)"
        case .noHost: "no host is attached to show the alert; apply .showAlertView() at the root"
        case .centerClosed: "the alert center is closed"
        }
    }
}
