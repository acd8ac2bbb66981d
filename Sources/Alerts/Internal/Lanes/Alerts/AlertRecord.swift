/// An alert in the lane: waiting, on screen, or done with; the requests it answers.
///
/// The request that made it comes first: its arrival orders the alert and its buttons' actions
/// are the alert's. Requests that join it by key follow in arrival order.
@MainActor
final class AlertRecord {
    /// The request that made the alert.
    nonisolated let firstRequest: AlertHandle
    /// The first request's identity, which orders the alert among those of its priority.
    let id: AlertRequestID
    /// The priority it waits by, as a number; higher shows first.
    let queuePriority: Int
    /// The requests that joined it by key, in arrival order. One that ends on its own stays
    /// listed until more than half have, so that withdrawing joined requests one by one costs
    /// amortized O(1) each; the lists below skip it.
    private var joined: [AlertHandle] = []
    /// How many of ``joined`` have left.
    private var leftJoinedCount = 0
    /// Where the alert stands.
    var phase = QueuePhase.ended
    /// Since when it has waited with no host attached (meaningful only while none is).
    var hostlessSince = AlertDuration.zero
    /// The sheet that interrupted the alert, which shows again once that sheet is gone (see
    /// ``CenterState/waitsForInterruptingSheet(_:)``).
    weak var interruptingSheet: SheetRecord?

    init(firstRequest: AlertHandle) {
        self.firstRequest = firstRequest
        id = firstRequest.id
        queuePriority = firstRequest.alert.priority.rawValue
        firstRequest.record = self
    }

    /// The alert to show, without its buttons' actions.
    nonisolated var alert: AlertData { firstRequest.alert }
    /// The host the first request was made through, or `nil` for a request made on the center.
    var hostID: AlertHostID? { firstRequest.hostID }
    /// The buttons shown for it.
    nonisolated var presentedButtons: [AlertButton] { firstRequest.presentedButtons }

    /// The pending requests that joined it by key, in arrival order.
    var joinedRequests: [AlertHandle] {
        leftJoinedCount == 0 ? joined : joined.filter { $0.isPending }
    }

    /// Whether a pending request joined it.
    var hasJoinedRequests: Bool { joined.count > leftJoinedCount }

    /// The pending requests it answers: the first while pending, then those that joined.
    var pendingRequests: [AlertHandle] {
        firstRequest.isPending ? [firstRequest] + joinedRequests : joinedRequests
    }

    /// Whether no pending request is left on it.
    var hasNoPendingRequests: Bool { !firstRequest.isPending && !hasJoinedRequests }

    /// The request it is reported under: the first while pending, else the first that joined
    /// and is pending, so that a withdrawn request has no event after its `ended`.
    var reportedRequest: AlertRequestID {
        firstRequest.isPending ? id : joined.first { $0.isPending }?.id ?? id
    }

    /// Adds a request that joined it by key.
    func join(_ request: AlertHandle) {
        change(\.joined, emptied: []) { $0.append(request) }
        request.record = self
    }

    /// Notes that `request`, still pending, is ending on its own; returns whether no other
    /// pending request is left on it.
    func requestLeft(_ request: AlertHandle) -> Bool {
        guard request !== firstRequest else { return !hasJoinedRequests }
        leftJoinedCount += 1
        if leftJoinedCount * 2 > joined.count {
            joined = joined.filter { $0 !== request && $0.isPending }
            leftJoinedCount = 0
        }
        return hasNoPendingRequests
    }

    /// Returns every pending request, in order, and forgets those that joined.
    func takePendingRequests() -> [AlertHandle] {
        let requests = pendingRequests
        joined = []
        leftJoinedCount = 0
        return requests
    }

    /// Returns the pending requests that joined it, in order, and forgets them.
    func takeJoinedRequests() -> [AlertHandle] {
        guard !joined.isEmpty else { return [] }
        let requests = joinedRequests
        joined = []
        leftJoinedCount = 0
        return requests
    }
}

extension AlertRecord: ChangedThroughCopies {}
