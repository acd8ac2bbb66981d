@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AlertDuration {
    /// Creates a duration from Swift's `Duration`, rounded to the nanosecond.
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// The same length as Swift's `Duration`.
    public var duration: Duration { .nanoseconds(nanoseconds) }
}
