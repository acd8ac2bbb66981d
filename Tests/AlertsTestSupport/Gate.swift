/// Work a test holds open: `wait()` suspends until the test opens the gate, or throws
/// `CancellationError` once the waiting task is cancelled (only that task's wait ends).
@MainActor
public final class Gate {
    private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0
    private var isOpen = false
    /// Whether a wait has ended by cancellation.
    public private(set) var sawCancellation = false

    /// How many waits are suspended now.
    public var waiting: Int { waiters.count }

    public init() {}

    public func wait() async throws {
        if isOpen { return }
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if isOpen {
                    continuation.resume()
                } else if Task.isCancelled {
                    sawCancellation = true
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
    }

    /// Lets every wait, now and later, go on.
    public func open() {
        isOpen = true
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.continuation.resume() }
    }

    /// Makes later waits suspend again.
    public func close() {
        isOpen = false
    }

    private func cancel(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        sawCancellation = true
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
