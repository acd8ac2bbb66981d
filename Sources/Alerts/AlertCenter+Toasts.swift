/// Toasts: short, non-modal messages in a lane of their own beside alerts.
extension AlertCenter {
    // MARK: - Requests

    /// Requests a toast and returns at once. The handle tells how it ended and can withdraw it.
    ///
    /// ```swift
    /// center.showToast(ToastData(title: "Copied", style: .success, coalescingKey: "copied"))
    /// ```
    @discardableResult
    public func showToast(_ toast: ToastData) -> ToastHandle {
        requestToast(toast, owner: nil)
    }

    /// Requests a toast with a title, a style and an optional message.
    ///
    /// ```swift
    /// center.showToast("Saved", style: .success)
    /// ```
    @discardableResult
    public func showToast(_ title: String, message: String? = nil, style: ToastStyle = .info) -> ToastHandle {
        requestToast(ToastData(title: title, message: message, style: style), owner: nil)
    }

    /// Requests a toast and waits for its outcome. Cancelling the waiting task withdraws the
    /// request, which then ends ``ToastOutcome/cancelled``.
    ///
    /// ```swift
    /// let outcome = await center.presentToast(ToastData(title: "Archived", button: ToastButton("Undo")))
    /// if outcome == .actionTapped { mailbox.unarchive(message) }
    /// ```
    public func presentToast(_ toast: ToastData) async -> ToastOutcome {
        await requestToast(toast, owner: nil, withdrawn: Task.isCancelled).value
    }

    /// Requests a toast shown in `window` while that window has a host attached (else in the
    /// window the person is using). Unlike a toast requested through a host, it outlives the
    /// host it shows on, such as a sheet's, and moves to the host below.
    ///
    /// ```swift
    /// center.showToast(ToastData(title: "Copied"), in: window)
    /// ```
    @discardableResult
    public func showToast(_ toast: ToastData, in window: AlertWindowID) -> ToastHandle {
        requestToast(toast, owner: nil, window: window)
    }

    /// Requests a toast shown in `window`, as ``showToast(_:in:)`` does, and waits for its
    /// outcome. Cancelling the waiting task withdraws the request.
    public func presentToast(_ toast: ToastData, in window: AlertWindowID) async -> ToastOutcome {
        await requestToast(toast, owner: nil, window: window, withdrawn: Task.isCancelled).value
    }

    // MARK: - Inspection

    /// The visible toasts, in the order they appeared.
    public var visibleToasts: [ToastPresentation] { state.toastPresentations(state.toasts.visible) }

    /// The waiting toasts, in the order they will appear.
    public var queuedToasts: [ToastPresentation] { state.toastPresentations(state.toasts.queue.ordered) }

    /// The number of toast requests that have not ended yet.
    public var pendingToastCount: Int { state.toasts.admissions.pendingRequestCount }

    /// Whether the app counts as active: as last reported with ``setAppActive(_:)``, and with
    /// the scene of some host active (``AlertHost/setSceneActive(_:)``). Toasts' time stops
    /// while it does not.
    public var isAppActive: Bool { state.toasts.isAppActive && state.hosts.isAnySceneActive }

    /// Whether a screen reader is running, as last reported with
    /// ``setScreenReaderRunning(_:)`` or for any host (``AlertHost/setScreenReaderRunning(_:)``).
    /// Toasts are held while one runs for the app, and each while one runs for the host that
    /// shows it.
    public var isScreenReaderRunning: Bool {
        state.toasts.isScreenReaderRunning || state.attachedHosts.contains { $0.isScreenReaderRunning }
    }

    // MARK: - What the app reports

    /// Reports whether the app is active (in SwiftUI, `scenePhase == .active`). While it is not,
    /// the visible toasts' time stops; it goes on from where it stopped. An app whose windows
    /// share the center reports each window's scene on its host instead
    /// (``AlertHost/setSceneActive(_:)``).
    public func setAppActive(_ isActive: Bool) {
        step { $0.setAppActive(isActive) }
    }

    /// Reports whether a screen reader is running (VoiceOver). While one is, visible toasts
    /// stay until the person closes them or the reader stops; their time then goes on from
    /// where it stopped.
    public func setScreenReaderRunning(_ isRunning: Bool) {
        step { $0.setScreenReaderRunning(isRunning) }
    }
}
