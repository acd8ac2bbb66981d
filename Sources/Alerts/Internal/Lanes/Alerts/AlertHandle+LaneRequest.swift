/// An alert request, as the steps every lane shares see it.
extension AlertHandle: LaneRequest {
    static var lane: RequestLane { .alerts }
    var eventTitle: String { alert.title }
    static var requestedEvent: AlertEvent.Kind { .requested }
    static var queuedEvent: AlertEvent.Kind { .queued }
    static func endedEvent(_ outcome: AlertOutcome) -> AlertEvent.Kind { .ended(outcome) }

    func recordEnding(_ outcome: AlertOutcome, value: (any Sendable)?) -> Any? {
        finish(outcome)
    }
}
