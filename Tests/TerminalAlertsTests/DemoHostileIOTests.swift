import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo when its terminal or its standard streams go away or misbehave: it never dies
    /// of a trap, and says what went wrong.
    @Suite struct HostileIO {
        // MARK: - The terminal goes away

        @Test func closingTheTerminalEndsTheFullScreenDemoWith129Quietly() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            demo.type("d")
            try await demo.waitForScreen(containing: "This cannot be undone.")
            // Its transcript and message are then written to a terminal that is gone.
            try await demo.hangUp()
            #expect(try await demo.waitForExit() == .exited(129))
        }

        // MARK: - Standard output and input

        /// Runs the demo through `sh -c script`, the demo's path as `$0`.
        static func runInShell(_ script: String, input: String?) async throws -> PipedProcess {
            try await PipedProcess.run(
                "/bin/sh", arguments: ["-c", script, try DemoExecutable.path()], input: input, environment: DemoExecutable.environment())
        }

        @Test(arguments: [
            (">&-", "Bad file descriptor"),
            (">/dev/full", "No space left on device"),
        ])
        func standardOutputThatCannotBeWrittenIsSaidOnStandardErrorAndEndsWith74(redirection: String, error: String) async throws {
            let run = try await Self.runInShell("exec \"$0\" \(redirection)", input: "d\n1\n")
            #expect(run.termination == .exited(74))
            #expect(run.standardError.contains("Deleted “Budget 2024.xlsx”."), "the answer was taken")
            #expect(run.standardError.contains("alerts-demo: cannot write to standard output (\(error))."))
        }

        @Test func theFullScreenDemoWhoseLogCannotBeWrittenSaysSoAndEndsWith74() async throws {
            let demo = try start(standardOutput: .fullDisk)
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            #expect(try await demo.waitForExit() == .exited(74))
            expectTerminalGivenBack(demo)
            #expect(demo.screen.contains("alerts-demo: cannot write to standard output (No space left on device)."))
        }

        @Test func aReaderThatGoesAwayWithSIGPIPEIgnoredIsSaidOnStandardErrorAndEndsWith74() async throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // As `… | alerts-demo | head -c 10` from a shell that ignores SIGPIPE.
            process.arguments = ["-c", "trap '' PIPE; exec \"$0\"", try DemoExecutable.path()]
            process.environment = DemoExecutable.environment()
            let input = Pipe()
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data("d\n1\n".utf8))
            let first = output.fileHandleForReading.availableData
            #expect(String(decoding: first, as: UTF8.self).hasPrefix("#1 Delete"))
            try output.fileHandleForReading.close()
            input.fileHandleForWriting.write(Data("d\n2\n".utf8))
            try input.fileHandleForWriting.close()
            let clock = ContinuousClock()
            let end = clock.now + PseudoTerminalProcess.deadline
            while process.isRunning, clock.now < end {
                try await Task.sleep(for: .milliseconds(10))
            }
            try #require(!process.isRunning, "the demo ended")
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 74)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(message.contains("alerts-demo: cannot write to standard output (Broken pipe)."))
        }

        @Test func helpToAFullDiskIsAnErrorToo() async throws {
            let run = try await Self.runInShell("exec \"$0\" --help >/dev/full", input: nil)
            #expect(run.termination == .exited(74))
            #expect(run.standardError.contains("alerts-demo: cannot write to standard output (No space left on device)."))
        }

        @Test func closedStandardInputIsTheEndOfInput() async throws {
            let run = try await Self.runInShell("exec \"$0\" <&-", input: nil)
            #expect(run.termination == .exited(0))
            #expect(run.standardError.contains("alerts-demo: the input ended; goodbye."))
        }

        // MARK: - Keys, signals and sizes

        @Test func controlCRightAfterEscapeOAborts() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "This cannot be undone.")
            demo.type("\u{1B}O\u{03}")
            #expect(try await demo.waitForExit() == .exited(130))
            expectTerminalGivenBack(demo)
        }

        @Test(arguments: [SIGTERM, SIGHUP])
        func aTerminationSignalInLineModeAtATerminalPrintsTheClosingLinesAndExitsWith128PlusIt(signal: Int32) async throws {
            let demo = try start(["TERM": "dumb"])
            try await demo.waitForScreen(containing: "Command:")
            demo.type("d\r")
            try await demo.waitForScreen(containing: "Choose 1-2 [2]:")
            demo.send(signal: signal)
            #expect(try await demo.waitForExit() == .exited(128 + signal))
            let screen = demo.screen
            #expect(screen.contains("#1 Delete “Budget 2024.xlsx”? → host gone"))
            #expect(screen.contains("alerts-demo: ended by signal \(signal); every open alert was closed."))
        }

        @Test(arguments: [("9223372036854775807", "2"), ("100000", "100000")])
        func hugeColumnsAndLinesOnATerminalThatReportsNoSizeAreClamped(columns: String, lines: String) async throws {
            let demo = try PseudoTerminalProcess(
                executable: try DemoExecutable.path(),
                environment: DemoExecutable.environment(["COLUMNS": columns, "LINES": lines]),
                reportedSize: TerminalSize(columns: 0, rows: 0)
            )
            try await demo.waitForOutput("\u{1B}[?1049h")
            demo.type("d")
            try await demo.waitForOutput("Delete “Budget 2024.xlsx”?")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            expectTerminalGivenBack(demo)
        }

        // MARK: - Smaller

        @Test func theTranscriptHeadingIsASCIIInAnASCIILocaleInAnyLanguage() async throws {
            let demo = try start(ASCIILocale.environment.merging(["LANGUAGE": "ja"]) { $1 })
            try await demo.waitForScreen(containing: "| b ")
            demo.type("d")
            try await demo.waitForScreen(containing: "Budget 2024.xlsx", ">[ 2 ")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 ")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            #expect(demo.screen.contains("alerts-demo: "))
            ASCIILocale.expectOnlyASCII(demo)
        }

        @Test func windowTooSmallIsCentredByCells() async throws {
            let demo = try start(["LANGUAGE": "ja"], size: TerminalSize(columns: 19, rows: 6))
            try await demo.waitForScreen(containing: "ウインドウ")
            let row = try #require(demo.lines.first { $0.contains("ウインドウ") })
            // 24 cells in 19 columns: from the first column, as much as fits.
            #expect(row.hasPrefix("ウインドウが小さす"))
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
        }

        @Test(arguments: [(3, 3), (1, 200), (200, 1)].map { TerminalSize(columns: $0.0, rows: $0.1) })
        func aFieldsCursorIsNeverPlacedOutsideATinyWindow(size: TerminalSize) async throws {
            let demo = try start(size: size)
            try await demo.waitForOutput("\u{1B}[?1049h")
            demo.type("r")
            let clock = ContinuousClock()
            let end = clock.now + PseudoTerminalProcess.deadline
            // The rename dialog is drawn: its cursor is shown, or not, once the frame is out.
            try await demo.waitForOutput("\u{1B}[?25l\u{1B}[1;1H")
            while clock.now < end, demo.rawOutput.components(separatedBy: "\u{1B}[?25l").count < 3 {
                try await Task.sleep(for: .milliseconds(10))
            }
            for placement in Self.shownCursorPlacements(in: demo.rawOutput) {
                #expect((1...size.rows).contains(placement.row) && (1...size.columns).contains(placement.column), "the cursor shown at \(placement) in \(size)")
            }
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
        }

        /// Each place the cursor was moved to and then shown (`ESC [ row ; column H ESC [ ? 25 h`).
        static func shownCursorPlacements(in output: String) -> [(row: Int, column: Int)] {
            output.components(separatedBy: "\u{1B}[?25h").dropLast().compactMap { before in
                guard let start = before.range(of: "\u{1B}[", options: .backwards),
                    before.hasSuffix("H")
                else { return nil }
                let numbers = before[start.upperBound...].dropLast().split(separator: ";").compactMap { Int($0) }
                return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
            }
        }
    }
}
