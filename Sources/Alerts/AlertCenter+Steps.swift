/// The calls that requests, handles, hosts and timers make into the center: each changes its
/// state in one step, then runs what the step queued.
extension AlertCenter {
    /// Runs `change` on the state, then the effects it queued (see "Re-entrancy" above).
    @inline(__always)
    func step<Value>(_ change: (inout CenterState) -> Value) -> Value {
        let value = change(&state)
        runEffects()
        return value
    }

    // MARK: - Alerts

    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    @usableFromInline
    func requestAlert(_ alert: AlertData, owner: AlertHost?, withdrawn: Bool = false) -> AlertHandle {
        step { $0.requestAlert(alert, owner: owner?.state, withdrawn: withdrawn) }
    }

    /// Withdraws a request at its caller's word (``AlertHandle/cancel()``).
    func cancelAlert(_ handle: AlertHandle) {
        step {
            $0.endAlertRequest(handle, with: .cancelled)
            $0.showNextModal()
        }
    }

    func dismissalBegan(_ presentation: AlertPresentationID, on host: AlertHost) {
        step { $0.beginDismissal(presentation, on: host.state) }
    }

    func answer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: AlertHost) -> Bool {
        step { $0.takeAnswer(presentation, buttonIndex: buttonIndex, textValues: textValues, on: host.state) }
    }

    func dismissalFinished(_ presentation: AlertPresentationID, on host: AlertHost) {
        step { $0.finishDismissal(presentation, on: host.state) }
    }

    func dismiss(_ presentation: AlertPresentationID, on host: AlertHost) {
        step {
            $0.beginDismissal(presentation, on: host.state)
            $0.finishDismissal(presentation, on: host.state)
        }
    }

    func dismissalTimerFired(_ presentation: AlertPresentationID) {
        step { $0.dismissalTimerFired(presentation) }
    }

    func noHostSweepFired(_ lane: RequestLane) {
        step { $0.noHostSweepFired(lane) }
    }

    // MARK: - Hosts

    func setVisible(_ isVisible: Bool, on host: AlertHost) {
        step { $0.setVisible(isVisible, host.state) }
    }

    /// A host's scene became active or inactive.
    func setSceneActive(_ isActive: Bool, on host: HostState) {
        step { $0.setSceneActive(isActive, on: host) }
    }

    /// A host's window became the key window.
    func windowBecameKey(on host: HostState) {
        step { $0.windowBecameKey(on: host) }
    }

    /// A screen reader started or stopped for a host.
    func setScreenReaderRunning(_ isRunning: Bool, on host: HostState) {
        step { $0.setScreenReaderRunning(isRunning, on: host) }
    }

    /// Detaches a host, at its renderer's word or once no one holds it.
    func detach(_ host: HostState) {
        step { $0.detach(host) }
    }

    // MARK: - Toasts

    /// Makes a toast request; one made `withdrawn` ends ``ToastOutcome/cancelled`` at once.
    func requestToast(_ toast: ToastData, owner: AlertHost?, window: AlertWindowID? = nil, withdrawn: Bool = false) -> ToastHandle {
        step { $0.requestToast(toast, owner: owner?.state, window: window, withdrawn: withdrawn) }
    }

    /// Withdraws a toast request at its caller's word (``ToastHandle/cancel()``).
    func cancelToast(_ handle: ToastHandle) {
        step {
            $0.endToastRequest(handle, with: .cancelled)
            $0.showNextToasts()
        }
    }

    func tapToastButton(_ id: AlertRequestID, on host: AlertHost) -> Bool {
        step { $0.tapToastButton(id, on: host.state) }
    }

    func dismissToast(_ id: AlertRequestID, on host: AlertHost) -> Bool {
        step { $0.dismissToast(id, on: host.state) }
    }

    func setToastPause(_ id: AlertRequestID, reason: ToastPauseReason, isPaused: Bool, on host: AlertHost) -> Bool {
        step { $0.setToastPause(id, reason: reason, isPaused: isPaused, on: host.state) }
    }

    func toastTimerFired(_ id: AlertRequestID, generation: UInt64) {
        step { $0.toastTimerFired(id, generation: generation) }
    }

    // MARK: - Loading

    func updateLoading(_ record: LoadingRecord, message: String?, progress: Double??) {
        step { $0.updateLoading(record, message: message, progress: progress) }
    }

    @discardableResult
    func endLoading(_ record: LoadingRecord, succeeded: Bool, replacedBy toast: ToastData?) -> ToastHandle? {
        guard record.isRunning else { return nil }
        return step { $0.endLoading(record, succeeded: succeeded, replacedBy: toast) }
    }

    func cancelLoading(_ operation: AlertRequestID, on host: AlertHost) -> Bool {
        step { $0.cancelLoading(operation, on: host.state) }
    }

    func loadingTimerFired() {
        step { $0.loadingTimerFired() }
    }
}
