/// A receiver of an ``AlertCenter``'s events: an observer's handler or an `events` stream.
@MainActor
final class EventSubscriber {
    enum Sink {
        case handler(@MainActor (AlertEvent) -> Void)
        case stream(AsyncStream<AlertEvent>.Continuation)
    }

    /// The number of the first event it receives.
    let firstEvent: UInt64
    /// `nil` once cancelled.
    var sink: Sink?

    var isActive: Bool { sink != nil }

    init(firstEvent: UInt64, sink: Sink) {
        self.firstEvent = firstEvent
        self.sink = sink
    }
}
