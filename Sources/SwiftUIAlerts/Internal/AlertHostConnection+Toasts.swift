import Alerts

extension AlertHostConnection {
    /// The center toasts and loading go to: the one `.showAlertView()` attaches to, or that of
    /// the host given to ``ShowToastAction/init(host:)``; `nil` with no `.showAlertView()` above.
    private var toastCenter: AlertCenter? { center ?? host?.center }

    /// Requests `toast` on the center for this window, so that it outlives the sheet it was
    /// requested from and moves to the host below when that sheet closes, and shows in the
    /// window it was requested from. With no `.showAlertView()` above, the
    /// warning names the fix and the request ends ``ToastOutcome/rejected(_:)`` with
    /// ``RequestRejection/noHost``.
    func requestToast(_ toast: ToastData, from callSite: AlertCallSite) -> ToastHandle {
        if let toastCenter {
            return toastCenter.showToast(toast, in: window)
        }
        warnOfNoToastHost(at: callSite, toast: toast)
        return rejectingCenter().showToast(toast)
    }

    /// Requests `toast` as ``requestToast(_:from:)`` does and waits for its outcome.
    func presentToast(_ toast: ToastData, from callSite: AlertCallSite) async -> ToastOutcome {
        if let toastCenter {
            return await toastCenter.presentToast(toast, in: window)
        }
        warnOfNoToastHost(at: callSite, toast: toast)
        return await rejectingCenter().presentToast(toast)
    }

    /// The center that runs loading operations. With no `.showAlertView()` above, the warning
    /// names the fix and the work runs on a center no host shows, with no indicator.
    func loadingCenter(from callSite: AlertCallSite, message: String) -> AlertCenter {
        if let toastCenter {
            return toastCenter
        }
        warnOnce(
            at: callSite,
            "withLoading was called at \(callSite) with no .showAlertView() above the view, so the loading indicator “\(message)” cannot be shown; the work runs without it. Apply .showAlertView() at the root of the view hierarchy."
        )
        return rejectingCenter()
    }

    private func warnOfNoToastHost(at callSite: AlertCallSite, toast: ToastData) {
        warnOnce(
            at: callSite,
            "showToast was called at \(callSite) with no .showAlertView() above the view, so the toast “\(toast.title)” cannot be shown; apply .showAlertView() at the root of the view hierarchy."
        )
    }

    // MARK: - What the person does

    /// The person tapped the button of toast `id`.
    func tapToastButton(_ id: AlertRequestID) {
        host?.tapToastButton(id)
    }

    /// The person closed toast `id`.
    func dismissToast(_ id: AlertRequestID) {
        host?.dismissToast(id)
    }

    /// The pointer or a finger went onto (`true`) or off (`false`) toast `id`: its time stops
    /// while it is there.
    func setToast(_ id: AlertRequestID, pausedFor reason: ToastPauseReason, _ isPaused: Bool) {
        if isPaused {
            host?.pauseToast(id, for: reason)
        } else {
            host?.resumeToast(id, for: reason)
        }
    }

    /// The person tapped Cancel on the loading indicator of `operation`.
    func cancelLoading(_ operation: AlertRequestID) {
        host?.cancelLoading(operation)
    }
}
