/// Work a test holds open: `wait()` suspends until the test opens the gate, or throws
/// `CancellationError` once the waiting task is cancelled.
@MainActor
final class Gate {
    private var waiters: [CheckedContinuation<Void, any Error>] = []
    private var isOpen = false
    private(set) var sawCancellation = false

    var waiting: Int { waiters.count }

    func wait() async throws {
        if isOpen { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if isOpen {
                    continuation.resume()
                } else if Task.isCancelled {
                    sawCancellation = true
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append(continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiters() }
        }
    }

    func open() {
        isOpen = true
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    private func cancelWaiters() {
        guard !waiters.isEmpty else { return }
        sawCancellation = true
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(throwing: CancellationError()) }
    }
}
