/// One request made to an ``AlertCenter``: returned by `show`, it tells how the request ended
/// and can withdraw it.
///
/// ```swift
/// let handle = center.show(title: "Uploading…", buttons: [.cancel()])
/// upload.onFinish { handle.cancel() }      // withdraws it, wherever it is
/// let outcome = await handle.value         // or wait for the answer
/// ```
@MainActor
public final class AlertHandle: Identifiable, RequestHandle, AwaitableRequest {
    /// The request's identity.
    public nonisolated let id: AlertRequestID
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?
    /// The alert that was requested. Its buttons do not hold their actions
    /// (``AlertButton/hasAction`` tells which have one): the request keeps those apart, runs
    /// the tapped one, and lets go of them when it ends, so that a kept handle does not keep
    /// alive what the actions captured.
    public nonisolated let alert: AlertData
    /// The buttons shown for it: ``alert``'s, or the single "OK" of an alert given none, in
    /// the language of its center.
    nonisolated let presentedButtons: [AlertButton]
    /// The buttons' actions by index, while the request is pending and its alert has any.
    private var actions: [AlertButton.Action?]
    /// How the request ended, or `nil` while it is pending.
    public var outcome: AlertOutcome? { recordedOutcome }
    /// Whether the request has not ended yet. Declared here as well as by ``RequestHandle``: the
    /// alert lane asks it several times per request, and read through the protocol's
    /// extension the burst of 1,000 alerts measured about 10% slower.
    public var isPending: Bool { recordedOutcome == nil }
    /// Private storage behind ``outcome``: every access to it is in this module, so its
    /// exclusivity is proven when compiled, not checked at run time.
    private var recordedOutcome: AlertOutcome?

    /// The way to the center, while the request is pending. It does not keep the center
    /// alive: a center that no one else holds goes away and ends its pending requests
    /// ``AlertOutcome/hostGone`` (see ``AlertCenter``).
    private var link: CenterLink?
    var waiters: [CheckedContinuation<AlertOutcome, Never>] = []

    // The center's state. A request that makes an alert (its lead) also stands for that alert
    // in the queue; requests that join it by key are listed on it.

    /// The lead whose alert this request joined by key, while this request is pending.
    var joinedLead: AlertHandle?
    /// As the lead: the requests that joined its alert by key, in arrival order. One that ends
    /// on its own stays listed until more than half have, so that withdrawing joined requests
    /// one by one costs amortized O(1) each; the lists below skip it.
    private var joined: [AlertHandle] = []
    /// How many of ``joined`` have left.
    private var leftJoinedCount = 0
    /// As the lead: where its alert stands.
    var phase = QueuePhase.ended
    /// As the lead: since when its alert has waited with no host attached (meaningful only
    /// while none is).
    var hostlessSince = AlertDuration.zero
    /// As the lead: the sheet that interrupted its alert, which shows again once that sheet is
    /// gone (see ``CenterState/waitsForInterruptingSheet(_:)``).
    weak var interruptingSheet: SheetRecord?

    init(id: AlertRequestID, alert: AlertData, implicitButtons: [AlertButton], hostID: AlertHostID?, center: CenterLink) {
        self.id = id
        if let separated = alert.separatingActions() {
            self.alert = separated.alert
            actions = separated.actions
        } else {
            self.alert = alert
            actions = []
        }
        presentedButtons = alert.buttons.isEmpty ? implicitButtons : self.alert.buttons
        self.hostID = hostID
        link = center
    }

    /// Withdraws the request: it ends ``AlertOutcome/cancelled``. A waiting alert leaves the
    /// queue; a visible one is taken off the screen, unless other requests joined it by key.
    /// Does nothing once the request has ended.
    public func cancel() {
        link?.center?.cancel(self)
    }

    /// Records the outcome and resumes every waiter; called once, by the center (or, for a
    /// center that went away, by its last words).
    ///
    /// - Returns: The actions the request no longer holds, for the caller to release once its
    ///   own state is whole: releasing an action may free a captured object whose `deinit`
    ///   calls back into the center.
    func finish(_ outcome: AlertOutcome) -> [AlertButton.Action?]? {
        recordedOutcome = outcome
        link = nil
        joinedLead = nil
        resumeWaiters(returning: outcome)
        guard !actions.isEmpty else { return nil }
        let released = actions
        actions = []
        return released
    }

    /// The action of the button at `index` among the buttons shown, while the request is
    /// pending.
    func action(at index: Int) -> AlertButton.Action? {
        actions.indices.contains(index) ? actions[index] : nil
    }

    // MARK: - As the lead of an alert

    /// The pending requests that joined its alert by key, in arrival order.
    var joinedRequests: [AlertHandle] {
        leftJoinedCount == 0 ? joined : joined.filter { $0.isPending }
    }

    /// Whether a pending request joined its alert.
    var hasJoinedRequests: Bool { joined.count > leftJoinedCount }

    /// The pending requests its alert answers: the lead while pending, then those that joined.
    var pendingRequests: [AlertHandle] {
        isPending ? [self] + joinedRequests : joinedRequests
    }

    /// Whether no pending request is left on its alert.
    var hasNoPendingRequests: Bool { !isPending && !hasJoinedRequests }

    /// The request its alert is reported under: the lead while pending, else the first request
    /// that joined, so that a withdrawn request has no event after its `ended`.
    var reportedRequest: AlertRequestID {
        isPending ? id : joined.first { $0.isPending }?.id ?? id
    }

    /// Adds a request that joined its alert by key.
    func join(_ handle: AlertHandle) {
        change(\.joined, emptied: []) { $0.append(handle) }
        handle.joinedLead = self
    }

    /// Notes that a request that joined its alert is ending on its own (it is still pending).
    func removeJoined(_ handle: AlertHandle) {
        leftJoinedCount += 1
        if leftJoinedCount * 2 > joined.count {
            joined = joined.filter { $0 !== handle && $0.isPending }
            leftJoinedCount = 0
        }
    }

    /// Returns every pending request of its alert, in order, and forgets those that joined.
    func takePendingRequests() -> [AlertHandle] {
        let requests = pendingRequests
        joined = []
        leftJoinedCount = 0
        return requests
    }

    /// Returns the pending requests that joined its alert, in order, and forgets them.
    func takeJoinedRequests() -> [AlertHandle] {
        guard !joined.isEmpty else { return [] }
        let requests = joinedRequests
        joined = []
        leftJoinedCount = 0
        return requests
    }
}

extension AlertHandle: ChangedThroughCopies {}
