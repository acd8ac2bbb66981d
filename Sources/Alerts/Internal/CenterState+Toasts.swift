/// The toast lane: steps that request, show, time, pause and end toasts.
///
/// Toasts never wait for alerts and never hold one back: the alert steps do not look at
/// toasts, and a toast step changes alerts' books not at all. Alerts reach toasts in one
/// place, `alertVisibilityChanged(isVisible:)` after each change of the visible alert, which holds the
/// visible toasts' time while an alert is up. As for alerts, a step runs no code of the app: events, a tapped button's action and the
/// release of ended requests' actions are queued as effects and releases.
extension CenterState {
    // MARK: - Requests

    /// Makes a toast request; one made `withdrawn` (its caller's task was already cancelled)
    /// ends ``ToastOutcome/cancelled`` at once. It shows in `window`, or in its owner's.
    mutating func requestToast(_ toast: ToastData, owner: HostState?, window: AlertWindowID? = nil, withdrawn: Bool) -> ToastHandle {
        lastRequest += 1
        let handle = ToastHandle(
            id: AlertRequestID(rawValue: lastRequest), toast: toast, hostID: owner?.id, window: owner?.window ?? window, center: link
        )
        pendingToastCount += 1
        emit(.toast(.requested), request: handle.id, title: toast.title)
        if withdrawn {
            finishToastRequest(handle, .cancelled)
            return handle
        }
        if isClosed {
            finishToastRequest(handle, .rejected(.centerClosed))
            return handle
        }
        if let owner, !owner.isAttached {
            finishToastRequest(handle, .hostGone)
            return handle
        }
        do {
            try toast.validate()
        } catch {
            finishToastRequest(handle, .rejected(.invalid(error)))
            return handle
        }
        if attachedHosts.isEmpty, let timeout = configuration.noHostTimeout, timeout <= .zero {
            finishToastRequest(handle, .rejected(.noHost))
            return handle
        }
        if let key = toast.coalescingKey, let record = toastsByKey[key] {
            record.join(handle, now: clock.now)
            handle.record = record
            emit(.toast(.coalesced(into: record.id, count: record.count)), request: handle.id, title: toast.title)
            if record.phase == .visible {
                record.restartTimer(toastTimerScheduler(for: record))
                toastsNeedPublishing = true
                publishToasts()
            }
            return handle
        }
        guard liveToastCount < configuration.toastQueueCapacity else {
            finishToastRequest(handle, .rejected(.queueFull(capacity: configuration.toastQueueCapacity)))
            return handle
        }
        let record = ToastRecord(request: handle)
        handle.record = record
        liveToastCount += 1
        if let key = toast.coalescingKey { toastsByKey[key] = record }
        toastQueue.push(record)
        emit(.toast(.queued), request: handle.id, title: toast.title)
        if attachedHosts.isEmpty {
            record.hostlessSince = clock.now
            scheduleToastHostlessTimer()
        }
        pumpToasts()
        return handle
    }

    /// Withdraws one toast request at its caller's word.
    mutating func cancelToast(_ handle: ToastHandle) {
        endToastRequest(handle, with: .cancelled)
        pumpToasts()
    }

    /// Ends one request early; its toast is withdrawn once no pending request counts it, and
    /// shows the newest pending request's content if it showed this one's.
    private mutating func endToastRequest(_ handle: ToastHandle, with outcome: ToastOutcome) {
        guard handle.isPending, let record = handle.record else { return }
        if record.requestLeft(handle), record.phase == .visible {
            toastsNeedPublishing = true
        }
        if record.pendingCount == 0 {
            withdrawToast(record)
        }
        finishToastRequest(handle, outcome)
    }

    /// Takes a toast out of the queue or off the screen, without ending its requests.
    private mutating func withdrawToast(_ record: ToastRecord) {
        let wasQueued = record.phase == .queued
        guard record.phase != .ended else { return }
        retireToast(record)
        if wasQueued {
            toastQueue.didWithdraw()
        } else {
            // Every caller shows the next waiting toast after this, which publishes the list.
            visibleToasts.removeAll { $0 === record }
            toastsNeedPublishing = true
        }
    }

