/// The sheet lane's steps: requests, ending them, what hosts report, and hosts going away.
extension CenterState {
    // MARK: - Requests

    /// Makes a sheet request; one made `withdrawn` ends ``SheetOutcome/cancelled`` at once.
    mutating func requestSheet<Value>(
        _ sheet: SheetData, content: (any Sendable)?, finishingWith: Value.Type, owner: HostState?, withdrawn: Bool
    ) -> SheetHandle<Value> {
        let handle = SheetHandle<Value>(id: nextRequestID(), sheet: sheet, hostID: owner?.id, center: link)
        guard beginRequest(handle, owner: owner, withdrawn: withdrawn, validate: { () throws(SheetValidationError) in }) else { return handle }
        if let record = sheets.admissions.item(forKey: sheet.coalescingKey), let key = sheet.coalescingKey {
            guard record.valueType == handle.valueType else {
                finishRequest(handle, .rejected(.invalid(.coalescingKeyHasOtherValueType(key: key))))
                return handle
            }
            record.join(handle)
            emit(.sheet(.coalesced(into: record.reportedRequest)), request: handle.id, title: sheet.title)
            return handle
        }
        guard hasRoom(for: handle) else { return handle }
        let record = SheetRecord(firstRequest: handle, content: content)
        sheets.admit(record)
        didQueue(handle, as: record)
        if sheet.interruptsLowerPriority {
            interruptVisible(below: sheet.priority, by: handle.id, sheet: record)
        }
        showNextModal()
        return handle
    }

    /// Ends one sheet request early; its sheet is withdrawn once no pending request shares it.
    mutating func endSheetRequest(_ request: any SheetRequest, with ending: EarlyEnding<SheetValidationError>) {
        guard request.isPending else { return }
        if let record = request.record {
            record.remove(request)
            if !record.hasPendingRequests, let shown = retireSheet(record) {
                takeDownSheet(shown)
            }
        }
        finishRequest(request, SheetEnding(ending))
    }

    /// Takes `record` off the lane; returns what it showed, if it was on screen. Its content is
    /// let go of once the step is done, at once for a sheet that was waiting: a `deinit` in
    /// the content may call the center.
    private mutating func retireSheet(_ record: SheetRecord) -> SheetLane.Showing? {
        let shown = sheets.retire(record)
        if let content = record.takeContent() {
            release(content)
        }
        return shown
    }

    /// Ends a sheet on screen for every request on it, and takes it down.
    private mutating func resolveSheet(_ shown: SheetLane.Showing, with ending: SheetEnding, value: (any Sendable)?, settleAtOnce: Bool) {
        guard retireSheet(shown.record) != nil else { return }
        takeDownSheet(shown, settleAtOnce: settleAtOnce)
        for request in shown.record.takeRequests() {
            finishRequest(request, ending, value: value)
        }
    }

    // MARK: - On screen

    /// Presents `record` from `host`.
    mutating func showSheet(_ record: SheetRecord, on host: HostState) {
        let presentation = SheetPresentation(
            id: nextPresentationID(), request: record.reportedRequest, host: host.id, sheet: record.sheet, content: record.content)
        sheets.show(SheetLane.Showing(presentation: presentation, record: record, host: host))
        host.sheets.set(presentation)
        emit(.sheet(.presented(presentation.id, host: host.id)), request: presentation.request, title: record.sheet.title)
    }

    /// Removes a sheet from its host; the next modal item waits until it has left the screen.
    private mutating func takeDownSheet(_ shown: SheetLane.Showing, settleAtOnce: Bool = false) {
        // Its presentation holds the content: kept until the step is done.
        release(shown)
        shown.host.sheets.set(nil)
        if !settleAtOnce, shown.host.settling == .afterSettleTime, shown.host.isAttached {
            let id = shown.presentation.id
            let timer = scheduleTimer(after: max(configuration.settleTime, .zero)) { [link] in
                link.center?.sheetSettleTimerFired(id)
            }
            sheets.beginLeaving(shown, timer: timer)
        } else {
            emit(.sheet(.settled(shown.presentation.id)), request: shown.presentation.request, title: shown.record.sheet.title)
        }
    }

