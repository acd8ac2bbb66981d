/// One request made to an ``AlertCenter``: returned by `show`, it tells how the request ended
/// and can withdraw it.
///
/// ```swift
/// let handle = center.show(title: "Uploading…", buttons: [.cancel()])
/// upload.onFinish { handle.cancel() }      // withdraws it, wherever it is
/// let outcome = await handle.value         // or wait for the answer
/// ```
@MainActor
public final class AlertHandle: Identifiable, RequestHandle, AwaitableRequest {
    /// The request's identity.
    public nonisolated let id: AlertRequestID
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?
    /// The alert that was requested. Its buttons do not hold their actions
    /// (``AlertButton/hasAction`` tells which have one): the request keeps those apart, runs
    /// the tapped one, and lets go of them when it ends, so that a kept handle does not keep
    /// alive what the actions captured.
    public nonisolated let alert: AlertData
    /// The buttons shown for it: ``alert``'s, or the single "OK" of an alert given none, in
    /// the language of its center.
    nonisolated let presentedButtons: [AlertButton]
    /// The buttons' actions by index, while the request is pending and its alert has any.
    private var actions: [AlertButton.Action?]
    /// How the request ended, or `nil` while it is pending.
    public var outcome: AlertOutcome? { recordedOutcome }
    /// Whether the request has not ended yet. Declared here as well as by ``RequestHandle``: the
    /// alert lane asks it several times per request, and read through the protocol's
    /// extension the burst of 1,000 alerts measured about 10% slower.
    public var isPending: Bool { recordedOutcome == nil }
    /// Private storage behind ``outcome``: every access to it is in this module, so its
    /// exclusivity is proven when compiled, not checked at run time.
    private var recordedOutcome: AlertOutcome?

    /// The way to the center, while the request is pending. It does not keep the center
    /// alive: a center that no one else holds goes away and ends its pending requests
    /// ``AlertOutcome/hostGone`` (see ``AlertCenter``).
    private var link: CenterLink?
    var waiters: [CheckedContinuation<AlertOutcome, Never>] = []

    /// The alert the request is pending on, while it is pending: the one it made, or the one it
    /// joined by key.
    var record: AlertRecord?

    init(id: AlertRequestID, alert: AlertData, implicitButtons: [AlertButton], hostID: AlertHostID?, center: CenterLink) {
        self.id = id
        if let separated = alert.separatingActions() {
            self.alert = separated.alert
            actions = separated.actions
        } else {
            self.alert = alert
            actions = []
        }
        presentedButtons = alert.buttons.isEmpty ? implicitButtons : self.alert.buttons
        self.hostID = hostID
        link = center
    }

    /// Withdraws the request: it ends ``AlertOutcome/cancelled``. A waiting alert leaves the
    /// queue; a visible one is taken off the screen, unless other requests joined it by key.
    /// Does nothing once the request has ended.
    public func cancel() {
        link?.center?.cancelAlert(self)
    }

    /// Records the outcome and resumes every waiter; called once, by the center (or, for a
    /// center that went away, by its last words).
    ///
    /// - Returns: The actions the request no longer holds, for the caller to release once its
    ///   own state is whole: releasing an action may free a captured object whose `deinit`
    ///   calls back into the center.
    func finish(_ outcome: AlertOutcome) -> [AlertButton.Action?]? {
        recordedOutcome = outcome
        link = nil
        record = nil
        resumeWaiters(returning: outcome)
        guard !actions.isEmpty else { return nil }
        let released = actions
        actions = []
        return released
    }

    /// The action of the button at `index` among the buttons shown, while the request is
    /// pending.
    func action(at index: Int) -> AlertButton.Action? {
        actions.indices.contains(index) ? actions[index] : nil
    }
}