    /// Takes a toast off the books: it no longer counts against the capacity, its key is free
    /// and its timer stops.
    private mutating func retireToast(_ record: ToastRecord) {
        guard record.phase != .ended else { return }
        record.phase = .ended
        record.stopRunning(at: clock.now)
        liveToastCount -= 1
        if let key = record.coalescingKey, toastsByKey[key] === record {
            toastsByKey[key] = nil
        }
    }

    /// Ends a toast for every request it counts.
    private mutating func resolveToast(_ record: ToastRecord, with outcome: ToastOutcome) {
        withdrawToast(record)
        for request in record.takePendingRequests() {
            finishToastRequest(request, outcome)
        }
    }

    /// Records a request's outcome; the action it no longer holds is released between steps.
    private mutating func finishToastRequest(_ handle: ToastHandle, _ outcome: ToastOutcome) {
        guard handle.isPending else { return }
        pendingToastCount -= 1
        if let action = handle.finish(outcome) {
            release(action)
        }
        emit(.toast(.ended(outcome)), request: handle.id, title: handle.toast.title)
    }

    // MARK: - Showing

    var maximumVisibleToasts: Int { max(configuration.maximumVisibleToasts, 1) }

    /// Shows waiting toasts while there is room and a host to show them, and hands the host
    /// the visible toasts if they changed.
    mutating func pumpToasts() {
        guard !isClosed, topHost != nil, visibleToasts.count < maximumVisibleToasts, toastQueue.count > 0 else {
            publishToasts()
            return
        }
        while visibleToasts.count < maximumVisibleToasts, let record = toastQueue.popFirst() {
            record.phase = .visible
            visibleToasts.append(record)
            emit(.toast(.shown), request: record.reportedRequest, title: record.content.title)
        }
        toastConditionsChanged()
    }

    /// The reasons that hold every visible toast, in the order ``ToastPauseReason`` declares
    /// them, but a screen reader that runs for one window only (see ``isHeldByScreenReader(_:)``).
    private var sharedPauseReasons: [ToastPauseReason] {
        var reasons: [ToastPauseReason] = []
        if isScreenReaderRunning { reasons.append(.screenReader) }
        if visible != nil { reasons.append(.alertVisible) }
        if isAppInactive { reasons.append(.appInactive) }
        if topHost == nil { reasons.append(.noHost) }
        return reasons
    }

    var isSharedPause: Bool {
        isScreenReaderRunning || visible != nil || isAppInactive || topHost == nil
    }

    /// A screen reader runs for the host that shows `record` (as the app-wide report is shared).
    func isHeldByScreenReader(_ record: ToastRecord) -> Bool {
        toastHost(for: record)?.isScreenReaderRunning == true
    }

    /// The host that shows `record`: the topmost host of the window its shown request was made
    /// for (through a host of it, or naming it), else ``topHost``.
    func toastHost(for record: ToastRecord) -> HostState? {
        guard let top = topHost else { return nil }
        guard hasSeveralWindows, let window = record.contentRequest.window, window != top.window,
            let host = topHost(in: window)
        else { return top }
        return host
    }

    /// The app is inactive: as the app reported it, or no host's scene is active.
    private var isAppInactive: Bool {
        !isAppActive || !isAnySceneActive
    }

    /// Starts or stops each visible toast's time as its pauses now say, and tells the host.
    ///
    /// A toast held at the very moment its time runs out, before its timer has fired (a
    /// callback of another timer due at the same instant, a system clock's late task), has had
    /// all of its time: it times out now rather than linger with none left.
    mutating func toastConditionsChanged() {
        toastsPausedForAlert = visible != nil
        let now = clock.now
        let held = isSharedPause
        var expired: [ToastRecord] = []
        for record in visibleToasts {
            if held || !record.pauses.isEmpty || isHeldByScreenReader(record) {
                if record.isRunning, record.remainingTime(at: now) <= .zero {
                    expired.append(record)
                }
                record.stopRunning(at: now)
            } else if !record.isRunning {
                record.startRunning(at: now, schedule: toastTimerScheduler(for: record))
            }
        }
        toastsNeedPublishing = true
        guard expired.isEmpty else {
            for record in expired {
                resolveToast(record, with: .timedOut)
            }
            pumpToasts()
            publishToasts()
            return
        }
        publishToasts()
    }

