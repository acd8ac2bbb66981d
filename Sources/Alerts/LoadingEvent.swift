/// One step of the loading indicator, reported as ``AlertEvent/Kind/loading(_:)`` on the
/// center's one event stream, in order with the steps of alerts and toasts.
///
/// An operation's events name it as their request; the indicator's name the newest operation
/// running when it appeared or left.
public enum LoadingEvent: Sendable, Hashable {
    /// An operation began.
    case began
    /// The indicator appeared: work has run longer than the grace time.
    case indicatorShown
    /// The person tapped the indicator's Cancel button for the operation.
    case cancelRequested
    /// The operation ended: returned (`succeeded`), or threw or was cancelled.
    case ended(succeeded: Bool)
    /// The indicator left: no operation runs and its minimum time has passed, or a toast took
    /// its place.
    case indicatorHidden
}
