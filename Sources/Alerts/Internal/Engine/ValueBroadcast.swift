/// A value a host publishes to its renderer, and the streams that follow it: each stream
/// receives the current value first, then each change, and finishes when the host detaches.
///
/// The list of streams and the value change through local copies (``ChangedThroughCopies``):
/// publishing checks no access at run time.
@MainActor
final class ValueBroadcast<Value: Sendable>: ChangedThroughCopies {
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
        change(\.continuations, emptied: [:]) { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in _ = self?.change(\.continuations, emptied: [:]) { $0.removeValue(forKey: key) } }
        }
        return stream
    }

    func set(_ newValue: Value) {
        // Exchanged rather than assigned: an assignment destroys the value it replaces while
        // it holds the access, and a value the compiler cannot see into (a sheet's content is
        // `any Sendable`) may run code as it goes, so every access to `value` would be checked
        // at run time.
        _ = exchange(\.value, with: newValue)
        guard !continuations.isEmpty else { return }
        let receiving = continuations.values
        for continuation in receiving {
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
