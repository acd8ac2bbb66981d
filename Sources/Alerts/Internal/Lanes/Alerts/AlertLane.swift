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
    typealias AlertQueue = BandQueue<AlertRecord>

    /// An alert on a host's screen, or leaving it.
    struct Showing {
        let presentation: AlertPresentation
        let host: HostState

        /// The alert shown.
        var record: AlertRecord { presentation.record }
    }

    /// What is on screen or leaving it; closed once the center is.
    private(set) var phase = ModalPhase<Showing>.idle
    private(set) var queue = AlertQueue()
    /// The alerts queued or visible, by key, and the pending requests.
    var admissions = Admissions<AlertRecord>()
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

    /// The alert on screen.
    var visibleRecord: AlertRecord? {
        switch phase {
        case .showing(let shown), .closing(let shown, _): shown.presentation.record
        case .idle, .settling, .closed: nil
        }
    }

    var isVisibleClosing: Bool { phase.isClosing }
    var settling: Showing? { phase.settling }

    var isClosed: Bool {
        if case .closed = phase { true } else { false }
    }

    /// Every alert visible or queued, in the order they would be shown: the order in which
    /// requests ended together (by a close, a host going away, the no-host wait) end.
    var liveRecords: [AlertRecord] {
        guard let current = visible else { return queue.ordered }
        return [current.record] + queue.ordered
    }

    // MARK: - Requests

    /// Queues a new alert behind the others of its priority.
    mutating func admit(_ record: AlertRecord) {
        admissions.admit(record, key: record.alert.coalescingKey)
        queue.push(record)
    }

    /// Takes an alert off the lane: it no longer counts against the capacity, and its key is
    /// free for a new alert. Returns whether it was on the lane.
    @discardableResult
    mutating func retire(_ record: AlertRecord) -> Bool {
        guard record.phase != .ended else { return false }
        record.phase = .ended
        admissions.retire(record, key: record.alert.coalescingKey)
        return true
    }

    /// Takes an alert out of the queue or off the screen; returns what it showed, for the step
    /// to take down.
    mutating func withdraw(_ record: AlertRecord) -> (shown: Showing, timer: (any AlertTimer)?)? {
        let wasQueued = record.phase == .queued
        guard retire(record) else { return nil }
        if wasQueued {
            queue.didWithdraw()
            return nil
        }
        guard let current = visible, current.record === record else { return nil }
        return takeVisible()
    }

    /// Puts an alert that was visible back, ahead of every other of its priority.
    mutating func requeue(_ record: AlertRecord) {
        queue.requeue(record)
    }

    /// The next alert to show, left in the queue.
    mutating func firstWaiting() -> AlertRecord? {
        queue.first()
    }

    /// Removes and returns the next alert to show.
    mutating func popNext() -> AlertRecord? {
        queue.popFirst()
    }

    /// Takes a waiting alert out of the queue, to be shown.
    mutating func remove(_ record: AlertRecord) {
        queue.remove(record)
    }

    // MARK: - On screen and leaving it

    /// Shows an alert, taken from the queue; nothing is visible or leaving.
    mutating func show(_ shown: Showing) {
        shown.record.phase = .visible
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
    /// them, in the order they would have been shown, and the queue that held them, for the
    /// step to release once it is done.
    mutating func close() -> (records: [AlertRecord], queue: AlertQueue) {
        phase.settleTimer?.cancel()
        noHostSweep.cancel()
        let records = liveRecords
        phase = .closed
        for record in records {
            retire(record)
        }
        let closedQueue = queue
        queue = AlertQueue()
        return (records, closedQueue)
    }
}
