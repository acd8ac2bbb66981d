/// The alert lane's requests: making one, ending one early, and hosts going away.
extension CenterState {
    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    mutating func requestAlert(_ alert: AlertData, owner: HostState?, withdrawn: Bool) -> AlertHandle {
        let handle = AlertHandle(id: nextRequestID(), alert: alert, implicitButtons: implicitButtons, hostID: owner?.id, center: link)
        guard beginRequest(handle, owner: owner, withdrawn: withdrawn, validate: { () throws(AlertValidationError) in try alert.validate() }) else {
            return handle
        }
        if let record = alerts.admissions.item(forKey: alert.coalescingKey) {
            record.join(handle)
            emit(.coalesced(into: record.reportedRequest), request: handle.id, title: alert.title)
            return handle
        }
        guard hasRoom(for: handle) else { return handle }
        let record = AlertRecord(firstRequest: handle)
        alerts.admit(record)
        didQueue(handle, as: record)
        if alert.interruptsLowerPriority {
            interruptVisible(below: alert.priority, by: handle.id)
        }
        showNextModal()
        return handle
    }

    /// Ends one request early (cancelled by its caller, its host gone, no host in time). Its
    /// alert is withdrawn once no pending request shares it.
    mutating func endAlertRequest(_ handle: AlertHandle, with ending: EarlyEnding<AlertValidationError>) {
        guard handle.isPending else { return }
        if let record = handle.record, record.requestLeft(handle) {
            withdraw(record)
        }
        finishRequest(handle, AlertOutcome(ending))
    }

    /// Takes an alert out of the queue or off the screen.
    private mutating func withdraw(_ record: AlertRecord) {
        guard let taken = alerts.withdraw(record) else { return }
        alertVisibilityChanged(isVisible: false)
        takeDown(taken.shown, timer: taken.timer)
    }

    // MARK: - Hosts

    /// Where `record`'s alert shows: in the window of the host it was requested through, on
    /// that window's topmost host; a request made on the center, on ``topHost``.
    func targetHost(for record: AlertRecord) -> HostState? {
        topHost.map { hosts.target(forOwner: record.hostID, top: $0) }
    }

    /// Puts a visible alert that is not being dismissed back in the queue when it no longer
    /// shows where it belongs; returns whether it did.
    @discardableResult
    mutating func moveVisibleAlertIfMisplaced() -> Bool {
        guard let current = alerts.visible, !alerts.isVisibleClosing, targetHost(for: current.record) !== current.host else { return false }
        moveVisible()
        return true
    }

    /// Ends the alert requests made through a detached host, and moves or settles what it
    /// showed.
    mutating func alertHostDetached(_ host: HostState) {
        let id = host.id
        let owned = alerts.liveRecords.flatMap { $0.pendingRequests }.filter { $0.hostID == id }
        for handle in owned {
            endAlertRequest(handle, with: .hostGone)
        }
        if let current = alerts.visible, current.host === host || (!alerts.isVisibleClosing && targetHost(for: current.record) !== current.host) {
            moveVisible()
        }
        if let settling = alerts.settling, settling.host === host {
            finishSettling()
        }
        if attachedHosts.isEmpty {
            startNoHostWait(.alerts)
        }
        showNextModal()
    }

    /// Ends every alert request ``AlertOutcome/hostGone``; nothing shows any more.
    mutating func closeAlerts() {
        let (records, queue) = alerts.close()
        release(queue)
        for record in records {
            for request in record.takePendingRequests() {
                finishRequest(request, .hostGone)
            }
        }
    }
}
