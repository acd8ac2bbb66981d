import Foundation
import Testing

@testable import TerminalAlerts

/// The input reader reads ahead within a bound: a pipe that writes faster than the program
/// takes events (`yes | program`) waits, in the pipe, instead of filling memory. Signals that
/// end the program go ahead of what was read, and reach it while the queue is full.
@Suite struct TerminalEventQueueTests {
    /// Runs a body on a thread of its own, as the reader runs.
    private func onThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.start()
    }

    /// Waits, as the reader does between reads, until the queue has room (the queue signals
    /// `woken`); `false` once the queue is finished, which wakes no one.
    private func waitForRoom(_ queue: TerminalEventQueue, woken: DispatchSemaphore) -> Bool {
        while !queue.hasRoom() {
            if queue.isFinished { return false }
            _ = woken.wait(timeout: .now() + .milliseconds(5))
        }
        return !queue.isFinished
    }

    @Test func aReaderWaitsForRoomAndEveryEventArrivesInOrder() async {
        let woken = DispatchSemaphore(value: 0)
        let queue = TerminalEventQueue(eventLimit: 8, byteLimit: 1 << 20) { woken.signal() }
        onThread {
            for batch in 0..<1000 {
                guard waitForRoom(queue, woken: woken) else { return }
                for index in 0..<4 { queue.yield(.line("\(batch * 4 + index)")) }
            }
            queue.finish()
        }
        var taken: [TerminalEvent] = []
        while let event = await queue.next() {
            taken.append(event)
            if taken.count.isMultiple(of: 100) { await Task.yield() }
        }
        #expect(taken == (0..<4000).map { .line("\($0)") })
        #expect(queue.mostHeld.events <= 8 + 4 - 1)
    }

    @Test func bytesOfLinesCountTowardTheBoundToo() async {
        let woken = DispatchSemaphore(value: 0)
        let queue = TerminalEventQueue(eventLimit: 1000, byteLimit: 1000) { woken.signal() }
        let line = String(repeating: "x", count: 300)
        onThread {
            for _ in 0..<100 {
                guard waitForRoom(queue, woken: woken) else { return }
                queue.yield(.line(line))
            }
            queue.finish()
        }
        var count = 0
        while await queue.next() != nil { count += 1 }
        #expect(count == 100)
        #expect(queue.mostHeld.bytes < 1000 + 300)
    }

    @Test func aFullQueueWakesTheReaderOnceHalfIsTakenAndNeverAfterItFinished() async {
        let wakes = WakeCount()
        let queue = TerminalEventQueue(eventLimit: 4, byteLimit: 1 << 20) { wakes.add() }
        for index in 0..<4 { queue.yield(.line("\(index)")) }
        #expect(!queue.hasRoom())
        #expect(await queue.next() == .line("0"))
        #expect(wakes.count == 0, "three still wait: more than half the bound")
        #expect(await queue.next() == .line("1"))
        #expect(wakes.count == 1)
        #expect(queue.hasRoom())
        queue.yield(.line("4"))
        queue.yield(.line("5"))
        #expect(!queue.hasRoom())
        queue.finish()
        queue.yield(.line("dropped"))
        for expected in ["2", "3", "4", "5"] { #expect(await queue.next() == .line(expected)) }
        #expect(await queue.next() == nil)
        #expect(wakes.count == 1, "a finished queue's reader is stopped by the session, not woken")
    }

    @Test func aTerminationOrInterruptGoesAheadOfTheInputReadBeforeItInTheOrderOfTheSignals() async {
        let queue = TerminalEventQueue()
        queue.yield(.line("a"))
        queue.yield(.key(.character("b")))
        queue.yield(.terminated(signal: SIGTERM))
        queue.yield(.line("c"))
        queue.yield(.interrupted)
        queue.yield(.resized(TerminalSize(columns: 80, rows: 24)))
        var taken: [TerminalEvent] = []
        for _ in 0..<6 {
            if let event = await queue.next() { taken.append(event) }
        }
        #expect(
            taken == [
                .terminated(signal: SIGTERM), .interrupted, .line("a"), .key(.character("b")), .line("c"),
                .resized(TerminalSize(columns: 80, rows: 24)),
            ])
    }

    @Test func waitingForATerminationEndsWhenOneArrivesIsAlreadyQueuedOrTheQueueFinishes() async {
        let queue = TerminalEventQueue()
        let waiter = Task { await queue.waitForTermination() }
        queue.yield(.line("a"))
        queue.yield(.terminated(signal: SIGHUP))
        await waiter.value
        await queue.waitForTermination()  // still queued: returns at once
        #expect(await queue.next() == .terminated(signal: SIGHUP), "the signal stays for the program")
        #expect(await queue.next() == .line("a"))
        let another = Task { await queue.waitForTermination() }
        queue.finish()
        await another.value
    }

    @Test func aCancelledWaitForATerminationReturnsAndLeavesTheQueueAlone() async {
        let queue = TerminalEventQueue()
        let waiter = Task { await queue.waitForTermination() }
        waiter.cancel()
        await waiter.value
        let cancelledBeforeItStarts = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await queue.waitForTermination()
        }
        await cancelledBeforeItStarts.value
        queue.yield(.interrupted)
        #expect(await queue.next() == .interrupted)
    }

    @Test func aTakerWaitingForAnEventGetsTheNextOneOrTheEnd() async {
        let queue = TerminalEventQueue()
        onThread {
            usleep(20_000)
            queue.yield(.endOfInput)
            queue.finish()
        }
        #expect(await queue.next() == .endOfInput)
        #expect(await queue.next() == nil)
    }

    @Test func cancellingTheTaskThatWaitsForAnEventEndsItsWait() async {
        let queue = TerminalEventQueue()
        let taker = Task { await queue.next() }
        try? await Task.sleep(for: .milliseconds(20))
        taker.cancel()
        #expect(await taker.value == nil)
        queue.yield(.endOfInput)
        #expect(await queue.next() == .endOfInput, "the queue goes on for another taker")
    }

    /// A million short lines through a real pipe and the reader, taken one at a time: the
    /// reader never holds more than its bound and one read, and no line is lost.
    @Test func theReaderHoldsABoundedNumberOfLinesFromAFastPipe() async throws {
        var input: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0 && pipe(&wake) == 0)
        let wakeWriter = wake[1]
        let queue = TerminalEventQueue(eventLimit: 64, byteLimit: 1 << 20) {
            var room = TerminalRestoration.WakeReason.roomToRead.rawValue
            _ = write(wakeWriter, &room, 1)
        }
        let lines = 1_000_000
        let writer = input[1]
        onThread {
            var bytes = Array(String(repeating: "x\n", count: lines).utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                guard written > 0 else { break }
                bytes = bytes.dropFirst(written)
            }
            close(writer)
        }
        TerminalInputReader.start(
            input: input[0],
            sizeDescriptor: -1,
            decodesKeys: false,
            wakeDescriptor: wake[0],
            continuation: queue,
            linesRead: LineReadCount(),
            onSuspend: {},
            onContinue: {}
        )
        var count = 0
        var others: [TerminalEvent] = []
        while let event = await queue.next() {
            if event == .line("x") {
                count += 1
                if count.isMultiple(of: 1000) { await Task.yield() }
            } else {
                others.append(event)
                if event == .endOfInput { break }
            }
        }
        #expect(count == lines)
        #expect(others == [.endOfInput])
        #expect(queue.mostHeld.events <= 64 + 4096, "at most the bound and one read of 4 KB")
        var stop = TerminalRestoration.WakeReason.stop.rawValue
        _ = write(wake[1], &stop, 1)
        close(wake[1])
        close(input[0])
    }

    /// Lines fill the queue and no one takes them: a termination written to the wake pipe, as
    /// the signal handler writes it, still reaches the program, ahead of the lines.
    @Test func aSignalReachesTheProgramWhileTheReadAheadIsFull() async throws {
        var input: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0 && pipe(&wake) == 0)
        let wakeWriter = wake[1]
        let queue = TerminalEventQueue(eventLimit: 2, byteLimit: 1 << 20) {
            var room = TerminalRestoration.WakeReason.roomToRead.rawValue
            _ = write(wakeWriter, &room, 1)
        }
        let lines = Array(String(repeating: "x\n", count: 100).utf8)
        #expect(lines.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } == lines.count)
        TerminalInputReader.start(
            input: input[0], sizeDescriptor: -1, decodesKeys: false, wakeDescriptor: wake[0], continuation: queue,
            linesRead: LineReadCount(), onSuspend: {}, onContinue: {})
        while queue.mostHeld.events < 2 { try await Task.sleep(for: .milliseconds(1)) }
        var terminated = TerminalRestoration.WakeReason.terminated.rawValue
        _ = write(wakeWriter, &terminated, 1)
        let arrived = Task { await queue.waitForTermination() }
        let limit = Task {
            try? await Task.sleep(for: .seconds(20))
            arrived.cancel()
        }
        await arrived.value
        limit.cancel()
        #expect(await queue.next() == .terminated(signal: SIGTERM), "ahead of the lines, well before the time limit")
        var stop = TerminalRestoration.WakeReason.stop.rawValue
        _ = write(wakeWriter, &stop, 1)
        close(wakeWriter)
        close(input[1])
        close(input[0])
    }
}

