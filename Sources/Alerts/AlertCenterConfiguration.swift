/// Limits and timings of an ``AlertCenter``.
///
/// ```swift
/// let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 20))
/// ```
public struct AlertCenterConfiguration: Sendable, Hashable {
    /// How many alerts and sheets the center holds at once, visible and waiting together. A request
    /// beyond it ends ``AlertOutcome/rejected(_:)`` with ``RequestRejection/queueFull(capacity:)``.
    /// Requests that join an existing alert by coalescing key do not count.
    public var queueCapacity: Int
    /// How long a host in ``AlertHost/Settling/afterSettleTime`` mode is given, once an alert
    /// starts to leave the screen, to deliver the tapped button and finish the dismissal
    /// animation before the next alert is shown.
    ///
    /// The default, 700 ms, is SwiftUI's: its dismissal starts with the update after the tap,
    /// a frame or more later, and animates for up to 0.45 s on iOS (longer for a macOS sheet
    /// alert), so it leaves a margin of about 0.2 s over the longest reported dismissal. A
    /// presentation made before the previous alert is gone is dropped by SwiftUI.
    /// Only hosts that settle after the settle time wait for it.
    public var settleTime: AlertDuration
    /// How long a request made on the center waits while no host is attached, before it ends
    /// rejected with ``RequestRejection/noHost``. `.zero` rejects such a request at once; `nil`
    /// waits until a host attaches or the center is closed.
    public var noHostTimeout: AlertDuration?
    /// How many toasts are visible at once; the others wait, by priority then arrival. Values
    /// below 1 count as 1.
    public var maximumVisibleToasts: Int
    /// How many toasts the center holds at once, visible and waiting together. A request beyond
    /// it ends ``ToastOutcome/rejected(_:)`` with ``RequestRejection/queueFull(capacity:)``;
    /// requests that update a toast by coalescing key do not count.
    public var toastQueueCapacity: Int
    /// How long work runs before the loading indicator appears: work that ends sooner shows
    /// nothing. Negative values count as zero.
    public var loadingGraceTime: AlertDuration
    /// How long the loading indicator stays once it appeared, so that it does not flicker.
    /// Negative values count as zero.
    public var loadingMinimumShowTime: AlertDuration

    /// Creates a configuration.
    public init(
        queueCapacity: Int = 100,
        settleTime: AlertDuration = .milliseconds(700),
        noHostTimeout: AlertDuration? = .seconds(30),
        maximumVisibleToasts: Int = 3,
        toastQueueCapacity: Int = 100,
        loadingGraceTime: AlertDuration = .milliseconds(400),
        loadingMinimumShowTime: AlertDuration = .milliseconds(600)
    ) {
        self.queueCapacity = queueCapacity
        self.settleTime = settleTime
        self.noHostTimeout = noHostTimeout
        self.maximumVisibleToasts = maximumVisibleToasts
        self.toastQueueCapacity = toastQueueCapacity
        self.loadingGraceTime = loadingGraceTime
        self.loadingMinimumShowTime = loadingMinimumShowTime
    }
}
