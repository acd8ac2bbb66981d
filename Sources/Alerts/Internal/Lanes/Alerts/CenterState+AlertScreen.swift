/// The alert lane on screen: showing the next alert, taking it down, and what hosts report of
/// it (the person's answer, a dismissal, the end of its transition).
extension CenterState {
    // MARK: - Presenting

    /// Shows the next waiting alert or sheet, in its window, if no alert is visible and
    /// nothing is leaving: alerts and sheets share this modal lane (see ``SheetLane``).
    mutating func showNextModal() {
        guard alerts.phase.isIdle, let top = topHost else { return }
        guard sheets.isQuiet else {
            showNextBesideSheets(top: top)
            return
        }
        guard let record = alerts.popNext() else { return }
        showAlert(record, on: hosts.target(forOwner: record.hostID, top: top))
    }

    /// Shows the alert or the sheet that comes first, by priority then arrival, once no sheet
    /// is leaving; when it cannot show yet (the host it belongs on presents a sheet, or its
    /// window has no visible host), the other one. An alert waiting for the sheet that
    /// interrupted it lets the alerts after it go first. After a sheet it looks again: another
    /// window, or the new sheet's own host, may show the next alert or sheet now.
    private mutating func showNextBesideSheets(top: HostState) {
        guard sheets.leaving.isEmpty else { return }
        while alerts.phase.isIdle {
            let sheetHost = sheets.firstWaiting().flatMap { sheet in freeHost(for: sheet, top: top).map { (sheet, $0) } }
            if let record = nextAlertNotWaitingForSheet() {
                let sheetGoesFirst = sheetHost.map { Self.sheet($0.0, precedes: record) } ?? false
                if !sheetGoesFirst, let host = freeHost(for: record, top: top) {
                    alerts.remove(record)
                    showAlert(record, on: host)
                    return
                }
            }
            guard let host = sheetHost?.1, let next = sheets.popNext() else { return }
            showSheet(next, on: host)
        }
    }

    /// The first waiting alert that does not wait for the sheet that interrupted it, left in
    /// the queue.
    private mutating func nextAlertNotWaitingForSheet() -> AlertRecord? {
        guard let first = alerts.firstWaiting() else { return nil }
        guard waitsForInterruptingSheet(first) else { return first }
        return alerts.queue.first { !waitsForInterruptingSheet($0) }
    }

    /// The host `record`'s alert shows on now, or `nil` while that host presents a sheet.
    private func freeHost(for record: AlertRecord, top: HostState) -> HostState? {
        let host = hosts.target(forOwner: record.hostID, top: top)
        return sheets.presented(from: host) == nil ? host : nil
    }

    /// The host `sheet` is presented from now, or `nil` while it cannot be: a sheet requested
    /// through a host waits for a visible host of that host's window, and no host presents
    /// two sheets.
    private func freeHost(for sheet: SheetRecord, top: HostState) -> HostState? {
        guard let host = hosts.ownTarget(forOwner: sheet.hostID, top: top), sheets.presented(from: host) == nil else { return nil }
        return host
    }

    /// Whether a waiting sheet goes before a waiting alert: higher priority first, then the
    /// earlier request.
    private static func sheet(_ sheet: SheetRecord, precedes alert: AlertRecord) -> Bool {
        let priority = sheet.sheet.priority
        return priority != alert.alert.priority ? priority > alert.alert.priority : sheet.id.rawValue < alert.id.rawValue
    }

    private mutating func showAlert(_ record: AlertRecord, on host: HostState) {
        record.interruptingSheet = nil
        let presentation = AlertPresentation(id: nextPresentationID(), request: record.reportedRequest, host: host.id, record: record)
        alerts.show(AlertLane.Showing(presentation: presentation, host: host))
        alertVisibilityChanged(isVisible: true)
        host.setPresentation(presentation)
        emit(.presented(presentation.id, host: host.id), request: presentation.request, title: record.alert.title)
    }

    /// Puts the visible, unanswered alert back at the front of its priority to be shown on the
    /// topmost host.
    mutating func moveVisible() {
        guard let current = alerts.visible else { return }
        sendVisibleBack(reporting: .moved(from: current.host.id))
    }

    /// Puts the visible alert back at the front of its priority for `request`, of `priority`,
    /// which asked to interrupt lower priorities: unless the alert is of `priority` or higher,
    /// or the person already began to dismiss it. An alert that `sheet` interrupts waits until
    /// that sheet is gone, even where a host inside the sheet could show it.
    mutating func interruptVisible(below priority: AlertPriority, by request: AlertRequestID, sheet: SheetRecord? = nil) {
        guard let current = alerts.visible, !alerts.isVisibleClosing, current.record.alert.priority < priority else { return }
        current.record.interruptingSheet = sheet
        sendVisibleBack(reporting: .interrupted(by: request))
    }

    /// Whether `record`'s alert waits for the sheet that interrupted it: that sheet waits, is on
    /// screen, or is leaving it.
    func waitsForInterruptingSheet(_ record: AlertRecord) -> Bool {
        guard let sheet = record.interruptingSheet else { return false }
        return sheet.phase != .ended || sheets.leaving.contains { $0.shown.record === sheet }
    }

