/// Toasts and the loading indicator on a host: what the renderer shows, and what it reports.
///
/// Only the topmost host shows them, as only it shows alerts; a host below shows none. With
/// several windows (``AlertWindowID``), each window's topmost host shows the toasts requested
/// through that window.
///
/// ```swift
/// for await toasts in host.toastUpdates { render(toasts) }
/// for await loading in host.loadingUpdates { render(loading) }   // nil: no indicator
/// host.pauseToast(toast.id, for: .hover)        // the pointer entered it
/// host.resumeToast(toast.id, for: .hover)       // and left
/// host.dismissToast(toast.id)                   // a swipe
/// ```
extension AlertHost {
    /// The toasts this host must show now, in the order they appeared; none unless it is the
    /// topmost host (of its window, for the toasts requested through that window).
    public var toasts: [ToastPresentation] { state.toasts.value }

    /// The toasts this host must show, as they change: the current list first, then each
    /// change. Each access gives a new stream; it finishes when the host detaches.
    public var toastUpdates: AsyncStream<[ToastPresentation]> { state.toasts.makeStream() }

    /// The loading indicator this host must show now, or `nil`.
    public var loading: LoadingPresentation? { state.loading.value }

    /// The loading indicator this host must show, as it changes: the current value first, then
    /// each change; `nil` means none. Each access gives a new stream; it finishes when the host
    /// detaches.
    public var loadingUpdates: AsyncStream<LoadingPresentation?> { state.loading.makeStream() }

    /// Requests a toast that lives as long as this host: it ends ``ToastOutcome/hostGone`` if
    /// the host detaches first. It is shown on the topmost host of this host's window, which
    /// may be another one.
    @discardableResult
    public func showToast(_ toast: ToastData) -> ToastHandle {
        center.requestToast(toast, owner: self)
    }

    /// Requests a toast through this host and waits for its outcome. Cancelling the waiting
    /// task withdraws it.
    public func presentToast(_ toast: ToastData) async -> ToastOutcome {
        await center.requestToast(toast, owner: self, withdrawn: Task.isCancelled).value
    }

    /// Reports that the person tapped a toast's button: the toast ends
    /// ``ToastOutcome/actionTapped`` and the button's action runs.
    ///
    /// - Returns: Whether it was taken: `false` for a toast this host does not show now, or one
    ///   without a button.
    @discardableResult
    public func tapToastButton(_ toast: AlertRequestID) -> Bool {
        center.tapToastButton(toast, on: self)
    }

    /// Reports that the person closed a toast (a swipe, a close button): it ends
    /// ``ToastOutcome/dismissed``.
    ///
    /// - Returns: Whether it was taken: `false` for a toast this host does not show now.
    @discardableResult
    public func dismissToast(_ toast: AlertRequestID) -> Bool {
        center.dismissToast(toast, on: self)
    }

    /// Holds a visible toast's time for `reason`: a touch, a hover, or an announcement not yet
    /// finished. The time goes on from where it stopped once every reason is resumed.
    ///
    /// - Returns: Whether it was taken: `false` for a toast this host does not show now, or a
    ///   reason the center tracks itself (``ToastPauseReason/isReportedPerToast``).
    @discardableResult
    public func pauseToast(_ toast: AlertRequestID, for reason: ToastPauseReason) -> Bool {
        center.setToastPause(toast, reason: reason, isPaused: true, on: self)
    }

    /// Ends a hold reported with ``pauseToast(_:for:)``.
    @discardableResult
    public func resumeToast(_ toast: AlertRequestID, for reason: ToastPauseReason) -> Bool {
        center.setToastPause(toast, reason: reason, isPaused: false, on: self)
    }

    /// Reports that the person tapped the loading indicator's Cancel button for `operation`:
    /// the operation's task is cancelled. Its indicator stays until the operation ends.
    ///
    /// - Returns: Whether it was taken: `false` when this host does not show the indicator,
    ///   `operation` is not the one it shows, or that one offers no Cancel.
    @discardableResult
    public func cancelLoading(_ operation: AlertRequestID) -> Bool {
        center.cancelLoading(operation, on: self)
    }
}
