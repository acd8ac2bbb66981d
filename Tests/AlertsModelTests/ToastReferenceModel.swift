import Alerts

/// What the toast lane and the loading indicator must do, written as plainly as possible: no
/// laziness, no timers, lists scanned in full. The run applies every operation to it and to the
/// real center at the same moment, and compares the two after each.
///
/// Time is modelled by what remains of each toast and since when it runs; ``advance(to:)``
/// fires the deadlines that fall due one by one, earliest first.
struct ToastReferenceModel {
    struct Toast {
        let id: Int
        let priority: Int
        let key: String?
        var title: String
        var hasButton: Bool
        /// The request whose content shows.
        var contentRequest: Int
        var requests: [Int]
        var count = 1
        var revision = 0
        var isVisible = false
        var remaining: Int64
        var runningSince: Int64?
        var pauses: Set<ToastPauseReason> = []
    }

    struct Request {
        var outcome: ToastOutcome?
        let ownerHost: Int?
        /// The content it gives its toast.
        var title = ""
        var hasButton = false
    }

    struct LoadingOperation {
        let id: Int
        var message: String
        var isRunning = true
        var cancellable: Bool
        let blocks: Bool
    }

    enum LoadingPhase: Equatable {
        case idle
        case waitingForGrace(deadline: Int64)
        case shown(since: Int64)
        case holding(since: Int64, deadline: Int64)
    }

    let maximumVisible: Int
    let capacity: Int
    let grace: Int64
    let minimumShow: Int64

    private(set) var now: Int64 = 0
    private(set) var lastRequest = 0
    private(set) var isClosed = false
    var isAppActive = true
    var isScreenReaderRunning = false
    /// Attached hosts by their numbers, in attachment order; the last visible one is topmost.
    private(set) var hosts: [Int] = []
    /// The attached hosts that reported they cannot show anything now.
    private(set) var hidden: Set<Int> = []
    private var lastHost = 0
    /// Alert requests not yet ended; the first is visible while a host is attached.
    private(set) var pendingAlerts = 0
    /// Visible toasts first, in the order they appeared, then the waiting ones in no order.
    private(set) var toasts: [Toast] = []
    private(set) var requests: [Int: Request] = [:]
    private(set) var operations: [LoadingOperation] = []
    private(set) var loadingPhase = LoadingPhase.idle
    private var lastEndedOperation: (id: Int, message: String)?

    init(configuration: AlertCenterConfiguration) {
        maximumVisible = max(configuration.maximumVisibleToasts, 1)
        capacity = configuration.toastQueueCapacity
        grace = max(configuration.loadingGraceTime.nanoseconds, 0)
        minimumShow = max(configuration.loadingMinimumShowTime.nanoseconds, 0)
    }

    /// The last attached host that is visible: toasts, the indicator and the alert show on it;
    /// with none, toasts wait and their time stops (`AlertHost.setVisible`).
    var topHost: Int? { hosts.last { !hidden.contains($0) } }

    var isAlertVisible: Bool { !isClosed && topHost != nil && pendingAlerts > 0 }

    var visible: [Toast] { toasts.filter(\.isVisible) }

