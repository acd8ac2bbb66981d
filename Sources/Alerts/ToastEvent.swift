/// One step in the life of a toast request, reported as ``AlertEvent/Kind/toast(_:)`` on the
/// center's one event stream, in order with the steps of alerts.
///
/// Every toast request produces `requested` first and exactly one `ended`, its last event.
public enum ToastEvent: Sendable, Hashable {
    /// A request was made.
    case requested
    /// The request updated the toast with the same coalescing key, made by `into`; the toast
    /// now counts `count` requests and ends for all of them together.
    case coalesced(into: AlertRequestID, count: Int)
    /// The toast waits for a place among the visible toasts.
    case queued
    /// The toast became visible.
    case shown
    /// The person tapped the toast's button: `ended(.actionTapped)` follows, then the action runs.
    case actionTapped
    /// The request ended.
    case ended(ToastOutcome)
}