    /// The sheet presentation `id` has left the screen: by the word of `host`, the one it was
    /// presented from, or (`host` is `nil`) by its settle time or its host going away. Shows
    /// what comes next unless `showingNext` is false (the caller does, once its step is done).
    mutating func sheetLeft(_ id: AlertPresentationID, from host: HostState? = nil, showingNext: Bool = true) {
        if let host, sheets.leaving.first(where: { $0.shown.presentation.id == id })?.shown.host !== host { return }
        guard let leaving = sheets.endLeaving(id) else { return }
        release(leaving.shown)
        leaving.timer.cancel()
        let shown = leaving.shown
        emit(.sheet(.settled(id)), request: shown.presentation.request, title: shown.record.sheet.title)
        if showingNext { showNextModal() }
    }

    // MARK: - What hosts report

    /// The content finished with `value`; returns `false`, changing nothing, when `id` is not
    /// a sheet `host` presents or `value` is not of the type its requests wait for.
    mutating func finishSheet(_ id: AlertPresentationID, with value: any Sendable, on host: HostState) -> Bool {
        guard let shown = sheets.presented(id), shown.host === host,
            shown.record.requests.allSatisfy({ $0.accepts(value) })
        else { return false }
        resolveSheet(shown, with: .finished, value: value, settleAtOnce: false)
        showNextModal()
        return true
    }

    /// The content of a sheet `host` presents finished with a value of another type than its
    /// requests wait for: each ends rejected with `error`, and the sheet is taken down.
    /// Returns `false`, changing nothing, when `id` is not a sheet `host` presents.
    mutating func rejectSheet(_ id: AlertPresentationID, because error: SheetValidationError, on host: HostState) -> Bool {
        guard let shown = sheets.presented(id), shown.host === host else { return false }
        resolveSheet(shown, with: .rejected(.invalid(error)), value: nil, settleAtOnce: false)
        showNextModal()
        return true
    }

    /// The person dismissed the sheet, and its dismissal is over.
    mutating func sheetDismissedByPerson(_ id: AlertPresentationID, on host: HostState) {
        if let shown = sheets.presented(id), shown.host === host {
            resolveSheet(shown, with: .dismissed, value: nil, settleAtOnce: true)
        } else {
            sheetLeft(id, from: host)
        }
        showNextModal()
    }

    /// Dismisses the sheets on screen above the first `level` presented, the topmost first,
    /// each ending ``SheetOutcome/dismissedByCode``.
    mutating func dismissSheets(downTo level: Int) {
        for shown in sheets.presented.dropFirst(max(level, 0)).reversed() {
            resolveSheet(shown, with: .dismissedByCode, value: nil, settleAtOnce: false)
        }
        showNextModal()
    }

    // MARK: - Hosts

    /// Ends the sheet requests made through a detached host; a sheet it presented waits to be
    /// presented again (moved, its presentation settled), and one leaving it has left.
    mutating func sheetHostDetached(_ host: HostState) {
        let id = host.id
        for record in sheets.liveRecords {
            for request in record.requests where request.hostID == id {
                endSheetRequest(request, with: .hostGone)
            }
        }
        if let shown = sheets.presented(from: host) {
            sheets.requeue(shown)
            emit(.sheet(.moved(from: id)), request: shown.record.reportedRequest, title: shown.record.sheet.title)
            // Its presentation went with the host: it has left the screen, as a moved alert's has.
            emit(.sheet(.settled(shown.presentation.id)), request: shown.presentation.request, title: shown.record.sheet.title)
        }
        // Nothing shows before the alert lane has ended what the host owned: its detaching
        // shows the next alert or sheet once it has.
        for leaving in sheets.leaving where leaving.shown.host === host {
            sheetLeft(leaving.shown.presentation.id, showingNext: false)
        }
        if attachedHosts.isEmpty {
            startNoHostWait(.sheets)
        }
    }

    /// Ends every sheet request ``SheetOutcome/hostGone``.
    mutating func closeSheets() {
        // What is on screen or leaving holds the contents: kept until the step is done.
        release(sheets.presented)
        release(sheets.leaving)
        let records = sheets.close()
        for record in records {
            if let content = record.takeContent() {
                release(content)
            }
        }
        for record in records {
            for request in record.takeRequests() {
                finishRequest(request, .hostGone)
            }
        }
    }
}
