import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// Signals from elsewhere and Ctrl-Z, through a pseudo-terminal: the terminal is always
    /// given back, and a suspended demo comes back as it was.
    @Suite struct Signals {
        @Test(arguments: [SIGTERM, SIGHUP])
        func aTerminationSignalGivesTheTerminalBackPrintsTheTranscriptAndExitsWith128PlusIt(signal: Int32) async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            demo.type("d")
            try await demo.waitForScreen(containing: "This cannot be undone.")
            #expect(demo.attributes.c_lflag & tcflag_t(ICANON) == 0, "raw mode while the demo runs")
            demo.send(signal: signal)
            #expect(try await demo.waitForExit() == .exited(128 + signal))
            expectTerminalGivenBack(demo)
            let screen = demo.screen
            #expect(
                screen.contains(
                    "alerts-demo: what happened\n#1 Delete “Budget 2024.xlsx”? → Cancel\n#2 Delete “Budget 2024.xlsx”? → host gone"
                ))
            #expect(screen.contains("alerts-demo: ended by signal \(signal); every open alert was closed."))
        }

        /// How the person suspends the demo.
        enum Suspension: CaseIterable, CustomTestStringConvertible {
            /// Ctrl-Z, which raw mode reads as a byte.
            case controlZ
            /// `kill -TSTP` from another terminal.
            case signal

            var testDescription: String { self == .controlZ ? "Ctrl-Z" : "kill -TSTP" }
        }

        @Test(arguments: Suspension.allCases)
        func suspendingGivesTheTerminalBackStopsAndComesBackRedrawnWhenContinued(how: Suspension) async throws {
            let demo = try PseudoTerminalProcess(executable: try DemoExecutable.path(), environment: DemoExecutable.environment(), runsAsJob: true)
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<")
            let beforeSuspend = demo.rawBytes.count
            switch how {
            case .controlZ: demo.press(.control("z"))
            case .signal: demo.send(signal: SIGTSTP)
            }
            try await demo.waitForOutput("\u{1B}[?25h\u{1B}[?1049l", after: beforeSuspend)
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            expectTerminalGivenBack(demo)
            #expect(!demo.screen.contains(help), "the screen from before the demo")

            let beforeContinue = demo.rawBytes.count
            try await demo.continueInForeground()
            try await demo.waitForOutput("\u{1B}[?1049h", after: beforeContinue)
            let redrawn = try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<", help)
            #expect(redrawn.contains("Budget 2024.xlsx"))
            let state = demo.terminalState
            #expect(state.isAlternateScreen)
            #expect(!state.isCursorVisible)
            #expect(demo.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0, "raw mode again")

            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            _ = try await quit(demo)
        }

        @Test func controlZPressedTwiceBeforeTheStopSuspendsOnceAndFgBringsTheDemoBackForGood() async throws {
            let demo = try PseudoTerminalProcess(executable: try DemoExecutable.path(), environment: DemoExecutable.environment(), runsAsJob: true)
            try await demo.waitForScreen(containing: help)
            let beforeSuspend = demo.rawBytes.count
            demo.type("\u{1A}\u{1A}")
            try await demo.waitForOutput("\u{1B}[?1049l", after: beforeSuspend)
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            let beforeContinue = demo.rawBytes.count
            try await demo.continueInForeground()
            try await demo.waitForOutput("\u{1B}[?1049h", after: beforeContinue)
            try await demo.waitForScreen(containing: help)
            // Keys work: the second Ctrl-Z, read with the first, did not stop the demo again
            // (the signals it sends merge, as the terminal's own would).
            demo.type("d")
            try await demo.waitForScreen(containing: "This cannot be undone.")
            #expect(demo.terminalState.isAlternateScreen)
            demo.press(.escape)
            try await demo.waitForScreen(containing: "→ Cancel")
            _ = try await quit(demo)
        }
    }
}
