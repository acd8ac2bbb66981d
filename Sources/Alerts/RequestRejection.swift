/// Why the center refused a request. The request ends `rejected` with it at once, without
/// showing anything, and the center reports it on its event stream. One exception: a sheet
/// whose content finishes with a value of another type than its requests wait for
/// (``SheetValidationError/contentFinishedWithOtherValueType(valueType:)``) is refused when it
/// finishes, and taken down.
///
/// Alerts, toasts and sheets are refused for the same four reasons; each kind names its own
/// validation error: ``AlertRejection``, ``ToastRejection`` and ``SheetRejection``.
///
/// ```swift
/// switch await center.show(AlertData(title: "Saved")).value {
/// case .rejected(.queueFull(let capacity)): log("alert queue full at \(capacity)")
/// case .rejected(let rejection): log("refused: \(rejection)")
/// default: break
/// }
/// ```
public enum RequestRejection<Failure: RequestValidationError>: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request breaks a rule every renderer relies on.
    case invalid(Failure)
    /// The center already holds `capacity` requests of this kind, visible and waiting together:
    /// alerts and sheets share ``AlertCenterConfiguration/queueCapacity``, toasts have
    /// ``AlertCenterConfiguration/toastQueueCapacity``.
    case queueFull(capacity: Int)
    /// There is no host to show it: no `.showAlertView()` above the caller, or none attached
    /// for longer than the center's ``AlertCenterConfiguration/noHostTimeout``.
    case noHost
    /// The center was closed with ``AlertCenter/close()`` before the request was made.
    case centerClosed

    public var description: String {
        switch self {
        case .invalid(let error): "invalid \(Failure.requestKind): \(error)"
        case .queueFull(let capacity): "\(Failure.queueName) is full (\(Failure.queueContents(capacity: capacity)))"
        case .noHost: "no host is attached to show the \(Failure.requestKind); apply .showAlertView() at the root"
        case .centerClosed: "the alert center is closed"
        }
    }
}

/// Why an alert request was refused: ``AlertOutcome/rejected(_:)`` carries it.
public typealias AlertRejection = RequestRejection<AlertValidationError>

/// Why a toast request was refused: ``ToastOutcome/rejected(_:)`` carries it.
public typealias ToastRejection = RequestRejection<ToastValidationError>

/// Why a sheet request was refused: ``SheetOutcome/rejected(_:)`` carries it.
public typealias SheetRejection = RequestRejection<SheetValidationError>
