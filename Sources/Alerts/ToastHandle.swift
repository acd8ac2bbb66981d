/// One toast request made to an ``AlertCenter``: returned by `showToast`, it tells how the
/// request ended and can withdraw it.
///
/// ```swift
/// let handle = center.showToast("Uploading in the background")
/// upload.onFinish { handle.cancel() }      // takes it away, wherever it is
/// let outcome = await handle.value         // or wait for its end
/// ```
@MainActor
public final class ToastHandle: Identifiable, RequestHandle, AwaitableRequest {
    /// The request's identity, numbered with the center's alert requests.
    public nonisolated let id: AlertRequestID
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?
    /// The window it shows in: its host's, or the one it was requested for; `nil` for the
    /// window the person is using.
    let window: AlertWindowID?
    /// The toast that was requested. Its button holds no action (``ToastButton/hasAction``
    /// tells whether it had one): the request keeps the action apart and lets go of it when it
    /// ends.
    public nonisolated let toast: ToastData
    /// How the request ended, or `nil` while it is pending.
    public var outcome: ToastOutcome? { recordedOutcome }
    /// Private storage behind ``outcome``: every access to it is in this module, so its
    /// exclusivity is proven when compiled, not checked at run time.
    private var recordedOutcome: ToastOutcome?

    /// The button's action, while the request is pending.
    var action: ToastButton.Action?
    /// The toast the request made or updated, while the request is pending.
    var record: ToastRecord?
    /// The way to the center, while the request is pending; it does not keep the center alive.
    private var link: CenterLink?
    var waiters: [CheckedContinuation<ToastOutcome, Never>] = []

    init(id: AlertRequestID, toast: ToastData, hostID: AlertHostID?, window: AlertWindowID?, center: CenterLink) {
        self.id = id
        let separated = toast.separatingAction()
        self.toast = separated.toast
        action = separated.action
        self.hostID = hostID
        self.window = window
        link = center
    }

    /// Withdraws the request: it ends ``ToastOutcome/cancelled``. The toast leaves the screen
    /// or the queue, unless other requests updated it by key and are still pending. Does
    /// nothing once the request has ended.
    public func cancel() {
        link?.center?.cancelToast(self)
    }

    /// Records the outcome and resumes every waiter; called once, by the center (or, for a
    /// center that went away, by its last words).
    ///
    /// - Returns: The action the request no longer holds, for the caller to release once its
    ///   own state is whole.
    func finish(_ outcome: ToastOutcome) -> ToastButton.Action? {
        recordedOutcome = outcome
        link = nil
        record = nil
        resumeWaiters(returning: outcome)
        let released = action
        action = nil
        return released
    }
}
