/// Why a sheet request was refused: it ends ``SheetOutcome/rejected(_:)`` without showing.
public enum SheetRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request breaks a rule of the engine.
    case invalid(SheetValidationError)
    /// As many alerts and sheets as the center's capacity are waiting or visible.
    case queueFull(capacity: Int)
    /// No host was attached in time to show it.
    case noHost
    /// The center was closed.
    case centerClosed

    public var description: String {
        switch self {
        case .invalid(let error): "invalid sheet: \(error)"
        case .queueFull(let capacity): "the modal queue is full (\(capacity) alerts and sheets)"
        case .noHost: "no host is attached to show the sheet; apply .showAlertView() at the root"
        case .centerClosed: "the alert center is closed"
        }
    }
}
