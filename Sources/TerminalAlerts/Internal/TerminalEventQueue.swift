import Foundation

/// The events ``TerminalInputReader`` hands to the program, in order, with a bound on how far
/// it reads ahead: the reader reads only while fewer than ``eventLimit`` events, and fewer
/// than ``byteLimit`` bytes of lines and pastes, wait to be taken (``hasRoom()``), and is woken
/// through `wakesReader` once half the room is free again. Input that comes faster than the
/// program takes it (`yes | program`) stays in the pipe, not in memory, and the writer waits.
/// The reader never blocks on the queue: it waits in `poll`, where a signal's byte still
/// reaches it.
///
/// An interrupt or a termination (SIGINT, SIGTERM, SIGHUP) goes ahead of the lines and keys
/// already read, behind earlier signals only: a program ends promptly, not after a script's
/// read-ahead. ``waitForTermination()`` lets work the program awaits be cancelled by one.
///
/// The reader's thread adds events; the program's task takes them through an `AsyncStream`
/// (see ``TerminalSession/start()``). Taking an event that is there does not suspend. Events
/// added after ``finish()`` are dropped; those before it are still taken, then the stream ends.
final class TerminalEventQueue: @unchecked Sendable {
    // A lock rather than an atomic or a Mutex: those need macOS 15 and iOS 18.
    private let lock = NSLock()
    private var events: [TerminalEvent] = []
    /// The index in `events` of the next event to take; those before it were taken.
    private var head = 0
    private var bytes = 0
    private var finished = false
    private var isReaderWaiting = false
    /// The program's task, waiting for an event while there was none.
    private var taker: CheckedContinuation<TerminalEvent?, Never>?
    /// How many interrupts and terminations wait at the front of `events`.
    private var signalsWaiting = 0
    /// Tasks in ``waitForTermination()``, by a number of their own.
    private var terminationWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterNumber = 0
    /// Tells the reader, through its wake pipe, that it may read again.
    private let wakesReader: @Sendable () -> Void
    private var mostEventsHeld = 0
    private var mostBytesHeld = 0

    /// How many events may wait before the reader stops reading.
    let eventLimit: Int
    /// How many bytes of lines and pastes may wait before the reader stops reading.
    let byteLimit: Int

    /// - Parameter wakesReader: Called, under the queue's lock and never after ``finish()``,
    ///   when the reader found no room and half of it is free again; it must not block.
    init(eventLimit: Int = 1024, byteLimit: Int = 1 << 20, wakesReader: @escaping @Sendable () -> Void = {}) {
        self.eventLimit = max(1, eventLimit)
        self.byteLimit = max(1, byteLimit)
        self.wakesReader = wakesReader
    }

    /// Whether ``finish()`` was called.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// The most events and bytes that ever waited at once.
    var mostHeld: (events: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (mostEventsHeld, mostBytesHeld)
    }

    /// Adds an event without waiting; it is dropped after ``finish()``.
    /// An interrupt or a termination goes ahead of the events that are not signals.
    func yield(_ event: TerminalEvent) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        let isSignal = Self.isSignal(event)
        var waiters: [CheckedContinuation<Void, Never>] = []
        if isSignal {
            waiters = Array(terminationWaiters.values)
            terminationWaiters = [:]
        }
        if let taker {
            self.taker = nil
            lock.unlock()
            taker.resume(returning: event)
            for waiter in waiters { waiter.resume() }
            return
        }
        if isSignal {
            events.insert(event, at: head + signalsWaiting)
            signalsWaiting += 1
        } else {
            events.append(event)
        }
        bytes += Self.size(of: event)
        mostEventsHeld = max(mostEventsHeld, events.count - head)
        mostBytesHeld = max(mostBytesHeld, bytes)
        lock.unlock()
        for waiter in waiters { waiter.resume() }
    }

    /// Ends the queue: the events in it are still taken, then `nil`; tasks waiting for a
    /// termination stop waiting. The reader is not woken: it stops at the session's own wake.
    func finish() {
        lock.lock()
        finished = true
        let taker = head == events.count ? self.taker : nil
        if taker != nil { self.taker = nil }
        let waiters = terminationWaiters.values
        terminationWaiters = [:]
        lock.unlock()
        taker?.resume(returning: nil)
        for waiter in waiters { waiter.resume() }
    }

    /// Whether the reader may read now: fewer than ``eventLimit`` events and ``byteLimit``
    /// bytes wait. When not, `wakesReader` is called once half the room is free.
    func hasRoom() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let isFull = events.count - head >= eventLimit || bytes >= byteLimit
        isReaderWaiting = isFull
        return !isFull
    }

    /// Returns once an interrupt or a termination is in the queue (it stays there, for the
    /// program to take) or was handed to the program, once the queue is finished, or once the
    /// waiting task is cancelled.
    func waitForTermination() async {
        let number = lock.withLock {
            defer { nextWaiterNumber += 1 }
            return nextWaiterNumber
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                lock.lock()
                if signalsWaiting > 0 || finished || Task.isCancelled {
                    lock.unlock()
                    waiter.resume()
                } else {
                    terminationWaiters[number] = waiter
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            let waiter = terminationWaiters.removeValue(forKey: number)
            lock.unlock()
            waiter?.resume()
        }
    }

    /// The next event, waiting for one when there is none; `nil` once the queue is finished
    /// and empty, or when the task taking it is cancelled. One taker at a time.
    func next() async -> TerminalEvent? {
        if let taken = takeWithoutWaiting() { return taken }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let event = take() {
                    lock.unlock()
                    continuation.resume(returning: event)
                } else if finished || Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    taker = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            let taker = self.taker
            self.taker = nil
            lock.unlock()
            taker?.resume(returning: nil)
        }
    }

    /// The next event, `.some(nil)` when the queue is finished and empty, `nil` when there is
    /// none yet.
    private func takeWithoutWaiting() -> TerminalEvent?? {
        lock.lock()
        defer { lock.unlock() }
        if let event = take() { return event }
        return finished ? .some(nil) : nil
    }

    /// Takes the next event, under the lock; wakes the reader once half the room is free.
    private func take() -> TerminalEvent? {
        guard head < events.count else { return nil }
        let event = events[head]
        head += 1
        if signalsWaiting > 0 { signalsWaiting -= 1 }
        bytes -= Self.size(of: event)
        if head == events.count {
            events.removeAll(keepingCapacity: events.capacity <= 4 * eventLimit)
            head = 0
        } else if head >= eventLimit, head * 2 >= events.count {
            events.removeSubrange(..<head)
            head = 0
        }
        if isReaderWaiting, !finished, events.count - head <= eventLimit / 2, bytes <= byteLimit / 2 {
            isReaderWaiting = false
            wakesReader()
        }
        return event
    }

    private static func isSignal(_ event: TerminalEvent) -> Bool {
        switch event {
        case .interrupted, .terminated: true
        default: false
        }
    }

    /// The bytes an event holds beyond its own size: a line's or a paste's text.
    private static func size(of event: TerminalEvent) -> Int {
        switch event {
        case .line(let text), .key(.paste(let text)): text.utf8.count
        default: 0
        }
    }
}