extension TerminalEventQueueTests {
    /// The session finishes the queue, then writes "stop" to the wake pipe: a reader that
    /// woke in between and left, closing its end, would make that write raise SIGPIPE and kill
    /// the program as it ends (seen as a demo ended by signal 13 instead of the one it got).
    @Test func aReaderOfAFinishedQueueKeepsItsEndOfTheWakePipeUntilTheSessionsStop() async throws {
        var input: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0 && pipe(&wake) == 0)
        let queue = TerminalEventQueue()
        TerminalInputReader.start(
            input: input[0], sizeDescriptor: -1, decodesKeys: false, wakeDescriptor: wake[0], continuation: queue,
            linesRead: LineReadCount(), onSuspend: {}, onContinue: {})
        queue.finish()
        var line = Array("x\n".utf8)
        _ = write(input[1], &line, line.count)
        var room = TerminalRestoration.WakeReason.roomToRead.rawValue
        _ = write(wake[1], &room, 1)
        try await Task.sleep(for: .milliseconds(100))
        #expect(fcntl(wake[0], F_GETFD) != -1, "the reader's end is still open")
        var stop = TerminalRestoration.WakeReason.stop.rawValue
        #expect(write(wake[1], &stop, 1) == 1)
        let clock = ContinuousClock()
        let limit = clock.now + .seconds(20)
        while fcntl(wake[0], F_GETFD) != -1, clock.now < limit {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(fcntl(wake[0], F_GETFD) == -1, "the reader closed its end at the stop")
        close(wake[1])
        close(input[1])
        close(input[0])
    }
}

/// Counts the queue's wakes of its reader.
private final class WakeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }

    var count: Int { lock.withLock { value } }
}
