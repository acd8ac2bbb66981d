/// The toast lane on screen: showing waiting toasts, their time and its pauses, handing them
/// to hosts, and what hosts and the app report of them.
extension CenterState {
    // MARK: - Showing

    var maximumVisibleToasts: Int { max(configuration.maximumVisibleToasts, 1) }

    /// Shows waiting toasts while there is room and a host to show them, and hands the host
    /// the visible toasts if they changed.
    mutating func showNextToasts() {
        guard !isClosed, topHost != nil, toasts.visible.count < maximumVisibleToasts, toasts.queue.count > 0 else {
            publishToasts()
            return
        }
        while let record = toasts.showNext(maximum: maximumVisibleToasts) {
            emit(.toast(.shown), request: record.reportedRequest, title: record.content.title)
        }
        toastConditionsChanged()
    }

    /// The reasons that hold every visible toast, in the order ``ToastPauseReason`` declares
    /// them, but a screen reader that runs for one window only (see ``isHeldByScreenReader(_:)``).
    private var sharedPauseReasons: [ToastPauseReason] {
        var reasons: [ToastPauseReason] = []
        if toasts.isScreenReaderRunning { reasons.append(.screenReader) }
        if alerts.visible != nil { reasons.append(.alertVisible) }
        if isAppInactive { reasons.append(.appInactive) }
        if topHost == nil { reasons.append(.noHost) }
        return reasons
    }

    var isSharedPause: Bool {
        toasts.isScreenReaderRunning || alerts.visible != nil || isAppInactive || topHost == nil
    }

    /// A screen reader runs for the host that shows `record` (as the app-wide report is shared).
    func isHeldByScreenReader(_ record: ToastRecord) -> Bool {
        toastHost(for: record)?.isScreenReaderRunning == true
    }

    /// The host that shows `record`: the topmost host of the window its shown request was made
    /// for (through a host of it, or naming it), else ``topHost``.
    func toastHost(for record: ToastRecord) -> HostState? {
        guard let top = topHost else { return nil }
        guard hosts.hasSeveralWindows, let window = record.contentRequest.window, window != top.window,
            let host = hosts.topHost(in: window)
        else { return top }
        return host
    }

    /// The app is inactive: as the app reported it, or no host's scene is active.
    private var isAppInactive: Bool {
        !toasts.isAppActive || !hosts.isAnySceneActive
    }

    /// Starts or stops each visible toast's time as its pauses now say, and tells the host.
    ///
    /// A toast held at the very moment its time runs out, before its timer has fired (a
    /// callback of another timer due at the same instant, a system clock's late task), has had
    /// all of its time: it times out now rather than linger with none left.
    mutating func toastConditionsChanged() {
        toasts.setPausedForAlert(alerts.visible != nil)
        let now = clock.now
        let held = isSharedPause
        var expired: [ToastRecord] = []
        for record in toasts.visible {
            if held || !record.pauses.isEmpty || isHeldByScreenReader(record) {
                if record.isRunning, record.remainingTime(at: now) <= .zero {
                    expired.append(record)
                }
                record.stopRunning(at: now)
            } else if !record.isRunning {
                record.startRunning(at: now, schedule: toastTimerScheduler(for: record))
            }
        }
        toasts.setNeedsPublishing()
        guard expired.isEmpty else {
            for record in expired {
                resolveToast(record, with: .timedOut)
            }
            showNextToasts()
            publishToasts()
            return
        }
        publishToasts()
    }

    /// Schedules the timer of `record`'s time. The timer names the toast by its identifier, not
    /// by a reference: a toast no timer references is released as soon as it ends, and its
    /// reference counting stays on the fast path.
    func toastTimerScheduler(for record: ToastRecord) -> (AlertDuration, UInt64) -> any AlertTimer {
        { [clock, link, effects, id = record.id] delay, generation in
            DeferredTimer(after: delay, from: clock.now, effects: effects) {
                link.center?.toastTimerFired(id, generation: generation)
            }
        }
    }

