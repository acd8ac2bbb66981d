/// A request a caller can await: its outcome, once it has one, and the callers waiting for it.
@MainActor
protocol AwaitableRequest: AnyObject, Sendable {
    associatedtype Outcome: Sendable

    /// The outcome, once the request has ended.
    var outcome: Outcome? { get }
    /// The callers waiting for the outcome.
    var waiters: [CheckedContinuation<Outcome, Never>] { get set }
    /// Withdraws the request; it does nothing once the request has ended.
    func cancel()
}

extension AwaitableRequest {
    /// Waits for the request to end and returns its outcome; cancelling the waiting task
    /// withdraws the request.
    func awaitOutcome() async -> Outcome {
        if let outcome { return outcome }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let outcome {
                    continuation.resume(returning: outcome)
                } else {
                    var updated = waiters
                    waiters = []
                    updated.append(continuation)
                    waiters = updated
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel() }
        }
    }

    /// Resumes every waiting caller with `outcome`.
    func resumeWaiters(returning outcome: Outcome) {
        guard !waiters.isEmpty else { return }
        let waiting = waiters
        waiters = []
        for continuation in waiting {
            continuation.resume(returning: outcome)
        }
    }
}
