/// A toast as it stands now: visible on a host, or waiting. Renderers read the visible ones
/// from ``AlertHost/toasts``; each change (a toast shown, updated, paused, gone) brings a new
/// list.
///
/// ```swift
/// for await toasts in host.toastUpdates {
///     render(toasts)            // identity: toast.id, stable across updates
/// }
/// host.dismissToast(toast.id)   // a swipe
/// ```
public struct ToastPresentation: Identifiable, Sendable, Equatable {
    /// The toast's identity: the request that made it, kept while later requests with its
    /// coalescing key update it.
    public let id: AlertRequestID
    /// What it shows now: the newest content its requests gave. Its button holds no action.
    public let toast: ToastData
    /// How many requests it counts: 1, then one more for each request that updated it.
    public let count: Int
    /// 0 when first requested, then one more for each update: a renderer announces a toast
    /// again when this changes.
    public let revision: Int
    /// Whether it is among the visible toasts (otherwise it waits).
    public let isVisible: Bool
    /// The time it has left, when this value was taken; pauses do not count.
    public let remainingTime: AlertDuration
    /// Why its time is not running, in the order ``ToastPauseReason`` declares them; empty while
    /// it runs. A waiting toast's time does not run either, and lists no reason.
    public let pauseReasons: [ToastPauseReason]

    init(id: AlertRequestID, toast: ToastData, count: Int, revision: Int, isVisible: Bool, remainingTime: AlertDuration, pauseReasons: [ToastPauseReason]) {
        self.id = id
        self.toast = toast
        self.count = count
        self.revision = revision
        self.isVisible = isVisible
        self.remainingTime = remainingTime
        self.pauseReasons = pauseReasons
    }

    /// Whether its time is held.
    public var isPaused: Bool { !pauseReasons.isEmpty }

    /// The count as a renderer shows it, "×3", or `nil` for a toast requested once.
    public var countLabel: String? { count > 1 ? "×\(count)" : nil }

    public static func == (lhs: ToastPresentation, rhs: ToastPresentation) -> Bool {
        lhs.id == rhs.id && lhs.revision == rhs.revision && lhs.count == rhs.count && lhs.isVisible == rhs.isVisible
            && lhs.remainingTime == rhs.remainingTime && lhs.pauseReasons == rhs.pauseReasons
    }
}
