/// A waiting alert, as listed by ``AlertCenter/queuedAlerts``.
public struct QueuedAlert: Sendable {
    /// The first request, whose alert this is.
    public let request: AlertRequestID
    /// Every pending request it will answer: the first, then those that joined by key.
    public let requests: [AlertRequestID]
    /// The alert.
    public let alert: AlertData
}
