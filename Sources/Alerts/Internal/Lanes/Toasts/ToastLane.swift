/// The toast lane's state: the visible and the waiting toasts, the counts checked against the
/// capacity, and what holds the toasts' time app-wide.
///
/// Its own methods change the visible and waiting toasts and what holds their time. The steps
/// that use them are ``CenterState``'s (see `CenterState+Toasts.swift`). Those steps also
/// change ``admissions`` and ``noHostSweep`` directly: they count each request made and ended,
/// and start, run and stop the wait for a host (see `CenterState+NoHost.swift`).
///
/// The steps every toast goes through (showing, closing, handing the list to the host) search
/// and build their lists with loops rather than closures: a closure given to `map`, `filter`
/// or `first(where:)` from main-actor code checks on every call that it runs on the main
/// actor, which took about a tenth of the time of a burst of toasts.
@MainActor
struct ToastLane {
    /// The visible toasts, in the order they appeared.
    private(set) var visible: [ToastRecord] = []
    private(set) var queue = ToastQueue()
    /// The toasts visible or waiting, by key, and the pending requests.
    var admissions = Admissions<ToastRecord>()
    /// Whether the app is active, as it last reported.
    private(set) var isAppActive = true
    /// Whether a screen reader runs for the app, as it last reported.
    private(set) var isScreenReaderRunning = false
    /// Whether the visible toasts' times were last set as held by a visible alert.
    private(set) var isPausedForAlert = false
    /// Whether the topmost host's list of visible toasts is out of date.
    private(set) var isPublishingNeeded = false
    /// Rejects the requests that waited too long with no host (see ``NoHostSweep``).
    var noHostSweep = NoHostSweep()

    /// The visible toast `id`, if it is visible.
    func visibleRecord(_ id: AlertRequestID) -> ToastRecord? {
        for record in visible where record.id == id {
            return record
        }
        return nil
    }

    /// The toasts visible or waiting, the visible first.
    var live: [ToastRecord] { visible + queue.unordered }

    // MARK: - Requests

    /// Queues a new toast.
    mutating func admit(_ record: ToastRecord) {
        admissions.admit(record, key: record.coalescingKey)
        queue.push(record)
    }

    /// Takes a toast out of the queue or off the screen, without ending its requests: it no
    /// longer counts against the capacity, its key is free and its timer stops.
    mutating func withdraw(_ record: ToastRecord, now: AlertDuration) {
        let wasQueued = record.phase == .queued
        guard retire(record, now: now) else { return }
        if wasQueued {
            queue.didWithdraw()
        } else {
            // Every caller shows the next waiting toast after this, which publishes the list.
            for index in visible.indices where visible[index] === record {
                visible.remove(at: index)
                break
            }
            isPublishingNeeded = true
        }
    }

    @discardableResult
    private mutating func retire(_ record: ToastRecord, now: AlertDuration) -> Bool {
        guard record.phase != .ended else { return false }
        record.phase = .ended
        record.stopRunning(at: now)
        admissions.retire(record, key: record.coalescingKey)
        return true
    }

    // MARK: - On screen

    /// Shows the next waiting toast if fewer than `maximum` are visible; returns it.
    mutating func showNext(maximum: Int) -> ToastRecord? {
        guard visible.count < maximum, let record = queue.popFirst() else { return nil }
        record.phase = .visible
        visible.append(record)
        return record
    }

    mutating func setAppActive(_ isActive: Bool) -> Bool {
        guard isAppActive != isActive else { return false }
        isAppActive = isActive
        return true
    }

    mutating func setScreenReaderRunning(_ isRunning: Bool) -> Bool {
        guard isScreenReaderRunning != isRunning else { return false }
        isScreenReaderRunning = isRunning
        return true
    }

    mutating func setPausedForAlert(_ isPaused: Bool) {
        isPausedForAlert = isPaused
    }

    /// The renderer that showed the toasts no longer does: the pauses it reported end.
    func clearRendererPauses() {
        for record in visible { record.clearPauses() }
    }

    mutating func setNeedsPublishing() {
        isPublishingNeeded = true
    }

    /// Whether the visible toasts must be handed to the host; they count as handed from now.
    mutating func takePublishingNeed() -> Bool {
        defer { isPublishingNeeded = false }
        return isPublishingNeeded
    }

    // MARK: - Closing

    /// Takes every toast off the lane. Returns them, visible first then in the order they
    /// would have shown, and the queue that held them, for the step to release.
    mutating func close(now: AlertDuration) -> (records: [ToastRecord], queue: ToastQueue) {
        noHostSweep.cancel()
        let records = visible + queue.ordered
        visible = []
        for record in records {
            retire(record, now: now)
        }
        let closedQueue = queue
        queue = ToastQueue()
        return (records, closedQueue)
    }
}
