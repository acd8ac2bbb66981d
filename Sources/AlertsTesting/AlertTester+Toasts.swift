import Alerts

/// Toasts and the loading indicator in a test: read what shows and what waits, tap a toast's
/// button, close it, hold it as a touch or a hover does, and move time, all on the manual
/// clock.
///
/// ```swift
/// model.saveTapped()
/// tester.advance(by: .milliseconds(400))           // past the grace time
/// #expect(tester.loading?.message == "Saving…")
/// await model.saveFinished()
/// #expect(tester.visibleToasts.map(\.toast.title) == ["Saved"])
/// tester.advance(by: .seconds(2))
/// #expect(tester.toastOutcomes == [.timedOut])
/// ```
extension AlertTester {
    /// The visible toasts, in the order they appeared.
    public var visibleToasts: [ToastPresentation] { center.visibleToasts }

    /// The waiting toasts, in the order they will appear.
    public var queuedToasts: [ToastPresentation] { center.queuedToasts }

    /// The loading indicator as it shows now, or `nil`.
    public var loading: LoadingPresentation? { center.loading }

    /// The outcomes of the toast requests that have ended, in the order they ended.
    public var toastOutcomes: [ToastOutcome] {
        events.compactMap(\.toastOutcome)
    }

    /// How a toast request ended, or `nil` while it is pending (or was never made).
    public func toastOutcome(of request: AlertRequestID) -> ToastOutcome? {
        events.first { $0.request == request && $0.toastOutcome != nil }?.toastOutcome
    }

    /// The first visible toast titled `title`.
    public func toast(titled title: String) throws(AlertTesterError) -> ToastPresentation {
        let visible = center.visibleToasts
        guard let toast = visible.first(where: { $0.toast.title == title }) else {
            throw .noToast(titled: title, visible: visible.map(\.toast.title))
        }
        return toast
    }

    /// Taps the button of the visible toast titled `title`: it ends
    /// ``/Alerts/ToastOutcome/actionTapped`` and the button's action runs.
    public func tapToastButton(_ title: String) throws(AlertTesterError) {
        let toast = try toast(titled: title)
        guard toast.toast.button != nil else { throw .noToastButton(toast: title) }
        guard showingHost.tapToastButton(toast.id) else { throw .toastNotOnAnyHost(toast: title) }
    }

    /// Closes the visible toast titled `title`, as a swipe does: it ends
    /// ``/Alerts/ToastOutcome/dismissed``.
    public func dismissToast(_ title: String) throws(AlertTesterError) {
        guard showingHost.dismissToast(try toast(titled: title).id) else { throw .toastNotOnAnyHost(toast: title) }
    }

    /// Holds the time of the visible toast titled `title`, as a touch (the default), a hover
    /// or an announcement not yet finished does.
    public func pauseToast(_ title: String, for reason: ToastPauseReason = .touch) throws(AlertTesterError) {
        guard reason.isReportedPerToast else { throw .toastPauseReasonNotPerToast(reason) }
        guard showingHost.pauseToast(try toast(titled: title).id, for: reason) else { throw .toastNotOnAnyHost(toast: title) }
    }

    /// Ends a hold made with ``pauseToast(_:for:)``: the toast's time goes on from where it
    /// stopped.
    public func resumeToast(_ title: String, for reason: ToastPauseReason = .touch) throws(AlertTesterError) {
        guard reason.isReportedPerToast else { throw .toastPauseReasonNotPerToast(reason) }
        guard showingHost.resumeToast(try toast(titled: title).id, for: reason) else { throw .toastNotOnAnyHost(toast: title) }
    }

    /// Taps the loading indicator's Cancel button: the newest operation's task is cancelled.
    public func cancelLoading() throws(AlertTesterError) {
        guard let loading = center.loading else { throw .noLoadingIndicator }
        guard loading.isCancellable else { throw .loadingNotCancellable(message: loading.message) }
        guard showingHost.cancelLoading(loading.operation) else { throw .loadingNotOnAnyHost(message: loading.message) }
    }

    /// The host toasts and the indicator show on: the topmost.
    private var showingHost: AlertHost { center.topmostHost ?? host }
}
