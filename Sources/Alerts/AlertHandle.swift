/// One request made to an ``AlertCenter``: returned by `show`, it tells how the request ended
/// and can withdraw it.
///
/// ```swift
/// let handle = center.show(title: "Uploading…", buttons: [.cancel()])
/// upload.onFinish { handle.cancel() }      // withdraws it, wherever it is
/// let outcome = await handle.value         // or wait for the answer
/// ```
@MainActor
public final class AlertHandle: Identifiable {
    /// Where the alert a request made stands in its center.
    enum Phase {
        case queued
        case visible
        /// Not held by the center: never queued, or shown and done with, or withdrawn.
        case ended
    }

    // Stored properties are declared in the order a request's life reads them, so that
    // presenting and answering it touches as few cache lines as possible.

    // The center's books. A request that makes an alert (its lead) also stands for that alert
    // in the queue, so that one request costs one object; requests that join it by key are
    // listed on it.

    /// The lead whose alert this request joined by key, while this request is pending.
    @exclusivity(unchecked) var joinedLead: AlertHandle?
    /// As the lead: the pending requests that joined its alert by key, in arrival order.
    @exclusivity(unchecked) private(set) var joinedRequests: [AlertHandle] = []
    /// The center, held while the request is pending so that an awaiting caller always resumes.
    @exclusivity(unchecked) private var center: AlertCenter?
    @exclusivity(unchecked) private var waiters: [CheckedContinuation<AlertOutcome, Never>] = []
    /// How the request ended, or `nil` while it is pending.
    @exclusivity(unchecked) public private(set) var outcome: AlertOutcome?
    /// As the lead: where its alert stands.
    @exclusivity(unchecked) var phase = Phase.ended

    /// The alert that was requested. The queue and the presentations read it from here rather
    /// than keep copies of their own.
    public nonisolated let alert: AlertData
    /// The request's identity.
    public nonisolated let id: AlertRequestID
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?

    /// As the lead: since when its alert has waited with no host attached (meaningful only
    /// while none is).
    @exclusivity(unchecked) var hostlessSince = AlertDuration.zero

    init(id: AlertRequestID, alert: consuming AlertData, hostID: AlertHostID?, center: AlertCenter) {
        self.id = id
        self.alert = alert
        self.hostID = hostID
        self.center = center
    }

    /// Whether the request has not ended yet.
    public var isPending: Bool { outcome == nil }

    /// Withdraws the request: it ends ``AlertOutcome/cancelled``. A waiting alert leaves the
    /// queue; a visible one is taken off the screen, unless other requests joined it by key.
    /// Does nothing once the request has ended.
    public func cancel() {
        center?.end(self, with: .cancelled)
    }

    /// Waits for the request to end and returns its outcome.
    ///
    /// Cancelling the waiting task withdraws the request, which then ends
    /// ``AlertOutcome/cancelled`` (unless it ended otherwise first).
    public var value: AlertOutcome {
        get async {
            if let outcome { return outcome }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if let outcome {
                        continuation.resume(returning: outcome)
                    } else {
                        waiters.append(continuation)
                    }
                }
            } onCancel: {
                Task { @MainActor in self.cancel() }
            }
        }
    }

    /// Records the outcome and resumes every waiter. Called by the center exactly once.
    func finish(_ outcome: AlertOutcome) {
        self.outcome = outcome
        center = nil
        joinedLead = nil
        if !waiters.isEmpty {
            resumeWaiters(with: outcome)
        }
    }

    /// Kept out of ``finish(_:)``: the continuations' type is sized at run time, and its stack
    /// space would otherwise be set up for every request, awaited or not.
    @inline(never)
    private func resumeWaiters(with outcome: AlertOutcome) {
        let waiting = waiters
        waiters = []
        for continuation in waiting {
            continuation.resume(returning: outcome)
        }
    }

    // MARK: - As the lead of an alert

    /// The pending requests its alert answers: the lead while pending, then those that joined.
    var pendingRequests: [AlertHandle] {
        isPending ? [self] + joinedRequests : joinedRequests
    }

    /// Whether no pending request is left on its alert.
    var hasNoPendingRequests: Bool { !isPending && joinedRequests.isEmpty }

    /// The request its alert is reported under: the lead while pending, else the first request
    /// that joined, so that a withdrawn request has no event after its `ended`.
    var reportedRequest: AlertRequestID {
        isPending ? id : joinedRequests.first?.id ?? id
    }

    /// Adds a request that joined its alert by key.
    func join(_ handle: AlertHandle) {
        joinedRequests.append(handle)
        handle.joinedLead = self
    }

    /// Removes a request that joined its alert, when it ends on its own.
    func removeJoined(_ handle: AlertHandle) {
        joinedRequests.removeAll { $0 === handle }
    }

    /// Hands every pending request of its alert to `body`, in order, and forgets those that
    /// joined.
    func removeAllPendingRequests(_ body: (AlertHandle) -> Void) {
        let joined = joinedRequests
        let leadIsPending = isPending
        if !joined.isEmpty { joinedRequests = [] }
        if leadIsPending { body(self) }
        for request in joined { body(request) }
    }
}
