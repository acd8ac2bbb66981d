/// The counts and cross-references of a center's state that must agree whenever no step is
/// under way: checked after each outermost call in debug builds (see
/// `AlertCenter.runEffects()`) and after every step of the model tests.
///
/// The check reads the state only: it runs no code of the app (not even the clock), so it may
/// run wherever the state is whole.
extension CenterState {
    /// Every count or cross-reference that disagrees, each said in a sentence; empty when all
    /// hold.
    func invariantViolations() -> [String] {
        var found: [String] = []
        found += hostViolations()
        found += alertViolations()
        found += toastViolations()
        found += loadingViolations()
        found += sheetViolations()
        if isClosed { found += closedViolations() }
        return found
    }

    /// About how many items ``invariantViolations()`` reads: what a check costs.
    var checkedItemCount: Int {
        alerts.admissions.liveCount + alerts.admissions.pendingRequestCount + toasts.admissions.liveCount + toasts.admissions.pendingRequestCount
            + sheets.admissions.liveCount + sheets.admissions.pendingRequestCount + loading.operations.count + attachedHosts.count
    }

    /// The host that shows center requests, the toasts and the indicator: the topmost visible
    /// host of the window in use (with several windows, each window's topmost host shows the
    /// toasts requested through that window).
    private var showingHost: HostState? { topHost }

    // MARK: - Hosts

    private func hostViolations() -> [String] {
        var found: [String] = []
        var seen = Set<AlertHostID>()
        for host in attachedHosts {
            if !host.isAttached { found.append("\(host.id) is listed as attached but is detached") }
            if !seen.insert(host.id).inserted { found.append("\(host.id) is listed twice") }
            if host !== alerts.visible?.host, let shown = host.presentation {
                found.append("\(host.id) shows \(shown.id), which is not the visible alert")
            }
            if host !== showingHost {
                if !hosts.hasSeveralWindows, !host.toasts.value.isEmpty {
                    found.append("\(host.id), not the host that shows toasts, shows \(host.toasts.value.count)")
                }
                if let loading = host.loading.value { found.append("\(host.id), not the host that shows the indicator, shows it for \(loading.operation)") }
            }
        }
        return found
    }

    // MARK: - Alerts

    private func alertViolations() -> [String] {
        var found = alerts.queue.invariantViolations().map { "alert queue: \($0)" }
        var live = alerts.queue.unordered
        if let current = alerts.visible {
            live.append(current.record)
            found += visibleViolations(current)
        }
        if alerts.admissions.liveCount + sheets.admissions.liveCount > max(configuration.queueCapacity, 0) {
            found.append(
                "live alerts and sheets: \(alerts.admissions.liveCount) and \(sheets.admissions.liveCount), over the capacity of \(configuration.queueCapacity)"
            )
        }
        var pending = 0
        var seenRequests = Set<AlertRequestID>()
        for record in live {
            if record.firstRequest.id != record.id { found.append("alert \(record.id) was made by \(record.firstRequest.id)") }
            let requests = record.pendingRequests
            if requests.isEmpty { found.append("alert \(record.id) is \(record.phase) with no pending request") }
            pending += requests.count
            for request in requests {
                if !seenRequests.insert(request.id).inserted { found.append("\(request.id) is pending on two alerts, or twice on one") }
                if request.record !== record {
                    found.append("\(request.id) is pending on alert \(record.id), but names \(String(describing: request.record?.id))")
                }
            }
            for request in record.joinedRequests where request.alert.coalescingKey != record.alert.coalescingKey {
                found.append("\(request.id) joined alert \(record.id) without its key")
            }
        }
        found += alerts.admissions.invariantViolations(live: live, pendingRequests: pending, noun: "alert")
        found += leavingViolations()
        if alerts.phase.isIdle, showingHost != nil, alerts.queue.count > 0, sheets.isQuiet {
            found.append("\(alerts.queue.count) alerts wait although a host is free and nothing is leaving")
        }
        if alerts.noHostSweep.isScheduled, !attachedHosts.isEmpty {
            found.append("the no-host timer runs while \(attachedHosts.count) hosts are attached")
        }
        if !isClosed, attachedHosts.isEmpty, configuration.noHostTimeout != nil, alerts.queue.count > 0, !alerts.noHostSweep.isScheduled {
            found.append("\(alerts.queue.count) alerts wait with no host and no no-host timer")
        }
        return found
    }

