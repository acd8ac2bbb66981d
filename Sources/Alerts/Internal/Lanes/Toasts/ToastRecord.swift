/// One toast in a center's toast lane: what it shows, the requests it ends for, and its time.
///
/// The first request makes it; requests with its coalescing key update its content and join
/// it. Its time is kept as what remains plus, while the time runs, when it started running: a
/// pause folds the time run into what remains, so nothing is lost and nothing starts again.
@MainActor
final class ToastRecord: ChangedThroughCopies {
    enum Phase {
        case queued
        case visible
        /// Out of the lane: timed out, closed, tapped or withdrawn.
        case ended
    }

    /// The request that made the toast: its identity.
    let id: AlertRequestID
    let priority: Int
    let coalescingKey: String?
    /// What it shows: the content of the newest request still pending, keeping the first
    /// request's position and priority. Its button holds no action.
    private(set) var content: ToastData
    /// The request whose content shows: its action runs on a tap, while it is pending.
    private(set) var contentRequest: ToastHandle
    /// Every request it counts, in arrival order; those that ended on their own stay listed
    /// until they are many (see ``pendingRequests``).
    private var requests: [ToastHandle]
    private(set) var pendingCount = 1
    private(set) var count = 1
    private(set) var revision = 0
    var phase = Phase.queued
    /// Reasons reported by the renderer for this toast alone.
    private(set) var pauses: Set<ToastPauseReason> = []
    /// Since when it has waited with no host attached (meaningful only while none is).
    var hostlessSince = AlertDuration.zero

    /// The time left, not counting the time run since ``runningSince``.
    private(set) var remaining: AlertDuration
    /// When the time last started running, while it runs.
    private(set) var runningSince: AlertDuration?
    private var timer: (any AlertTimer)?
    /// Counts the timers scheduled, so that a timer that fires after being replaced does nothing.
    private(set) var timerGeneration: UInt64 = 0

    init(request: ToastHandle) {
        id = request.id
        priority = request.toast.priority.rawValue
        coalescingKey = request.toast.coalescingKey
        content = request.toast
        contentRequest = request
        requests = [request]
        remaining = request.toast.effectiveDuration
    }

    /// The requests still pending, in arrival order.
    var pendingRequests: [ToastHandle] {
        // A loop, not `filter` (see ``ToastLane``).
        var pending: [ToastHandle] = []
        pending.reserveCapacity(pendingCount)
        for request in requests where request.isPending {
            pending.append(request)
        }
        return pending
    }

    /// The request its events are reported under: the first pending one.
    var reportedRequest: AlertRequestID {
        for request in requests where request.isPending {
            return request.id
        }
        return id
    }

    /// Adds a request with its key: its content shows from now on and the time starts again.
    func join(_ request: ToastHandle, now: AlertDuration) {
        change(\.requests, emptied: []) { $0.append(request) }
        pendingCount += 1
        count += 1
        revision += 1
        var updated = request.toast
        updated.position = content.position
        updated.priority = content.priority
        content = updated
        contentRequest = request
        remaining = request.toast.effectiveDuration
        if runningSince != nil { runningSince = now }
    }

    /// Notes that the pending `request` is ending on its own. When its content was showing and
    /// other requests are pending, the newest of them shows from now on (a new revision), with
    /// the time that remains; returns whether the content changed.
    func requestLeft(_ request: ToastHandle) -> Bool {
        pendingCount -= 1
        if requests.count > 8, requests.count > 2 * pendingCount {
            change(\.requests, emptied: []) { $0.removeAll { !$0.isPending || $0 === request } }
        }
        guard request === contentRequest,
            let newest = requests.last(where: { $0.isPending && $0 !== request })
        else { return false }
        var shown = newest.toast
        shown.position = content.position
        shown.priority = content.priority
        content = shown
        contentRequest = newest
        revision += 1
        return true
    }

    /// The renderer holds (`isPaused`) or releases the toast's time for `reason`; returns
    /// whether that changed.
    func setPaused(_ reason: ToastPauseReason, _ isPaused: Bool) -> Bool {
        change(\.pauses, emptied: []) { isPaused ? $0.insert(reason).inserted : $0.remove(reason) != nil }
    }

    /// The renderer that reported pauses for the toast no longer shows it.
    func clearPauses() {
        pauses = []
    }

    /// Returns every pending request, in order, and forgets them.
    func takePendingRequests() -> [ToastHandle] {
        let pending = pendingRequests
        requests = []
        pendingCount = 0
        return pending
    }

    // MARK: - Time

    /// The time left at `now`.
    func remainingTime(at now: AlertDuration) -> AlertDuration {
        guard let runningSince else { return remaining }
        return max(remaining - (now - runningSince), .zero)
    }

    var isRunning: Bool { runningSince != nil }

    /// Starts the time running at `now`, with `schedule` to arm the timer for what remains.
    func startRunning(at now: AlertDuration, schedule: (AlertDuration, UInt64) -> any AlertTimer) {
        guard runningSince == nil else { return }
        runningSince = now
        armTimer(schedule)
    }

    /// Stops the time at `now`, keeping what remains.
    func stopRunning(at now: AlertDuration) {
        guard runningSince != nil else { return }
        remaining = remainingTime(at: now)
        runningSince = nil
        cancelTimer()
    }

    /// Arms the timer again for the full time left, after ``join(_:now:)`` while running.
    func restartTimer(_ schedule: (AlertDuration, UInt64) -> any AlertTimer) {
        guard runningSince != nil else { return }
        cancelTimer()
        armTimer(schedule)
    }

    func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func armTimer(_ schedule: (AlertDuration, UInt64) -> any AlertTimer) {
        timerGeneration += 1
        timer = schedule(remaining, timerGeneration)
    }
}
