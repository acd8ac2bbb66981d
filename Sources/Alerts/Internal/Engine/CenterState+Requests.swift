/// The steps every lane's requests share, written once for the alert, the toast and the sheet
/// lane: a request's start, its room in the lane, its queuing, and its end. Each lane's own
/// steps (`Lanes/`) call them around what only that lane does: joining a live item by key,
/// making its record, showing it.
extension CenterState {
    /// Counts and reports a new request, and ends it at once when it may not go on (see
    /// ``admissionEnding(withdrawn:owner:validate:)``); returns whether it goes on.
    mutating func beginRequest<Request: LaneRequest>(
        _ request: Request, owner: HostState?, withdrawn: Bool,
        validate: () throws(Request.LaneOutcome.ValidationFailure) -> Void
    ) -> Bool {
        switch Request.lane {
        case .alerts: alerts.admissions.requestMade()
        case .toasts: toasts.admissions.requestMade()
        case .sheets: sheets.admissions.requestMade()
        }
        emit(Request.requestedEvent, request: request.id, title: request.eventTitle)
        guard let ending = admissionEnding(withdrawn: withdrawn, owner: owner, validate: validate) else { return true }
        finishRequest(request, Request.LaneOutcome(ending))
        return false
    }

    /// Whether `request`'s lane has room for the new item it makes; when it has not, the
    /// request ends rejected, the lane full. Alerts and sheets share the modal lane's capacity.
    mutating func hasRoom<Request: LaneRequest>(for request: Request) -> Bool {
        let capacity: Int
        let live: Int
        switch Request.lane {
        case .alerts, .sheets:
            capacity = configuration.queueCapacity
            live = alerts.admissions.liveCount + sheets.admissions.liveCount
        case .toasts:
            capacity = configuration.toastQueueCapacity
            live = toasts.admissions.liveCount
        }
        guard live >= capacity else { return true }
        finishRequest(request, .rejected(.queueFull(capacity: capacity)))
        return false
    }

    /// Reports `request` queued as `item`, the new item its lane just admitted, and starts the
    /// item's wait for a host if none is attached.
    mutating func didQueue<Request: LaneRequest>(_ request: Request, as item: some Admitted) {
        emit(Request.queuedEvent, request: request.id, title: request.eventTitle)
        startNoHostWait(for: item, in: Request.lane)
    }

    /// Records a request's outcome (`value` is a finished sheet's); what it no longer holds
    /// (button actions, for instance) is released once the step is done.
    mutating func finishRequest<Request: LaneRequest>(_ request: Request, _ outcome: Request.LaneOutcome, value: (any Sendable)? = nil) {
        guard request.isPending else { return }
        switch Request.lane {
        case .alerts: alerts.admissions.requestEnded()
        case .toasts: toasts.admissions.requestEnded()
        case .sheets: sheets.admissions.requestEnded()
        }
        if let released = request.recordEnding(outcome, value: value) {
            release(released)
        }
        emit(Request.endedEvent(outcome), request: request.id, title: request.eventTitle)
    }
}