    private func visibleViolations(_ current: AlertLane.Showing) -> [String] {
        var found: [String] = []
        let record = current.record
        if record.phase != .visible { found.append("the visible alert \(record.id) is \(record.phase)") }
        if !attachedHosts.contains(where: { $0 === current.host }) { found.append("the visible alert is on \(current.host.id), which is not attached") }
        if current.host.presentation != current.presentation {
            found.append("\(current.host.id) shows \(String(describing: current.host.presentation?.id)), not the visible \(current.presentation.id)")
        }
        if current.presentation.host != current.host.id {
            found.append("\(current.presentation.id) names \(current.presentation.host), but is on \(current.host.id)")
        }
        return found
    }

    /// An alert leaving the screen. (That nothing leaves while an alert is visible, and that a
    /// settle timer runs only while one is dismissed or leaves, the lane's phase holds by
    /// construction.)
    private func leavingViolations() -> [String] {
        var found: [String] = []
        if let settling = alerts.settling {
            if !attachedHosts.contains(where: { $0 === settling.host }) {
                found.append("\(settling.presentation.id) settles on \(settling.host.id), which is not attached")
            }
            if settling.host.settling != .afterSettleTime { found.append("\(settling.presentation.id) settles on \(settling.host.id), which settles at once") }
        }
        if let current = alerts.visible, alerts.isVisibleClosing, current.host.settling == .afterSettleTime, alerts.phase.settleTimer == nil {
            found.append("\(current.presentation.id) is being dismissed on \(current.host.id) with no settle timer")
        }
        return found
    }

    // MARK: - Toasts

    private func toastViolations() -> [String] {
        var found = toasts.queue.invariantViolations().map { "toast queue: \($0)" }
        let live = toasts.live
        if toasts.visible.count > maximumVisibleToasts {
            found.append("\(toasts.visible.count) toasts visible, at most \(maximumVisibleToasts) allowed")
        }
        if toasts.admissions.liveCount > max(configuration.toastQueueCapacity, 0) {
            found.append("live toasts: \(toasts.admissions.liveCount), over the capacity of \(configuration.toastQueueCapacity)")
        }
        let held = isSharedPause
        var pending = 0
        for record in live {
            let requests = record.pendingRequests
            pending += requests.count
            if requests.count != record.pendingCount {
                found.append("toast \(record.id): its count says \(record.pendingCount) requests pending, it holds \(requests.count)")
            }
            if requests.isEmpty { found.append("toast \(record.id) is \(record.phase) with no pending request") }
            for request in requests where request.record !== record {
                found.append("\(request.id) is pending on toast \(record.id), but names \(String(describing: request.record?.id))")
            }
            if !record.contentRequest.isPending { found.append("toast \(record.id) shows the content of \(record.contentRequest.id), which has ended") }
            let shouldRun = record.phase == .visible && !held && record.pauses.isEmpty && !isHeldByScreenReader(record)
            if record.isRunning != shouldRun {
                found.append(
                    "toast \(record.id), \(record.phase), \(record.isRunning ? "runs" : "is held"), though its pauses say it should \(shouldRun ? "run" : "be held")"
                )
            }
        }
        for record in toasts.visible where record.phase != .visible {
            found.append("toast \(record.id) is listed as visible but is \(record.phase)")
        }
        found += toasts.admissions.invariantViolations(live: live, pendingRequests: pending, noun: "toast")
        if !toasts.visible.isEmpty, toasts.isPausedForAlert != (alerts.visible != nil) {
            found.append(
                "visible toasts are \(toasts.isPausedForAlert ? "" : "not ")held for an alert, yet an alert is \(alerts.visible == nil ? "not " : "")visible")
        }
        if toasts.isPublishingNeeded {
            found.append("the visible toasts changed but were not handed to the host")
        }
        if !hosts.hasSeveralWindows, let host = showingHost {
            let shown = host.toasts.value.map { "\($0.id) ×\($0.count) r\($0.revision)" }
            let expected = toasts.visible.map { "\($0.id) ×\($0.count) r\($0.revision)" }
            if shown != expected { found.append("\(host.id) shows toasts \(shown), the visible toasts are \(expected)") }
        }
        // Toasts wait while no host can show them: none attached, or every one hidden (see
        // `AlertHost.setVisible(_:)`), such as a covered root whose sheet's host has not attached.
        if !isClosed, let host = showingHost, toasts.queue.count > 0, toasts.visible.count < maximumVisibleToasts {
            found.append(
                "\(toasts.queue.count) toasts wait although \(host.id) can show them and \(toasts.visible.count) of \(maximumVisibleToasts) are visible")
        }
        if toasts.noHostSweep.isScheduled, !attachedHosts.isEmpty {
            found.append("the toasts' no-host timer runs while \(attachedHosts.count) hosts are attached")
        }
        if !isClosed, attachedHosts.isEmpty, configuration.noHostTimeout != nil, !live.isEmpty, !toasts.noHostSweep.isScheduled {
            found.append("\(live.count) toasts wait with no host and no no-host timer")
        }
        return found
    }

