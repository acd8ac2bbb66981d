/// A value a host publishes to its renderer, and the streams that follow it: each stream
/// receives the current value first, then each change, and finishes when the host detaches.
@MainActor
final class ValueBroadcast<Value: Sendable> {
    private(set) var value: Value
    private var continuations: [UInt64: AsyncStream<Value>.Continuation] = [:]
    private var lastContinuation: UInt64 = 0
    private var isFinished = false

    init(_ value: Value) {
        self.value = value
    }

    func makeStream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(value)
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        lastContinuation += 1
        let key = lastContinuation
        continuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[key] = nil }
        }
        return stream
    }

    func set(_ newValue: Value) {
        value = newValue
        guard !continuations.isEmpty else { return }
        for continuation in continuations.values {
            continuation.yield(newValue)
        }
    }

    /// Publishes `finalValue` and finishes every stream; later streams get it and finish.
    func finish(with finalValue: Value) {
        guard !isFinished else { return }
        set(finalValue)
        isFinished = true
        let finishing = continuations.values
        continuations = [:]
        for continuation in finishing {
            continuation.finish()
        }
    }
}
