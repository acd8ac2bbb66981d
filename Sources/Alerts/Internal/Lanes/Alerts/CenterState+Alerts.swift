/// The alert lane's requests: making one, ending one early, and hosts going away.
extension CenterState {
    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    mutating func request(_ alert: AlertData, owner: HostState?, withdrawn: Bool) -> AlertHandle {
        let handle = AlertHandle(id: nextRequestID(), alert: alert, implicitButtons: implicitButtons, hostID: owner?.id, center: link)
        alerts.admissions.requestMade()
        emit(.requested, request: handle.id, title: alert.title)
        if let ending = admissionEnding(withdrawn: withdrawn, owner: owner, validate: { () throws(AlertValidationError) in try alert.validate() }) {
            finishRequest(handle, AlertOutcome(ending))
            return handle
        }
        if let lead = alerts.admissions.item(forKey: alert.coalescingKey) {
            lead.join(handle)
            emit(.coalesced(into: lead.reportedRequest), request: handle.id, title: alert.title)
            return handle
        }
        // Alerts and sheets share the modal lane, and its capacity.
        guard alerts.admissions.liveCount + sheets.admissions.liveCount < configuration.queueCapacity else {
            finishRequest(handle, .rejected(.queueFull(capacity: configuration.queueCapacity)))
            return handle
        }
        alerts.admit(handle)
        emit(.queued, request: handle.id, title: alert.title)
        startNoHostWait(for: handle, in: .alerts)
        if alert.interruptsLowerPriority {
            interruptVisible(below: alert.priority, by: handle.id)
        }
        pump()
        return handle
    }

    /// Ends one request early (cancelled by its caller, its host gone, no host in time). Its
    /// alert is withdrawn once no pending request shares it.
    mutating func endRequest(_ handle: AlertHandle, with ending: EarlyEnding<AlertValidationError>) {
        guard handle.isPending else { return }
        if let lead = handle.joinedLead {
            lead.removeJoined(handle)
            if lead.hasNoPendingRequests {
                withdraw(lead)
            }
        } else if !handle.hasJoinedRequests {
            withdraw(handle)
        }
        finishRequest(handle, AlertOutcome(ending))
    }

    /// Takes an alert, by its lead, out of the queue or off the screen.
    private mutating func withdraw(_ lead: AlertHandle) {
        guard let taken = alerts.withdraw(lead) else { return }
        alertVisibilityChanged(isVisible: false)
        takeDown(taken.shown, timer: taken.timer)
    }

    /// Records a request's outcome; the actions it no longer holds are released between steps.
    mutating func finishRequest(_ handle: AlertHandle, _ outcome: AlertOutcome) {
        guard handle.isPending else { return }
        alerts.admissions.requestEnded()
        if let actions = handle.finish(outcome) {
            release(actions)
        }
        emit(.ended(outcome), request: handle.id, title: handle.alert.title)
    }

    // MARK: - Hosts

    /// Where `lead`'s alert shows: in the window of the host it was requested through, on that
    /// window's topmost host; a request made on the center, on ``topHost``.
    func targetHost(for lead: AlertHandle) -> HostState? {
        topHost.map { hosts.target(forOwner: lead.hostID, top: $0) }
    }

    /// Puts a visible alert that is not being dismissed back in the queue when it no longer
    /// shows where it belongs; returns whether it did.
    @discardableResult
    mutating func moveVisibleAlertIfMisplaced() -> Bool {
        guard let current = alerts.visible, !alerts.isVisibleClosing, targetHost(for: current.lead) !== current.host else { return false }
        moveVisible()
        return true
    }

    /// Ends the alert requests made through a detached host, and moves or settles what it
    /// showed.
    mutating func alertHostDetached(_ host: HostState) {
        let id = host.id
        let owned = alerts.liveLeads.flatMap { $0.pendingRequests }.filter { $0.hostID == id }
        for handle in owned {
            endRequest(handle, with: .hostGone)
        }
        if let current = alerts.visible, current.host === host || (!alerts.isVisibleClosing && targetHost(for: current.lead) !== current.host) {
            moveVisible()
        }
        if let settling = alerts.settling, settling.host === host {
            finishSettling()
        }
        if attachedHosts.isEmpty {
            startNoHostWait(.alerts)
        }
        pump()
    }

    /// Ends every alert request ``AlertOutcome/hostGone``; nothing shows any more.
    mutating func closeAlerts() {
        let (leads, queue) = alerts.close()
        release(queue)
        for lead in leads {
            for request in lead.takePendingRequests() {
                finishRequest(request, .hostGone)
            }
        }
    }
}
