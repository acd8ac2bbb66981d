/// A waiting alert, as listed by ``AlertCenter/queuedAlerts``.
public struct QueuedAlert: Sendable {
    /// The first of ``requests``: the request that made the alert, unless it was withdrawn
    /// while others still share it.
    public let request: AlertRequestID
    /// Every pending request it will answer: the first, then those that joined by key.
    public let requests: [AlertRequestID]
    /// The alert.
    public let alert: AlertData
}
