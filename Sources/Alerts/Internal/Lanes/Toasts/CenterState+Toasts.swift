/// The toast lane's requests: making one, ending one early, hosts going away, and the wait for
/// a host.
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
        toasts.requestMade()
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
        if let record = toasts.record(forKey: toast.coalescingKey) {
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
        guard toasts.liveCount < configuration.toastQueueCapacity else {
            finishToastRequest(handle, .rejected(.queueFull(capacity: configuration.toastQueueCapacity)))
            return handle
        }
        let record = ToastRecord(request: handle)
        handle.record = record
        toasts.admit(record)
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
            toasts.setNeedsPublishing()
        }
        if record.pendingCount == 0 {
            toasts.withdraw(record, now: clock.now)
        }
        finishToastRequest(handle, outcome)
    }

    /// Ends a toast for every request it counts.
    mutating func resolveToast(_ record: ToastRecord, with outcome: ToastOutcome) {
        toasts.withdraw(record, now: clock.now)
        for request in record.takePendingRequests() {
            finishToastRequest(request, outcome)
        }
    }

    /// Records a request's outcome; the action it no longer holds is released between steps.
    private mutating func finishToastRequest(_ handle: ToastHandle, _ outcome: ToastOutcome) {
        guard handle.isPending else { return }
        toasts.requestEnded()
        if let action = handle.finish(outcome) {
            release(action)
        }
        emit(.toast(.ended(outcome)), request: handle.id, title: handle.toast.title)
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
        if toasts.liveCount > 0 {
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
            let now = clock.now
            for record in toasts.live {
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
        guard attachedHosts.isEmpty, !toasts.noHostSweep.isScheduled, let timeout = configuration.noHostTimeout else { return }
        guard let earliest = toasts.live.map(\.hostlessSince).min() else { return }
        let delay = earliest + timeout - clock.now
        if delay <= .zero {
            rejectHostlessToasts()
        } else {
            toasts.noHostSweep.start(
                scheduleTimer(after: delay) { [link] in
                    link.center?.toastHostlessTimerFired()
                })
        }
    }

    mutating func toastHostlessTimerFired() {
        toasts.noHostSweep.fired()
        rejectHostlessToasts()
    }

    private mutating func rejectHostlessToasts() {
        guard let timeout = configuration.noHostTimeout, attachedHosts.isEmpty else { return }
        let now = clock.now
        let expired = (toasts.visible + toasts.queue.ordered).filter { $0.hostlessSince + timeout <= now }
        for record in expired {
            for request in record.pendingRequests where attachedHosts.isEmpty {
                endToastRequest(request, with: .rejected(.noHost))
            }
        }
        scheduleToastHostlessTimer()
        pumpToasts()
    }

    // MARK: - Closing

    /// Ends every toast request ``ToastOutcome/hostGone``.
    mutating func closeToasts() {
        let (records, queue) = toasts.close(now: clock.now)
        release(queue)
        for record in records {
            for request in record.takePendingRequests() {
                finishToastRequest(request, .hostGone)
            }
        }
    }
}