    /// The time of the visible toast `id` ran out, unless the timer was replaced since. Every
    /// other visible toast whose time ran out at the same instant ends in the same step, so
    /// that a callback of the first ending never sees a toast with no time left on screen (its
    /// own timer then finds it gone).
    mutating func toastTimerFired(_ id: AlertRequestID, generation: UInt64) {
        guard let record = toasts.visibleRecord(id), record.isRunning, record.timerGeneration == generation else { return }
        resolveToast(record, with: .timedOut)
        let now = clock.now
        for other in toasts.visible where other.isRunning && other.remainingTime(at: now) <= .zero {
            resolveToast(other, with: .timedOut)
        }
        showNextToasts()
    }

    /// Hands the visible toasts to the topmost host, if they changed since it last got them.
    mutating func publishToasts() {
        guard toasts.takePublishingNeed(), let top = topHost else { return }
        guard hosts.hasSeveralWindows else {
            top.toasts.set(toastPresentations(toasts.visible))
            return
        }
        // Each window's topmost host shows the toasts requested through that window; the
        // window in use also those made on the center. Other hosts show none.
        for host in attachedHosts {
            let shown = toasts.visible.filter { toastHost(for: $0) === host }
            if host === top || !shown.isEmpty || !host.toasts.value.isEmpty {
                host.toasts.set(toastPresentations(shown))
            }
        }
    }

    func toastPresentations(_ records: [ToastRecord]) -> [ToastPresentation] {
        let now = clock.now
        let shared = isSharedPause ? sharedPauseReasons : []
        // A loop, not `map` (see ``ToastLane``).
        var presentations: [ToastPresentation] = []
        presentations.reserveCapacity(records.count)
        for record in records {
            let isVisible = record.phase == .visible
            var reasons: [ToastPauseReason] = []
            let isReaderHolding = isVisible && isHeldByScreenReader(record)
            if isVisible, !shared.isEmpty || !record.pauses.isEmpty || isReaderHolding {
                reasons = ToastPauseReason.allCases.filter {
                    record.pauses.contains($0) || shared.contains($0) || ($0 == .screenReader && isReaderHolding)
                }
            }
            presentations.append(
                ToastPresentation(
                    id: record.id,
                    toast: record.content,
                    count: record.count,
                    revision: record.revision,
                    isVisible: isVisible,
                    remainingTime: record.remainingTime(at: now),
                    pauseReasons: reasons
                ))
        }
        return presentations
    }

    // MARK: - What hosts and the app report

    /// The visible toast `id`, if `host` is the one showing it.
    private func visibleToast(_ id: AlertRequestID, on host: HostState) -> ToastRecord? {
        guard let record = toasts.visibleRecord(id), toastHost(for: record) === host else { return nil }
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
        showNextToasts()
        return true
    }

    /// The person closed a visible toast.
    mutating func dismissToast(_ id: AlertRequestID, on host: HostState) -> Bool {
        guard let record = visibleToast(id, on: host) else { return false }
        resolveToast(record, with: .dismissed)
        showNextToasts()
        return true
    }

    /// A renderer holds or releases one visible toast's time.
    mutating func setToastPause(_ id: AlertRequestID, reason: ToastPauseReason, isPaused: Bool, on host: HostState) -> Bool {
        guard reason.isReportedPerToast, let record = visibleToast(id, on: host) else { return false }
        let changed = record.setPaused(reason, isPaused)
        if changed { toastConditionsChanged() }
        return true
    }

    mutating func setAppActive(_ isActive: Bool) {
        if toasts.setAppActive(isActive) { toastConditionsChanged() }
    }

    mutating func setScreenReaderRunning(_ isRunning: Bool) {
        if toasts.setScreenReaderRunning(isRunning) { toastConditionsChanged() }
    }
}
