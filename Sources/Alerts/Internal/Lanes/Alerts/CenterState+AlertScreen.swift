/// The alert lane on screen: showing the next alert, taking it down, and what hosts report of
/// it (the person's answer, a dismissal, the end of its transition).
extension CenterState {
    // MARK: - Presenting

    /// Shows the next waiting alert or sheet, in its window, if no alert is visible and
    /// nothing is leaving: alerts and sheets share this modal lane (see ``SheetLane``).
    mutating func pump() {
        guard alerts.phase.isIdle, let top = topHost else { return }
        guard sheets.isQuiet else {
            pumpModal(top: top)
            return
        }
        guard let lead = alerts.popNext() else { return }
        showAlert(lead, on: hosts.target(forOwner: lead.hostID, top: top))
    }

    /// Shows the alert or the sheet that comes first, by priority then arrival, once no sheet
    /// is leaving and if the host it belongs on presents no sheet.
    private mutating func pumpModal(top: HostState) {
        guard sheets.leaving.isEmpty else { return }
        let sheet = sheets.firstWaiting()
        if let lead = alerts.popNext() {
            if let sheet, Self.sheet(sheet, precedes: lead) {
                alerts.requeue(lead)
            } else {
                let host = hosts.target(forOwner: lead.hostID, top: top)
                guard sheets.presented(from: host) == nil else {
                    alerts.requeue(lead)
                    return
                }
                showAlert(lead, on: host)
                return
            }
        }
        guard let sheet else { return }
        let host = hosts.target(forOwner: sheet.hostID, top: top)
        guard sheets.presented(from: host) == nil, let next = sheets.popNext() else { return }
        showSheet(next, on: host)
    }

    /// Whether a waiting sheet goes before a waiting alert: higher priority first, then the
    /// earlier request.
    private static func sheet(_ sheet: SheetRecord, precedes lead: AlertHandle) -> Bool {
        let priority = sheet.sheet.priority
        return priority != lead.alert.priority ? priority > lead.alert.priority : sheet.id.rawValue < lead.id.rawValue
    }

    private mutating func showAlert(_ lead: AlertHandle, on host: HostState) {
        let presentation = AlertPresentation(id: nextPresentationID(), request: lead.reportedRequest, host: host.id, lead: lead)
        alerts.show(AlertLane.Showing(presentation: presentation, host: host))
        alertVisibilityChanged(isVisible: true)
        host.setPresentation(presentation)
        emit(.presented(presentation.id, host: host.id), request: presentation.request, title: lead.alert.title)
    }

    /// Puts the visible, unanswered alert back at the front of its priority to be shown on the
    /// topmost host.
    mutating func moveVisible() {
        guard let current = alerts.visible else { return }
        sendVisibleBack(reporting: .moved(from: current.host.id))
    }

    /// Puts the visible alert back at the front of its priority for `request`, of `priority`,
    /// which asked to interrupt lower priorities: unless the alert is of `priority` or higher,
    /// or the person already began to dismiss it.
    mutating func interruptVisible(below priority: AlertPriority, by request: AlertRequestID) {
        guard let current = alerts.visible, !alerts.isVisibleClosing, current.lead.alert.priority < priority else { return }
        sendVisibleBack(reporting: .interrupted(by: request))
    }

    /// Takes the visible alert off the screen unanswered and puts it back at the front of its
    /// priority, reporting `kind` for it.
    private mutating func sendVisibleBack(reporting kind: AlertEvent.Kind) {
        guard case (let current, let timer)? = alerts.takeVisible() else { return }
        alertVisibilityChanged(isVisible: false)
        alerts.requeue(current.lead)
        emit(kind, request: current.lead.reportedRequest, title: current.lead.alert.title)
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
        pump()
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
        alerts.retire(current.lead)
        current.host.setPresentation(nil)
        if settleAtOnce || current.host.settling == .immediate || !current.host.isAttached {
            settled(current.presentation, timer: timer)
        } else {
            alerts.beginSettling(current, timer: timer ?? settleTimer(for: current.presentation.id))
        }
        let joined = current.lead.takeJoinedRequests()
        finishRequest(current.lead, outcome)
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
        guard alerts.isShowing(presentation, on: host), let lead = alerts.visibleLead else { return false }
        let buttons = lead.presentedButtons
        guard buttons.indices.contains(buttonIndex) else { return false }
        let button = buttons[buttonIndex]
        let fields = lead.alert.textFields
        let values = fields.isEmpty ? [] : Self.textValues(textValues, for: fields)
        let answer = AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: values)
        emit(.answered(answer), request: lead.reportedRequest, title: lead.alert.title)
        // The buttons' actions are the first request's: they run only while it is pending, not
        // once its caller withdrew it and only requests that joined by key are left.
        let action = lead.isPending ? lead.action(at: buttonIndex) : nil
        resolveVisible(with: .answered(answer), settleAtOnce: false)
        if let action {
            effects.append(.action(action, textValues: values))
            effects.append(.pump)
        } else {
            pump()
        }
        return true
    }

    mutating func finishDismissal(_ presentation: AlertPresentationID, on host: HostState) {
        if alerts.isShowing(presentation, on: host) {
            resolveVisible(with: .dismissed, settleAtOnce: true)
        } else if let settling = alerts.settling, settling.presentation.id == presentation, settling.host === host {
            finishSettling()
        }
        pump()
    }

    /// The values typed into `fields`, in order: each as reported, or the field's initial text.
    private static func textValues(_ reported: [String], for fields: [AlertTextField]) -> [String] {
        fields.indices.map { index in reported.indices.contains(index) ? reported[index] : fields[index].text }
    }
}
