import Foundation
import Testing

extension DemoEndToEndTests {
    /// Signals that reach the demo while a script's command waits for its work (the urgent
    /// alert's delay, a sync), with the script's input still open: each ends the demo at once,
    /// ahead of the script's lines, and cancels the work.
    @Suite struct ScriptSignals {
        @Test(arguments: [
            (SIGTERM, "alerts-demo: ended by signal 15; every open alert was closed."),
            (SIGHUP, "alerts-demo: ended by signal 1; every open alert was closed."),
            (SIGINT, "alerts-demo: interrupted; every open alert was closed."),
        ])
        func aSignalWhileAScriptedCommandWaitsEndsTheDemoPromptly(signal: Int32, message: String) async throws {
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
            // Lines after the waiting command stay unread behind it: the signal goes ahead.
            input.fileHandleForWriting.write(Data("u\nl\nb\nq\n".utf8))
            let clock = ContinuousClock()
            let shownBy = clock.now + PseudoTerminalProcess.deadline
            while !collected.text.contains("Weekly report ready"), clock.now < shownBy {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(collected.text.contains("Weekly report ready"))
            kill(process.processIdentifier, signal)
            // Long enough for any machine to end in order; far shorter than the delay.
            let endedBy = clock.now + .seconds(20)
            while process.isRunning, clock.now < endedBy {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(!process.isRunning)
            guard !process.isRunning else { return }
            #expect(process.terminationStatus == 128 + signal)
            #expect(collected.text.contains(message))
            #expect(!collected.text.contains("Battery critically low"), "the cancelled work asks for nothing more")
            #expect(!collected.text.contains("Burst 1 of 3"), "the script's later lines are not carried out")
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