    // MARK: - Loading

    private func loadingViolations() -> [String] {
        var found: [String] = []
        let running = loading.operations.filter(\.isRunning)
        if running.count != loading.runningCount {
            found.append("running operations: the count says \(loading.runningCount), \(running.count) listed")
        }
        let blocking = running.count(where: \.blocksInteraction)
        if blocking != loading.blockingCount {
            found.append("blocking operations: the count says \(loading.blockingCount), \(blocking) listed")
        }
        if let newest = loading.operations.last, !newest.isRunning {
            found.append("the newest operation listed, \(newest.id), has ended")
        }
        if Set(loading.operations.map(\.id)).count != loading.operations.count {
            found.append("an operation is listed twice")
        }
        switch loading.phase {
        case .idle:
            if !running.isEmpty { found.append("the indicator is idle while \(running.count) operations run") }
        case .waitingForGrace:
            if running.isEmpty { found.append("the indicator waits for its grace time with no operation running") }
        case .shown:
            if running.isEmpty { found.append("the indicator is shown, not holding, with no operation running") }
        case .holding:
            if !running.isEmpty { found.append("the indicator holds for its minimum time while \(running.count) operations run") }
        case .closed:
            if !isClosed { found.append("the indicator is closed, the center is not") }
        }
        if let host = showingHost, host.loading.value != loadingPresentation {
            found.append("\(host.id) shows the indicator \(String(describing: host.loading.value)), the center \(String(describing: loadingPresentation))")
        }
        return found
    }

    // MARK: - Closed

    private func closedViolations() -> [String] {
        var found: [String] = []
        if !attachedHosts.isEmpty { found.append("closed with \(attachedHosts.count) hosts attached") }
        if alerts.admissions.pendingRequestCount != 0 || toasts.admissions.pendingRequestCount != 0 || sheets.admissions.pendingRequestCount != 0 {
            found.append(
                "closed with \(alerts.admissions.pendingRequestCount) alert, \(toasts.admissions.pendingRequestCount) toast and \(sheets.admissions.pendingRequestCount) sheet requests pending"
            )
        }
        if !toasts.visible.isEmpty { found.append("closed with toasts on screen") }
        if !loading.isClosed { found.append("closed, but the indicator is not") }
        if alerts.noHostSweep.isScheduled || toasts.noHostSweep.isScheduled || sheets.noHostSweep.isScheduled {
            found.append("closed with a timer running")
        }
        if !loading.operations.isEmpty { found.append("closed with \(loading.operations.count) operations listed") }
        return found
    }
}
