import Foundation

/// The events ``TerminalInputReader`` hands to the program, in order, with a bound on how far
/// it reads ahead: before each read the reader waits while ``eventLimit`` events, or
/// ``byteLimit`` bytes of lines and pastes, wait to be taken. Input that comes faster than the
/// program takes it (`yes | program`) stays in the pipe, not in memory, and the writer waits.
///
/// The reader's thread adds events; the program's task takes them through an `AsyncStream`
/// (see ``TerminalSession/start()``). Taking an event that is there does not suspend, and the
/// reader is woken only once half the room is free, not for every event. Events added after
/// ``finish()`` are dropped; those before it are still taken, then the stream ends.
final class TerminalEventQueue: @unchecked Sendable {
    // A condition rather than an atomic or a Mutex: those need macOS 15 and iOS 18.
    private let condition = NSCondition()
    private var events: [TerminalEvent] = []
    /// The index in `events` of the next event to take; those before it were taken.
    private var head = 0
    private var bytes = 0
    private var isFinished = false
    private var isReaderWaiting = false
    /// The program's task, waiting for an event while there was none.
    private var taker: CheckedContinuation<TerminalEvent?, Never>?
    private var mostEventsHeld = 0
    private var mostBytesHeld = 0

    /// How many events may wait before the reader stops reading.
    let eventLimit: Int
    /// How many bytes of lines and pastes may wait before the reader stops reading.
    let byteLimit: Int

    init(eventLimit: Int = 1024, byteLimit: Int = 1 << 20) {
        self.eventLimit = max(1, eventLimit)
        self.byteLimit = max(1, byteLimit)
    }

    /// The most events and bytes that ever waited at once.
    var mostHeld: (events: Int, bytes: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (mostEventsHeld, mostBytesHeld)
    }

    /// Adds an event without waiting; it is dropped after ``finish()``.
    func yield(_ event: TerminalEvent) {
        condition.lock()
        guard !isFinished else {
            condition.unlock()
            return
        }
        if let taker {
            self.taker = nil
            condition.unlock()
            taker.resume(returning: event)
            return
        }
        events.append(event)
        bytes += Self.size(of: event)
        mostEventsHeld = max(mostEventsHeld, events.count - head)
        mostBytesHeld = max(mostBytesHeld, bytes)
        condition.unlock()
    }

    /// Ends the queue: the events in it are still taken, then `nil`; a reader waiting for
    /// room stops waiting.
    func finish() {
        condition.lock()
        isFinished = true
        let taker = head == events.count ? self.taker : nil
        if taker != nil { self.taker = nil }
        condition.broadcast()
        condition.unlock()
        taker?.resume(returning: nil)
    }

    /// Waits, on the reader's thread, until fewer than ``eventLimit`` events and
    /// ``byteLimit`` bytes wait. Returns `false` once the queue is finished: stop reading.
    func waitForRoom() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !isFinished, events.count - head >= eventLimit || bytes >= byteLimit {
            isReaderWaiting = true
            condition.wait()
        }
        isReaderWaiting = false
        return !isFinished
    }

    /// The next event, waiting for one when there is none; `nil` once the queue is finished
    /// and empty, or when the task taking it is cancelled. One taker at a time.
    func next() async -> TerminalEvent? {
        if let taken = takeWithoutWaiting() { return taken }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                condition.lock()
                if let event = take() {
                    condition.unlock()
                    continuation.resume(returning: event)
                } else if isFinished || Task.isCancelled {
                    condition.unlock()
                    continuation.resume(returning: nil)
                } else {
                    taker = continuation
                    condition.unlock()
                }
            }
        } onCancel: {
            condition.lock()
            let taker = self.taker
            self.taker = nil
            condition.unlock()
            taker?.resume(returning: nil)
        }
    }

    /// The next event, `.some(nil)` when the queue is finished and empty, `nil` when there is
    /// none yet.
    private func takeWithoutWaiting() -> TerminalEvent?? {
        condition.lock()
        defer { condition.unlock() }
        if let event = take() { return event }
        return isFinished ? .some(nil) : nil
    }

    /// Takes the next event, under the lock; wakes the reader once half the room is free.
    private func take() -> TerminalEvent? {
        guard head < events.count else { return nil }
        let event = events[head]
        head += 1
        bytes -= Self.size(of: event)
        if head == events.count {
            events.removeAll(keepingCapacity: events.capacity <= 4 * eventLimit)
            head = 0
        } else if head >= eventLimit, head * 2 >= events.count {
            events.removeSubrange(..<head)
            head = 0
        }
        if isReaderWaiting, events.count - head <= eventLimit / 2, bytes <= byteLimit / 2 {
            condition.signal()
        }
        return event
    }

    /// The bytes an event holds beyond its own size: a line's or a paste's text.
    private static func size(of event: TerminalEvent) -> Int {
        switch event {
        case .line(let text), .key(.paste(let text)): text.utf8.count
        default: 0
        }
    }
}
