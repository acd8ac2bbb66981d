import Foundation
import Testing

extension DemoEndToEndTests {
    /// Signals that reach the demo while a script's command waits for its work (the urgent
    /// alert's delay, a sync), with the script's input still open.
    @Suite struct ScriptSignals {
        /// SIGTERM while `u` waits for the urgent alert should end the demo in order at once.
        /// It does not yet: with a script for input, the demo awaits a command's work before it
        /// reads the next event, so the termination waits behind the whole delay (up to the
        /// hour `ALERTS_URGENT_DELAY_MS` allows). Taking it out of order needs the input
        /// reader to hand termination over apart from the lines it has read ahead.
        @Test func sigtermWhileAScriptedCommandWaitsEndsTheDemoPromptly() async throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try DemoExecutable.path())
            process.environment = DemoExecutable.environment(["ALERTS_URGENT_DELAY_MS": "3600000"])
            let input = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = errors
            let collected = LockedText()
            errors.fileHandleForReading.readabilityHandler = { handle in
                collected.append(handle.availableData)
            }
            try process.run()
            defer {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                errors.fileHandleForReading.readabilityHandler = nil
            }
            input.fileHandleForWriting.write(Data("u\n".utf8))
            let clock = ContinuousClock()
            let shownBy = clock.now + PseudoTerminalProcess.deadline
            while !collected.text.contains("Weekly report ready"), clock.now < shownBy {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(collected.text.contains("Weekly report ready"))
            kill(process.processIdentifier, SIGTERM)
            // Long enough for any machine to end in order; far shorter than the delay.
            let endedBy = clock.now + .seconds(5)
            while process.isRunning, clock.now < endedBy {
                try await Task.sleep(for: .milliseconds(10))
            }
            withKnownIssue("SIGTERM waits until the scripted command's work ends") {
                #expect(!process.isRunning)
                #expect(collected.text.contains("alerts-demo: ended by signal 15; every open alert was closed."))
            }
        }
    }
}

/// Text collected from another thread.
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.withLock { data.append(more) }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
