/// Limits and timings of an ``AlertCenter``.
///
/// ```swift
/// let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 20))
/// ```
public struct AlertCenterConfiguration: Sendable, Hashable {
    /// How many alerts the center holds at once, visible and waiting together. A request
    /// beyond it ends ``AlertOutcome/rejected(_:)`` with ``AlertRejection/queueFull(capacity:)``.
    /// Requests that join an existing alert by coalescing key do not count.
    public var queueCapacity: Int
    /// How long a host in ``AlertHost/Settling/afterSettleTime`` mode is given, once an alert
    /// starts to leave the screen, to deliver the tapped button and finish the dismissal
    /// animation before the next alert is shown.
    public var settleTime: AlertDuration
    /// How long a request made on the center waits while no host is attached, before it ends
    /// rejected with ``AlertRejection/noHost``. `.zero` rejects such a request at once; `nil`
    /// waits until a host attaches or the center is closed.
    public var noHostTimeout: AlertDuration?

    /// Creates a configuration.
    public init(queueCapacity: Int = 100, settleTime: AlertDuration = .milliseconds(350), noHostTimeout: AlertDuration? = .seconds(30)) {
        self.queueCapacity = queueCapacity
        self.settleTime = settleTime
        self.noHostTimeout = noHostTimeout
    }
}
