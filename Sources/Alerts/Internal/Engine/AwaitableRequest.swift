/// A handle its callers wait in: the continuations ``RequestHandle/value`` resumes once the
/// request ends.
@MainActor
protocol AwaitableRequest: RequestHandle {
    /// The callers waiting for the outcome.
    var waiters: [CheckedContinuation<Outcome, Never>] { get set }
}

extension AwaitableRequest {
    /// Waits for the request to end and returns its outcome; cancelling the waiting task
    /// withdraws the request. Public as every handle's ``RequestHandle/value``, which it
    /// implements once for all of them.
    public var value: Outcome {
        get async {
            if let outcome { return outcome }
            return await waitForOutcome()
        }
    }

    private func waitForOutcome() async -> Outcome {
        await withTaskCancellationHandler {
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
