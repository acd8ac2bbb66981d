/// One request made to an ``AlertCenter``: returned by `show`, it tells how the request ended
/// and can withdraw it.
///
/// ```swift
/// let handle = center.show(title: "Uploading…", buttons: [.cancel()])
/// upload.onFinish { handle.cancel() }      // withdraws it, wherever it is
/// let outcome = await handle.value         // or wait for the answer
/// ```
@MainActor
public final class AlertHandle: Identifiable {
    /// The request's identity.
    public nonisolated let id: AlertRequestID
    /// The alert that was requested. The queue entry and the presentations read it from here
    /// rather than keep copies of their own.
    public nonisolated let alert: AlertData
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?
    /// How the request ended, or `nil` while it is pending.
    @exclusivity(unchecked) public private(set) var outcome: AlertOutcome?

    /// The center, held while the request is pending so that an awaiting caller always resumes.
    @exclusivity(unchecked) private var center: AlertCenter?
    /// The queued or visible alert this request belongs to, while pending.
    @exclusivity(unchecked) var entry: AlertEntry?
    @exclusivity(unchecked) private var waiters: [CheckedContinuation<AlertOutcome, Never>] = []

    init(id: AlertRequestID, alert: AlertData, hostID: AlertHostID?, center: AlertCenter) {
        self.id = id
        self.alert = alert
        self.hostID = hostID
        self.center = center
    }

    /// Whether the request has not ended yet.
    public var isPending: Bool { outcome == nil }

    /// Withdraws the request: it ends ``AlertOutcome/cancelled``. A waiting alert leaves the
    /// queue; a visible one is taken off the screen, unless other requests joined it by key.
    /// Does nothing once the request has ended.
    public func cancel() {
        center?.end(self, with: .cancelled)
    }

    /// Waits for the request to end and returns its outcome.
    ///
    /// Cancelling the waiting task withdraws the request, which then ends
    /// ``AlertOutcome/cancelled`` (unless it ended otherwise first).
    public var value: AlertOutcome {
        get async {
            if let outcome { return outcome }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if let outcome {
                        continuation.resume(returning: outcome)
                    } else {
                        waiters.append(continuation)
                    }
                }
            } onCancel: {
                Task { @MainActor in self.cancel() }
            }
        }
    }

    /// Records the outcome and resumes every waiter. Called by the center exactly once.
    func finish(_ outcome: AlertOutcome) {
        self.outcome = outcome
        center = nil
        entry = nil
        let waiting = waiters
        waiters = []
        for continuation in waiting {
            continuation.resume(returning: outcome)
        }
    }
}
