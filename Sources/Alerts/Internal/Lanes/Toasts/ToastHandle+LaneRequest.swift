/// A toast request, as the steps every lane shares see it.
extension ToastHandle: LaneRequest {
    static var lane: RequestLane { .toasts }
    var eventTitle: String { toast.title }
    static var requestedEvent: AlertEvent.Kind { .toast(.requested) }
    static var queuedEvent: AlertEvent.Kind { .toast(.queued) }
    static func endedEvent(_ outcome: ToastOutcome) -> AlertEvent.Kind { .toast(.ended(outcome)) }

    func recordEnding(_ outcome: ToastOutcome, value: (any Sendable)?) -> Any? {
        finish(outcome)
    }
}
