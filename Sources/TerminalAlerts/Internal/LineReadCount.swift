import Foundation

/// How many lines the input reader has read so far, counted on its thread as each is read and
/// read on the main actor: it tells which prompt was on screen when a line was typed, however
/// long the line then waited to be handled.
final class LineReadCount: @unchecked Sendable {
    // A lock rather than an atomic: atomics need macOS 15 and iOS 18.
    private let lock = NSLock()
    private var count = 0

    /// The lines read so far.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Counts one more line; called before the line is handed on.
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