    /// Takes the visible alert off the screen unanswered and puts it back at the front of its
    /// priority, reporting `kind` for it.
    private mutating func sendVisibleBack(reporting kind: AlertEvent.Kind) {
        guard case (let current, let timer)? = alerts.takeVisible() else { return }
        alertVisibilityChanged(isVisible: false)
        alerts.requeue(current.record)
        emit(kind, request: current.record.reportedRequest, title: current.record.alert.title)
        takeDown(current, timer: timer)
    }

    /// Removes a presentation from its host and waits for it to settle before the next;
    /// `timer` is the one its dismissal started, if any.
    mutating func takeDown(_ current: AlertLane.Showing, timer: (any AlertTimer)?) {
        current.host.setPresentation(nil)
        if current.host.settling == .afterSettleTime, current.host.isAttached {
            alerts.beginSettling(current, timer: timer ?? settleTimer(for: current.presentation.id))
        } else {
            settled(current.presentation, timer: timer)
        }
    }

    /// A timer that ends the wait for `presentation` to leave the screen.
    private func settleTimer(for presentation: AlertPresentationID) -> any AlertTimer {
        scheduleTimer(after: max(configuration.settleTime, .zero)) { [link] in
            link.center?.dismissalTimerFired(presentation)
        }
    }

    mutating func dismissalTimerFired(_ presentation: AlertPresentationID) {
        if let current = alerts.visible, current.presentation.id == presentation {
            resolveVisible(with: .dismissed, settleAtOnce: true)
        } else if alerts.settling?.presentation.id == presentation {
            finishSettling()
        }
        showNextModal()
    }

    mutating func finishSettling() {
        guard case (let settling, let timer)? = alerts.endSettling() else { return }
        settled(settling.presentation, timer: timer)
    }

    /// Reports that `presentation` is off the screen; the next alert may be shown.
    private mutating func settled(_ presentation: AlertPresentation, timer: (any AlertTimer)?) {
        timer?.cancel()
        emit(.settled(presentation.id), request: presentation.request, title: presentation.alert.title)
    }

    /// Ends the visible alert for every request that shares it.
    private mutating func resolveVisible(with outcome: AlertOutcome, settleAtOnce: Bool) {
        guard case (let current, let timer)? = alerts.takeVisible() else { return }
        alertVisibilityChanged(isVisible: false)
        alerts.retire(current.record)
        current.host.setPresentation(nil)
        if settleAtOnce || current.host.settling == .immediate || !current.host.isAttached {
            settled(current.presentation, timer: timer)
        } else {
            alerts.beginSettling(current, timer: timer ?? settleTimer(for: current.presentation.id))
        }
        let joined = current.record.takeJoinedRequests()
        finishRequest(current.record.firstRequest, outcome)
        for request in joined {
            finishRequest(request, outcome)
        }
    }

    // MARK: - What hosts report

    mutating func beginDismissal(_ presentation: AlertPresentationID, on host: HostState) {
        guard alerts.isShowing(presentation, on: host), !alerts.isVisibleClosing else { return }
        alerts.beginClosing(timer: host.settling == .afterSettleTime ? settleTimer(for: presentation) : nil)
    }

    /// Ends the visible alert with the person's answer: the answer taken is the outcome of
    /// every request that shares the alert, and the button's action runs once this step is
    /// done, then the next alert is shown.
    mutating func takeAnswer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: HostState) -> Bool {
        guard alerts.isShowing(presentation, on: host), let record = alerts.visibleRecord else { return false }
        let buttons = record.presentedButtons
        guard buttons.indices.contains(buttonIndex) else { return false }
        let button = buttons[buttonIndex]
        let fields = record.alert.textFields
        let values = fields.isEmpty ? [] : Self.textValues(textValues, for: fields)
        let answer = AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: values)
        emit(.answered(answer), request: record.reportedRequest, title: record.alert.title)
        // The buttons' actions are the first request's: they run only while it is pending, not
        // once its caller withdrew it and only requests that joined by key are left.
        let action = record.firstRequest.isPending ? record.firstRequest.action(at: buttonIndex) : nil
        resolveVisible(with: .answered(answer), settleAtOnce: false)
        if let action {
            effects.append(.action(action, textValues: values))
            effects.append(.showNextModal)
        } else {
            showNextModal()
        }
        return true
    }

    mutating func finishDismissal(_ presentation: AlertPresentationID, on host: HostState) {
        if alerts.isShowing(presentation, on: host) {
            resolveVisible(with: .dismissed, settleAtOnce: true)
        } else if let settling = alerts.settling, settling.presentation.id == presentation, settling.host === host {
            finishSettling()
        }
        showNextModal()
    }

    /// The values typed into `fields`, in order: each as reported, or the field's initial text.
    private static func textValues(_ reported: [String], for fields: [AlertTextField]) -> [String] {
        fields.indices.map { index in reported.indices.contains(index) ? reported[index] : fields[index].text }
    }
}
