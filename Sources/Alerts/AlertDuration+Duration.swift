@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AlertDuration {
    /// Creates a duration from Swift's `Duration`, truncated to the nanosecond and saturated
    /// at ``max`` and ``min`` (a `Duration` reaches far beyond them).
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let whole = AlertDuration(nanoseconds: AlertDuration.saturating(seconds, times: 1_000_000_000))
        self = whole + AlertDuration(nanoseconds: attoseconds / 1_000_000_000)
    }

    /// The same length as Swift's `Duration`.
    public var duration: Duration { .nanoseconds(nanoseconds) }
}