    private func toastTimerScheduler(for record: ToastRecord) -> (AlertDuration, UInt64) -> any AlertTimer {
        { [clock, link, effects, weak record] delay, generation in
            DeferredTimer(after: delay, from: clock.now, effects: effects) {
                guard let record else { return }
                link.center?.toastTimerFired(record, generation: generation)
            }
        }
    }

    mutating func toastTimerFired(_ record: ToastRecord, generation: UInt64) {
        guard record.phase == .visible, record.isRunning, record.timerGeneration == generation else { return }
        resolveToast(record, with: .timedOut)
        pumpToasts()
    }

    /// Hands the visible toasts to the topmost host, if they changed since it last got them.
    private mutating func publishToasts() {
        guard toastsNeedPublishing else { return }
        toastsNeedPublishing = false
        guard let top = topHost else { return }
        guard hasSeveralWindows else {
            top.toasts.set(toastPresentations(visibleToasts))
            return
        }
        // Each window's topmost host shows the toasts requested through that window; the
        // window in use also those made on the center. Other hosts show none.
        for host in attachedHosts {
            let shown = visibleToasts.filter { toastHost(for: $0) === host }
            if host === top || !shown.isEmpty || !host.toasts.value.isEmpty {
                host.toasts.set(toastPresentations(shown))
            }
        }
    }

    func toastPresentations(_ records: [ToastRecord]) -> [ToastPresentation] {
        let now = clock.now
        let shared = isSharedPause ? sharedPauseReasons : []
        return records.map { record in
            let isVisible = record.phase == .visible
            var reasons: [ToastPauseReason] = []
            let isReaderHolding = isVisible && isHeldByScreenReader(record)
            if isVisible, !shared.isEmpty || !record.pauses.isEmpty || isReaderHolding {
                reasons = ToastPauseReason.allCases.filter {
                    record.pauses.contains($0) || shared.contains($0) || ($0 == .screenReader && isReaderHolding)
                }
            }
            return ToastPresentation(
                id: record.id,
                toast: record.content,
                count: record.count,
                revision: record.revision,
                isVisible: isVisible,
                remainingTime: record.remainingTime(at: now),
                pauseReasons: reasons
            )
        }
    }

    /// Whether `request` is pending on a toast a host shows now.
    func isShowingToastRequest(_ request: ToastHandle) -> Bool {
        guard request.isPending, let record = request.record, !attachedHosts.isEmpty else { return false }
        return record.phase == .visible
    }

    /// The waiting toasts, in the order they will be shown.
    var queuedToastRecords: [ToastRecord] { toastQueue.ordered }

    // MARK: - What hosts and the app report

    /// The visible toast `id`, if `host` is the one showing it.
    private func visibleToast(_ id: AlertRequestID, on host: HostState) -> ToastRecord? {
        guard let record = visibleToasts.first(where: { $0.id == id }), toastHost(for: record) === host else { return nil }
        return record
    }

    /// The person tapped a visible toast's button: the toast ends ``ToastOutcome/actionTapped``
    /// for all its requests, then the action of the request whose content shows (always a
    /// pending one: see ``ToastRecord/requestLeft(_:)``) runs.
    mutating func tapToastButton(_ id: AlertRequestID, on host: HostState) -> Bool {
        guard let record = visibleToast(id, on: host), record.content.button != nil else { return false }
        emit(.toast(.actionTapped), request: record.reportedRequest, title: record.content.title)
        let action = record.contentRequest.action
        resolveToast(record, with: .actionTapped)
        if let action {
            effects.append(.action({ _ in action() }, textValues: []))
        }
        pumpToasts()
        return true
    }

    /// The person closed a visible toast.
    mutating func dismissToast(_ id: AlertRequestID, on host: HostState) -> Bool {
        guard let record = visibleToast(id, on: host) else { return false }
        resolveToast(record, with: .dismissed)
        pumpToasts()
        return true
    }

    /// A renderer holds or releases one visible toast's time.
    mutating func setToastPause(_ id: AlertRequestID, reason: ToastPauseReason, isPaused: Bool, on host: HostState) -> Bool {
        guard reason.isReportedPerToast, let record = visibleToast(id, on: host) else { return false }
        let changed = isPaused ? record.pauses.insert(reason).inserted : record.pauses.remove(reason) != nil
        if changed { toastConditionsChanged() }
        return true
    }

