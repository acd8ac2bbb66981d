/// The toast lane's requests: making one, ending one early, and hosts going away.
///
/// Toasts never wait for alerts and never hold one back: the alert steps do not look at
/// toasts, and a toast step changes the alert lane not at all. Alerts reach toasts in one
/// place, `alertVisibilityChanged(isVisible:)` after each change of the visible alert, which
/// holds the visible toasts' time while an alert is up.
extension CenterState {
    // MARK: - Requests

    /// Makes a toast request; one made `withdrawn` (its caller's task was already cancelled)
    /// ends ``ToastOutcome/cancelled`` at once. It shows in `window`, or in its owner's.
    mutating func requestToast(_ toast: ToastData, owner: HostState?, window: AlertWindowID? = nil, withdrawn: Bool) -> ToastHandle {
        let handle = ToastHandle(id: nextRequestID(), toast: toast, hostID: owner?.id, window: owner?.window ?? window, center: link)
        guard beginRequest(handle, owner: owner, withdrawn: withdrawn, validate: { () throws(ToastValidationError) in try toast.validate() }) else {
            return handle
        }
        if let record = toasts.admissions.item(forKey: toast.coalescingKey) {
            record.join(handle, now: clock.now)
            handle.record = record
            emit(.toast(.coalesced(into: record.id, count: record.count)), request: handle.id, title: toast.title)
            if record.phase == .visible {
                record.restartTimer(toastTimerScheduler(for: record))
                toasts.setNeedsPublishing()
                publishToasts()
            }
            return handle
        }
        guard hasRoom(for: handle) else { return handle }
        let record = ToastRecord(request: handle)
        handle.record = record
        toasts.admit(record)
        didQueue(handle, as: record)
        showNextToasts()
        return handle
    }

    /// Ends one request early; its toast is withdrawn once no pending request counts it, and
    /// shows the newest pending request's content if it showed this one's.
    mutating func endToastRequest(_ handle: ToastHandle, with ending: EarlyEnding<ToastValidationError>) {
        guard handle.isPending, let record = handle.record else { return }
        if record.requestLeft(handle), record.phase == .visible {
            toasts.setNeedsPublishing()
        }
        if record.pendingCount == 0 {
            toasts.withdraw(record, now: clock.now)
        }
        finishRequest(handle, ToastOutcome(ending))
    }

    /// Ends a toast for every request it counts.
    mutating func resolveToast(_ record: ToastRecord, with outcome: ToastOutcome) {
        toasts.withdraw(record, now: clock.now)
        for request in record.takePendingRequests() {
            finishRequest(request, outcome)
        }
    }

    /// Whether `request` is pending on a toast a host shows now.
    func isShowingToastRequest(_ request: ToastHandle) -> Bool {
        guard request.isPending, let record = request.record, !attachedHosts.isEmpty else { return false }
        return record.phase == .visible
    }

    // MARK: - Hosts

    /// Ends the toast requests made through a detached host, and moves the toasts and the
    /// indicator to the topmost host left, if any, from `previousTop`, the topmost before.
    mutating func toastHostDetached(_ host: HostState, previousTop: HostState?) {
        guard !isClosed else { return }
        let id = host.id
        if toasts.admissions.liveCount > 0 {
            for record in toasts.live {
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
            toasts.clearRendererPauses()
        }
        toasts.setNeedsPublishing()
        if attachedHosts.isEmpty {
            startNoHostWait(.toasts)
        }
        publishLoading()
        showNextToasts()
        toastConditionsChanged()
    }

    // MARK: - Closing

    /// Ends every toast request ``ToastOutcome/hostGone``.
    mutating func closeToasts() {
        let (records, queue) = toasts.close(now: clock.now)
        release(queue)
        for record in records {
            for request in record.takePendingRequests() {
                finishRequest(request, .hostGone)
            }
        }
    }
}
