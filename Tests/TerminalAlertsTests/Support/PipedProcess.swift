import Foundation
import Testing

/// A program run the way a script or CI runs it: input from a pipe (or `/dev/null`), output
/// and errors captured through pipes.
struct PipedProcess {
    let standardOutput: String
    let standardError: String
    let termination: Termination

    /// Runs a program with `arguments` to its end with `input` on standard input, then end of file; `nil` reads
    /// from `/dev/null`. Fails if it has not ended by the deadline (a program that waits or
    /// loops forever on end of input).
    static func run(
        _ executable: String, arguments: [String] = [], input: String?, environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> PipedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let inputPipe = Pipe()
        if input != nil {
            process.standardInput = inputPipe
        } else {
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        }
        let output = Collected(outputPipe.fileHandleForReading)
        let errors = Collected(errorPipe.fileHandleForReading)
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let clock = ContinuousClock()
        let end = clock.now + PseudoTerminalProcess.deadline
        while process.isRunning, clock.now < end {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard !process.isRunning else {
            process.terminate()
            Issue.record("The program did not end by the deadline. Its errors so far:\n\(errors.text)", sourceLocation: sourceLocation)
            throw PseudoTerminalProcess.TimeoutError()
        }
        let termination: Termination =
            process.terminationReason == .exit
            ? .exited(process.terminationStatus)
            : .signaled(process.terminationStatus)
        return PipedProcess(standardOutput: await output.finished(), standardError: await errors.finished(), termination: termination)
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private var isDone = false

        init(_ handle: FileHandle) {
            Thread { [self] in
                let all = handle.readDataToEndOfFile()
                lock.withLock {
                    data = all
                    isDone = true
                }
            }.start()
        }

        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

        func finished() async -> String {
            while !lock.withLock({ isDone }) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            return text
        }
    }
}