    mutating func setAppActive(_ isActive: Bool) {
        guard isAppActive != isActive else { return }
        isAppActive = isActive
        toastConditionsChanged()
    }

    mutating func setScreenReaderRunning(_ isRunning: Bool) {
        guard isScreenReaderRunning != isRunning else { return }
        isScreenReaderRunning = isRunning
        toastConditionsChanged()
    }

    // MARK: - Hosts

    /// Moves the toasts and the loading indicator to a new topmost host. The renderer below
    /// stops showing them, so the pauses it reported for single toasts no longer hold.
    mutating func topHostChanged(from previousTop: HostState?) {
        guard !isClosed else { return }
        if let previousTop {
            previousTop.toasts.set([])
            previousTop.loading.set(nil)
            for record in visibleToasts { record.pauses = [] }
        }
        toastsNeedPublishing = true
        toastHostlessTimer?.cancel()
        toastHostlessTimer = nil
        publishLoading()
        pumpToasts()
        toastConditionsChanged()
    }

    /// Ends the toast requests made through a detached host, and moves the toasts and the
    /// indicator to the topmost host left, if any, from `previousTop`, the topmost before.
    mutating func toastHostDetached(_ host: HostState, previousTop: HostState?) {
        guard !isClosed else { return }
        let id = host.id
        if liveToastCount > 0 {
            for record in visibleToasts + toastQueue.unordered {
                for request in record.pendingRequests where request.hostID == id {
                    endToastRequest(request, with: .hostGone)
                }
            }
        }
        if previousTop !== topHost {
            // A host still attached that showed them stops: its window is no longer in use.
            if let previousTop, previousTop !== host {
                previousTop.toasts.set([])
                previousTop.loading.set(nil)
            }
            for record in visibleToasts { record.pauses = [] }
        }
        toastsNeedPublishing = true
        if attachedHosts.isEmpty {
            let now = clock.now
            for record in visibleToasts + toastQueue.unordered {
                record.hostlessSince = now
            }
            scheduleToastHostlessTimer()
        }
        publishLoading()
        pumpToasts()
        toastConditionsChanged()
    }

    // MARK: - Waiting without a host

    private mutating func scheduleToastHostlessTimer() {
        guard attachedHosts.isEmpty, toastHostlessTimer == nil, let timeout = configuration.noHostTimeout else { return }
        guard let earliest = (visibleToasts + toastQueue.unordered).map(\.hostlessSince).min() else { return }
        let delay = earliest + timeout - clock.now
        if delay <= .zero {
            rejectHostlessToasts()
        } else {
            toastHostlessTimer = scheduleTimer(after: delay) { [link] in
                link.center?.toastHostlessTimerFired()
            }
        }
    }

    mutating func toastHostlessTimerFired() {
        toastHostlessTimer = nil
        rejectHostlessToasts()
    }

    private mutating func rejectHostlessToasts() {
        guard let timeout = configuration.noHostTimeout, attachedHosts.isEmpty else { return }
        let now = clock.now
        let expired = (visibleToasts + toastQueue.ordered).filter { $0.hostlessSince + timeout <= now }
        for record in expired {
            for request in record.pendingRequests where attachedHosts.isEmpty {
                endToastRequest(request, with: .rejected(.noHost))
            }
        }
        scheduleToastHostlessTimer()
        pumpToasts()
    }

    // MARK: - Closing

    /// Ends every toast request ``ToastOutcome/hostGone`` and takes the loading indicator down.
    mutating func closeToastsAndLoading() {
        toastHostlessTimer?.cancel()
        toastHostlessTimer = nil
        let records = visibleToasts + toastQueue.ordered
        visibleToasts = []
        for record in records {
            retireToast(record)
        }
        release(toastQueue)
        toastQueue = ToastQueue()
        for record in records {
            for request in record.takePendingRequests() {
                finishToastRequest(request, .hostGone)
            }
        }
        closeLoading()
        for host in attachedHosts {
            host.toasts.set([])
            host.loading.set(nil)
        }
    }
}