    /// The waiting toasts, in the order they will appear.
    var queued: [Toast] {
        toasts.filter { !$0.isVisible }.sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id }
    }

    var pendingToastCount: Int { requests.values.count { $0.outcome == nil } }

    func remaining(of toast: Toast) -> Int64 {
        guard let since = toast.runningSince else { return toast.remaining }
        return max(toast.remaining - (now - since), 0)
    }

    func pauseReasons(of toast: Toast) -> [ToastPauseReason] {
        guard toast.isVisible else { return [] }
        return ToastPauseReason.allCases.filter { reason in
            switch reason {
            case .touch, .hover, .announcement: toast.pauses.contains(reason)
            case .screenReader: isScreenReaderRunning
            case .alertVisible: isAlertVisible
            case .appInactive: !isAppActive
            case .noHost: topHost == nil
            }
        }
    }

    // MARK: - Time

    /// The next deadline at or before `target`: a running toast's end, or the loading timer.
    private func nextDeadline(by target: Int64) -> (time: Int64, toast: Int?)? {
        var best: (time: Int64, toast: Int?)?
        for toast in toasts where toast.isVisible {
            guard let since = toast.runningSince else { continue }
            let deadline = since + toast.remaining
            if deadline <= target, best == nil || deadline < best!.time { best = (deadline, toast.id) }
        }
        let loadingDeadline: Int64? =
            switch loadingPhase {
            case .waitingForGrace(let deadline), .holding(_, let deadline): deadline
            case .idle, .shown: nil
            }
        if let deadline = loadingDeadline, deadline <= target, best == nil || deadline < best!.time {
            best = (deadline, nil)
        }
        return best
    }

    mutating func advance(to target: Int64) {
        while let (time, toast) = nextDeadline(by: target) {
            now = max(now, time)
            if let toast {
                resolve(toast, .timedOut)
                pump()
            } else {
                loadingTimerFired()
            }
        }
        now = max(now, target)
    }

    /// Starts or stops each visible toast's time as the pauses say.
    private mutating func sync() {
        let held = isScreenReaderRunning || isAlertVisible || !isAppActive || topHost == nil
        var expired: [Int] = []
        for index in toasts.indices where toasts[index].isVisible {
            if held || !toasts[index].pauses.isEmpty {
                if let since = toasts[index].runningSince {
                    toasts[index].remaining = max(toasts[index].remaining - (now - since), 0)
                    toasts[index].runningSince = nil
                    // Held at the instant its time ran out: it had all of it and times out.
                    if toasts[index].remaining == 0 { expired.append(toasts[index].id) }
                }
            } else if toasts[index].runningSince == nil {
                toasts[index].runningSince = now
            }
        }
        guard !expired.isEmpty else { return }
        for id in expired { resolve(id, .timedOut) }
        pump()
    }

    // MARK: - Toasts

    static func duration(of spec: ToastSpec) -> Int64 {
        if let nanoseconds = spec.durationNanoseconds { return nanoseconds }
        let reading = min(max(Int64(spec.title.count) * 50_000_000, 2_000_000_000), 8_000_000_000)
        return spec.buttonTitle == nil ? reading : reading + 3_000_000_000
    }

    /// Makes a request; returns its number.
    mutating func request(_ spec: ToastSpec, owner: Int?) -> Int {
        lastRequest += 1
        let id = lastRequest
        requests[id] = Request(outcome: nil, ownerHost: owner, title: spec.title, hasButton: spec.buttonTitle != nil)
        func end(_ outcome: ToastOutcome) -> Int {
            requests[id]?.outcome = outcome
            return id
        }
        if isClosed { return end(.rejected(.centerClosed)) }
        if spec.title.allSatisfy(\.isWhitespace) { return end(.rejected(.invalid(.emptyTitle))) }
        if let button = spec.buttonTitle, button.allSatisfy(\.isWhitespace) { return end(.rejected(.invalid(.emptyButtonTitle))) }
        if let nanoseconds = spec.durationNanoseconds, nanoseconds <= 0 {
            return end(.rejected(.invalid(.nonPositiveDuration(AlertDuration(nanoseconds: nanoseconds)))))
        }
        if let key = spec.key, let index = toasts.firstIndex(where: { $0.key == key }) {
            toasts[index].requests.append(id)
            toasts[index].count += 1
            toasts[index].revision += 1
            toasts[index].title = spec.title
            toasts[index].hasButton = spec.buttonTitle != nil
            toasts[index].contentRequest = id
            toasts[index].remaining = Self.duration(of: spec)
            if toasts[index].runningSince != nil { toasts[index].runningSince = now }
            return id
        }
        if toasts.count >= capacity { return end(.rejected(.queueFull(capacity: capacity))) }
        toasts.append(
            Toast(
                id: id, priority: spec.priority, key: spec.key, title: spec.title, hasButton: spec.buttonTitle != nil,
                contentRequest: id, requests: [id], remaining: Self.duration(of: spec)
            ))
        pump()
        return id
    }

    /// Shows waiting toasts while there is room and a host, then sets every visible toast's
    /// time running or stopped.
    private mutating func pump() {
        while !isClosed, topHost != nil, visible.count < maximumVisible, let next = queued.first {
            let index = toasts.firstIndex { $0.id == next.id }!
            let toast = toasts.remove(at: index)
            // Visible toasts stay in the order they appeared: after the visible ones.
            let insertAt = toasts.firstIndex { !$0.isVisible } ?? toasts.count
            toasts.insert(toast, at: insertAt)
            toasts[insertAt].isVisible = true
        }
        sync()
    }

    /// Ends a toast for every pending request it counts.
    private mutating func resolve(_ id: Int, _ outcome: ToastOutcome) {
        guard let index = toasts.firstIndex(where: { $0.id == id }) else { return }
        let toast = toasts.remove(at: index)
        for request in toast.requests where requests[request]?.outcome == nil {
            requests[request]?.outcome = outcome
        }
    }

    /// Ends one request; its toast goes once no request of it is pending. A toast that showed
    /// this request's content shows the newest pending request's from now on, a new revision
    /// with the time it had left.
    private mutating func end(request id: Int, _ outcome: ToastOutcome) {
        guard requests[id]?.outcome == nil else { return }
        requests[id]?.outcome = outcome
        guard let index = toasts.firstIndex(where: { $0.requests.contains(id) }) else { return }
        guard let newest = toasts[index].requests.last(where: { requests[$0]?.outcome == nil }) else {
            toasts.remove(at: index)
            return
        }
        if toasts[index].contentRequest == id, let shown = requests[newest] {
            toasts[index].contentRequest = newest
            toasts[index].title = shown.title
            toasts[index].hasButton = shown.hasButton
            toasts[index].revision += 1
        }
    }

    mutating func cancel(request id: Int) {
        end(request: id, .cancelled)
        pump()
    }

    /// A tap on the visible toast `id`; returns the request whose action runs, if any.
    mutating func tap(_ id: Int) -> (taken: Bool, actionOf: Int?) {
        guard let toast = visible.first(where: { $0.id == id }), toast.hasButton else { return (false, nil) }
        let actionOf = requests[toast.contentRequest]?.outcome == nil ? toast.contentRequest : nil
        resolve(id, .actionTapped)
        pump()
        return (true, actionOf)
    }

    mutating func dismiss(_ id: Int) -> Bool {
        guard visible.contains(where: { $0.id == id }) else { return false }
        resolve(id, .dismissed)
        pump()
        return true
    }

    mutating func setPause(_ id: Int, _ reason: ToastPauseReason, _ isPaused: Bool) -> Bool {
        guard reason.isReportedPerToast, let index = toasts.firstIndex(where: { $0.id == id && $0.isVisible }) else { return false }
        if isPaused { toasts[index].pauses.insert(reason) } else { toasts[index].pauses.remove(reason) }
        sync()
        return true
    }

    mutating func setAppActive(_ active: Bool) {
        isAppActive = active
        sync()
    }

    mutating func setScreenReaderRunning(_ running: Bool) {
        isScreenReaderRunning = running
        sync()
    }

    // MARK: - Alerts and hosts

    mutating func showAlert() -> Int {
        lastRequest += 1
        if !isClosed { pendingAlerts += 1 }
        sync()
        return lastRequest
    }

    mutating func answerAlert() {
        guard isAlertVisible else { return }
        pendingAlerts -= 1
        sync()
    }

    /// Attaches a host; returns its number, or `nil` when the center is closed.
    mutating func attach() -> Int {
        lastHost += 1
        guard !isClosed else { return lastHost }
        let previousTop = topHost
        hosts.append(lastHost)
        topHostChanged(from: previousTop)
        pump()
        return lastHost
    }

    /// The host at `position` (modulo their number, in attachment order) reports whether it can
    /// show anything; returns its number.
    mutating func setVisible(at position: Int, _ isVisible: Bool) -> Int? {
        guard !isClosed, !hosts.isEmpty else { return nil }
        let host = hosts[position % hosts.count]
        let previousTop = topHost
        if isVisible { hidden.remove(host) } else { hidden.insert(host) }
        topHostChanged(from: previousTop)
        pump()
        return host
    }

    /// The toasts move from the topmost host to another (or to none): the renderer's pauses
    /// (touch, hover, an announcement) were that host's, and end.
    private mutating func topHostChanged(from previousTop: Int?) {
        guard previousTop != nil, previousTop != topHost else { return }
        for index in toasts.indices { toasts[index].pauses = [] }
    }

    mutating func detach(_ host: Int) {
        guard !isClosed, let index = hosts.firstIndex(of: host) else { return }
        let previousTop = topHost
        hosts.remove(at: index)
        hidden.remove(host)
        for (id, request) in requests.sorted(by: { $0.key < $1.key }) where request.outcome == nil && request.ownerHost == host {
            end(request: id, .hostGone)
        }
        topHostChanged(from: previousTop)
        pump()
    }

    mutating func close() {
        guard !isClosed else { return }
        sync()
        isClosed = true
        pendingAlerts = 0
        for id in requests.keys where requests[id]?.outcome == nil {
            requests[id]?.outcome = .hostGone
        }
        toasts = []
        hosts = []
        hidden = []
        loadingPhase = .idle
        lastEndedOperation = nil
        operations = []
    }

    // MARK: - Loading

    mutating func beginLoading(_ message: String, blocks: Bool, cancellable: Bool) -> Int {
        lastRequest += 1
        guard !isClosed else { return lastRequest }
        operations.append(LoadingOperation(id: lastRequest, message: message, cancellable: cancellable, blocks: blocks))
        switch loadingPhase {
        case .idle:
            if grace == 0 {
                loadingPhase = .shown(since: now)
            } else {
                loadingPhase = .waitingForGrace(deadline: now + grace)
            }
        case .waitingForGrace, .shown:
            break
        case .holding(let since, _):
            loadingPhase = .shown(since: since)
        }
        return lastRequest
    }

    var runningOperations: [LoadingOperation] { operations.filter(\.isRunning) }

    /// Ends an operation and requests `toast`; returns the toast's request number. The
    /// indicator leaves before its minimum time only when the toast is visible at once.
    mutating func endLoading(_ id: Int, toast: ToastSpec?) -> Int? {
        guard let index = operations.firstIndex(where: { $0.id == id && $0.isRunning }) else { return nil }
        operations[index].isRunning = false
        let ended = operations[index]
        let toastRequest = toast.map { request($0, owner: nil) }
        guard runningOperations.isEmpty else { return toastRequest }
        let toastAppeared =
            toastRequest.map { request in
                // A toast that updates a visible one with its key appears at once, also while every
                // host is hidden ("Showing Progress" names no exception for hidden hosts).
                !hosts.isEmpty && requests[request]?.outcome == nil && visible.contains { $0.requests.contains(request) }
            } ?? false
        switch loadingPhase {
        case .idle, .holding:
            break
        case .waitingForGrace:
            loadingPhase = .idle
        case .shown(let since):
            if toastAppeared || now - since >= minimumShow {
                loadingPhase = .idle
                lastEndedOperation = nil
            } else {
                loadingPhase = .holding(since: since, deadline: since + minimumShow)
                lastEndedOperation = (ended.id, ended.message)
            }
        }
        return toastRequest
    }

    /// The Cancel of the indicator for `id`; returns whether it was taken.
    mutating func cancelLoading(_ id: Int) -> Bool {
        guard !isClosed, topHost != nil, case .shown = loadingPhase, let newest = runningOperations.last,
            newest.id == id, newest.cancellable
        else { return false }
        let index = operations.firstIndex { $0.id == id }!
        operations[index].cancellable = false
        return true
    }

    private mutating func loadingTimerFired() {
        switch loadingPhase {
        case .waitingForGrace:
            loadingPhase = runningOperations.isEmpty ? .idle : .shown(since: now)
        case .holding:
            loadingPhase = .idle
            lastEndedOperation = nil
        case .idle, .shown:
            break
        }
    }

    /// The indicator as it must show: the operation, message, count, cancellability and
    /// whether it blocks; `nil` while hidden.
    var loading: (operation: Int, message: String, count: Int, cancellable: Bool, blocks: Bool)? {
        switch loadingPhase {
        case .idle, .waitingForGrace: return nil
        case .shown, .holding: break
        }
        let running = runningOperations
        guard let newest = running.last else {
            return (lastEndedOperation?.id ?? 0, lastEndedOperation?.message ?? "", 0, false, false)
        }
        return (newest.id, newest.message, running.count, newest.cancellable, running.contains(where: \.blocks))
    }
}
