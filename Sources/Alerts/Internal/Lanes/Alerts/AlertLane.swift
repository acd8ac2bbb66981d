/// The alert lane's state: the waiting alerts, the alert on screen or leaving it, and the
/// counts checked against the capacity.
///
/// Its own methods change the queue and what is on screen. The steps that use them are
/// ``CenterState``'s (see `CenterState+Alerts.swift`), so that a step tells the other lanes at
/// once when an alert appears or leaves. Those steps also change ``admissions`` and
/// ``noHostSweep`` directly: they count each request made and ended, and start, run and stop
/// the wait for a host (see `CenterState+NoHost.swift`).
@MainActor
struct AlertLane {
    typealias AlertQueue = BandQueue<AlertHandle>

    /// An alert on a host's screen, or leaving it.
    struct Showing {
        let presentation: AlertPresentation
        let host: HostState

        /// The request that made the alert, which stands for it in the lane.
        var lead: AlertHandle { presentation.lead }
    }

    /// What is on screen or leaving it; closed once the center is.
    private(set) var phase = ModalPhase<Showing>.idle
    private(set) var queue = AlertQueue()
    /// The leads of the alerts queued or visible, by key, and the pending requests.
    var admissions = Admissions<AlertHandle>()
    /// Rejects the requests that waited too long with no host (see ``NoHostSweep``).
    var noHostSweep = NoHostSweep()

    var visible: Showing? { phase.visible }

    /// Whether `presentation` is the alert on screen, shown on `host`: answers and dismissals
    /// check this first, with no copy of what is shown (as ``visible`` returns).
    func isShowing(_ presentation: AlertPresentationID, on host: HostState) -> Bool {
        switch phase {
        case .showing(let shown), .closing(let shown, _): shown.presentation.id == presentation && shown.host === host
        case .idle, .settling, .closed: false
        }
    }

    /// The lead of the alert on screen.
    var visibleLead: AlertHandle? {
        switch phase {
        case .showing(let shown), .closing(let shown, _): shown.presentation.lead
        case .idle, .settling, .closed: nil
        }
    }

    var isVisibleClosing: Bool { phase.isClosing }
    var settling: Showing? { phase.settling }

    var isClosed: Bool {
        if case .closed = phase { true } else { false }
    }

    /// The lead of every alert visible or queued, in the order they would be shown: the order
    /// in which requests ended together (by a close, a host going away, the no-host wait) end.
    var liveLeads: [AlertHandle] {
        guard let current = visible else { return queue.ordered }
        return [current.lead] + queue.ordered
    }

    // MARK: - Requests

    /// Queues a new alert, by its lead, behind the others of its priority.
    mutating func admit(_ lead: AlertHandle) {
        admissions.admit(lead, key: lead.alert.coalescingKey)
        queue.push(lead)
    }

    /// Takes an alert, by its lead, off the lane: it no longer counts against the capacity,
    /// and its key is free for a new alert. Returns whether it was on them.
    @discardableResult
    mutating func retire(_ lead: AlertHandle) -> Bool {
        guard lead.phase != .ended else { return false }
        lead.phase = .ended
        admissions.retire(lead, key: lead.alert.coalescingKey)
        return true
    }

    /// Takes an alert, by its lead, out of the queue or off the screen; returns what it showed,
    /// for the step to take down.
    mutating func withdraw(_ lead: AlertHandle) -> (shown: Showing, timer: (any AlertTimer)?)? {
        let wasQueued = lead.phase == .queued
        guard retire(lead) else { return nil }
        if wasQueued {
            queue.didWithdraw()
            return nil
        }
        guard let current = visible, current.lead === lead else { return nil }
        return takeVisible()
    }

    /// Puts an alert that was visible back, ahead of every other of its priority.
    mutating func requeue(_ lead: AlertHandle) {
        queue.requeue(lead)
    }

    /// Removes and returns the next alert to show, by its lead.
    mutating func popNext() -> AlertHandle? {
        queue.popFirst()
    }

    // MARK: - On screen and leaving it

    /// Shows an alert, taken from the queue; nothing is visible or leaving.
    mutating func show(_ shown: Showing) {
        shown.lead.phase = .visible
        phase = .showing(shown)
    }

    /// The person began to dismiss the visible alert; `timer` ends the wait for the host.
    mutating func beginClosing(timer: (any AlertTimer)?) {
        guard case .showing(let shown) = phase else { return }
        phase = .closing(shown, timer: timer)
    }

    /// Takes the visible alert off the lane's screen, with the timer its dismissal started.
    mutating func takeVisible() -> (shown: Showing, timer: (any AlertTimer)?)? {
        switch phase {
        case .showing(let shown):
            phase = .idle
            return (shown, nil)
        case .closing(let shown, let timer):
            phase = .idle
            return (shown, timer)
        case .idle, .settling, .closed:
            return nil
        }
    }

    /// An alert taken off the screen leaves it until `timer` fires or its host reports it gone.
    mutating func beginSettling(_ shown: Showing, timer: any AlertTimer) {
        phase = .settling(shown, timer: timer)
    }

    /// The alert leaving the screen is gone; returns it with its settle timer.
    mutating func endSettling() -> (shown: Showing, timer: any AlertTimer)? {
        guard case .settling(let shown, let timer) = phase else { return nil }
        phase = .idle
        return (shown, timer)
    }

    /// Closes the lane for good: its timers stop and every live alert is retired. Returns
    /// their leads, in the order they would have been shown, and the queue that held them,
    /// for the step to release once it is done.
    mutating func close() -> (leads: [AlertHandle], queue: AlertQueue) {
        phase.settleTimer?.cancel()
        noHostSweep.cancel()
        let leads = liveLeads
        phase = .closed
        for lead in leads {
            retire(lead)
        }
        let closedQueue = queue
        queue = AlertQueue()
        return (leads, closedQueue)
    }
}
