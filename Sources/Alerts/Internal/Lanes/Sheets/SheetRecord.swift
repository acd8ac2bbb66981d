/// A sheet in the lane: waiting, on screen, or done with; the requests it answers.
@MainActor
final class SheetRecord {
    /// The first request, whose arrival orders the sheet.
    let id: AlertRequestID
    let sheet: SheetData
    /// What the renderer presents, given by the app; `nil` once the lane has let go of it.
    private(set) var content: (any Sendable)?
    let hostID: AlertHostID?
    let valueType: ObjectIdentifier
    var phase = QueuePhase.ended
    /// Since when it has waited with no host attached (meaningful only while none is).
    var hostlessSince = AlertDuration.zero
    /// The pending requests it answers, in arrival order.
    private(set) var requests: [any SheetRequest]

    init(firstRequest: any SheetRequest, content: (any Sendable)?) {
        id = firstRequest.id
        sheet = firstRequest.sheet
        self.content = content
        hostID = firstRequest.hostID
        valueType = firstRequest.valueType
        requests = [firstRequest]
        firstRequest.record = self
    }

    /// The request its sheet is reported under: the first still pending.
    var reportedRequest: AlertRequestID { requests.first?.id ?? id }

    var hasPendingRequests: Bool { !requests.isEmpty }

    func join(_ request: any SheetRequest) {
        requests.append(request)
        request.record = self
    }

    /// Forgets a request that is ending on its own.
    func remove(_ request: any SheetRequest) {
        requests.removeAll { $0 === request }
    }

    /// Returns the content and forgets it: the sheet ended and will not be presented again.
    func takeContent() -> (any Sendable)? {
        let taken = content
        content = nil
        return taken
    }

    /// Returns every pending request, in order, and forgets them.
    func takeRequests() -> [any SheetRequest] {
        let taken = requests
        requests = []
        return taken
    }
}
