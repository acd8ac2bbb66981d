import Foundation
import Testing

@testable import TerminalAlerts

/// The input reader reads ahead within a bound: a pipe that writes faster than the program
/// takes events (`yes | program`) waits, in the pipe, instead of filling memory.
@Suite struct TerminalEventQueueTests {
    /// Runs a body on a thread of its own, as the reader runs.
    private func onThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.start()
    }

    @Test func aReaderWaitsForRoomAndEveryEventArrivesInOrder() async {
        let queue = TerminalEventQueue(eventLimit: 8, byteLimit: 1 << 20)
        onThread {
            for batch in 0..<1000 {
                guard queue.waitForRoom() else { return }
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
        let queue = TerminalEventQueue(eventLimit: 1000, byteLimit: 1000)
        let line = String(repeating: "x", count: 300)
        onThread {
            for _ in 0..<100 {
                guard queue.waitForRoom() else { return }
                queue.yield(.line(line))
            }
            queue.finish()
        }
        var count = 0
        while await queue.next() != nil { count += 1 }
        #expect(count == 100)
        #expect(queue.mostHeld.bytes < 1000 + 300)
    }

    @Test func finishingWakesAWaitingReaderAndDropsWhatComesAfter() async {
        let queue = TerminalEventQueue(eventLimit: 2, byteLimit: 1 << 20)
        queue.yield(.line("a"))
        queue.yield(.line("b"))
        let stopped = AsyncStream.makeStream(of: Bool.self)
        onThread {
            stopped.continuation.yield(queue.waitForRoom())
            stopped.continuation.finish()
        }
        queue.finish()
        var results = stopped.stream.makeAsyncIterator()
        #expect(await results.next() == false, "the reader stops instead of waiting for ever")
        queue.yield(.line("c"))
        #expect(await queue.next() == .line("a"))
        #expect(await queue.next() == .line("b"))
        #expect(await queue.next() == nil)
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
        let queue = TerminalEventQueue(eventLimit: 64, byteLimit: 1 << 20)
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
}
