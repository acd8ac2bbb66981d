import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo as a job of a shell, through a pseudo-terminal: `bg` leaves the terminal to
    /// the shell, `fg` takes it back, SIGSTOP is survived, and a stopped demo is inactive.
    @Suite struct JobControl {
        static func startJob(_ environment: [String: String] = [:]) throws -> PseudoTerminalProcess {
            try PseudoTerminalProcess(executable: try DemoExecutable.path(), environment: DemoExecutable.environment(environment), runsAsJob: true)
        }

        /// Ctrl-Z with a dialog shown; returns once the shell has the terminal again.
        static func suspend(_ demo: PseudoTerminalProcess) async throws {
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<")
            demo.press(.control("z"))
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            try await waitForShellInForeground(demo)
        }

        static func waitForShellInForeground(_ demo: PseudoTerminalProcess) async throws {
            try await demo.waitForAttributes("the shell's, in the foreground") { _ in
                demo.foregroundProcessGroup != demo.programProcessID
            }
        }

        @Test func aJobContinuedInTheBackgroundLeavesTheTerminalAlone() async throws {
            let demo = try Self.startJob()
            try await Self.suspend(demo)
            let beforeBackground = demo.rawBytes.count
            demo.continueInBackground()
            try await demo.waitForProgramState("running again") { $0 != "T" }
            // Ends in order, in the background: whatever it did after `bg` is written by now.
            demo.send(signal: SIGTERM)
            #expect(try await demo.waitForExit() == .exited(143))
            let afterBackground = String(decoding: demo.rawBytes[beforeBackground...], as: UTF8.self)
            #expect(!afterBackground.contains("\u{1B}[?1049h"), "no alternate screen over the shell")
            #expect(!afterBackground.contains("\u{1B}[?2004h"), "no bracketed paste over the shell")
            #expect(!afterBackground.contains("\u{1B}[?25l"), "the shell's cursor stays")
            expectTerminalGivenBack(demo)
            #expect(afterBackground.contains("alerts-demo: ended by signal 15; every open alert was closed."))
        }

        @Test func fgAfterBgTakesTheTerminalBackInRawModeAndRedraws() async throws {
            let demo = try Self.startJob()
            try await Self.suspend(demo)
            demo.continueInBackground()
            try await demo.waitForProgramState("running again") { $0 != "T" }
            demo.writeFromElsewhere("\u{1B}[H\u{1B}[2J$ ")
            let beforeForeground = demo.rawBytes.count
            try await demo.continueInForeground()
            try await demo.waitForOutput("\u{1B}[?1049h", after: beforeForeground)
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<", help)
            try await demo.waitForAttributes("in raw mode") { $0.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            _ = try await quit(demo)
        }

        @Test func startedInTheBackgroundTheDemoWaitsForFgBeforeTouchingTheTerminal() async throws {
            let demo = try PseudoTerminalProcess(
                executable: try DemoExecutable.path(),
                environment: DemoExecutable.environment(),
                runsAsJob: true,
                startsInBackground: true
            )
            try await demo.waitForProgramState("running, its session started") { _ in demo.catches(signal: SIGTERM) }
            try await demo.continueInForeground()
            try await demo.waitForScreen(containing: help)
            try await demo.waitForAttributes("in raw mode") { $0.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
            _ = try await quit(demo)

            let ended = try PseudoTerminalProcess(
                executable: try DemoExecutable.path(),
                environment: DemoExecutable.environment(),
                runsAsJob: true,
                startsInBackground: true
            )
            // Its session has started: it handles SIGTERM.
            try await ended.waitForProgramState("running, its session started") { _ in ended.catches(signal: SIGTERM) }
            ended.send(signal: SIGTERM)
            #expect(try await ended.waitForExit() == .exited(143))
            #expect(!ended.rawOutput.contains("\u{1B}[?1049h"), "never on the alternate screen")
            #expect(ended.attributes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), "the shell's settings untouched")
        }

        @Test func continuedAfterSIGSTOPTheDemoTakesRawModeAgainAndRedraws() async throws {
            let demo = try Self.startJob()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<")
            demo.send(signal: SIGSTOP)
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            try await Self.waitForShellInForeground(demo)
            // The shell put its own settings back and wrote over the screen.
            try await demo.waitForAttributes("the shell's cooked mode") { $0.c_lflag & tcflag_t(ICANON) != 0 }
            demo.writeFromElsewhere("\u{1B}[H\u{1B}[2J$ fg")
            try await demo.continueInForeground()
            try await demo.waitForAttributes("in raw mode again") { $0.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<", help)
            #expect(demo.terminalState.isAlternateScreen)
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            _ = try await quit(demo)
        }

        /// The one test that lets time pass on purpose: a toast's whole duration spent stopped.
        @Test func aToastKeepsItsTimeWhileTheDemoIsSuspended() async throws {
            let duration = 2_000
            let demo = try Self.startJob(["ALERTS_TOAST_DURATION_MS": "\(duration)"])
            try await demo.waitForScreen(containing: help)
            let clock = ContinuousClock()
            let typed = clock.now
            demo.type("c")
            try await demo.waitForScreen(containing: "✓ Copied “Budget 2024.xlsx”")
            demo.press(.control("z"))
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            // The toast showed for less than this before the demo stopped; the rest of its time
            // is left.
            let left = Duration.milliseconds(duration) - (clock.now - typed)
            try await Task.sleep(for: .milliseconds(duration * 2))
            let continued = clock.now
            try await demo.continueInForeground()
            try await demo.waitForScreen("the toast gone once the rest of its time ran out") { !$0.contains("Copied") && $0.contains(help) }
            // Expired during the stop, it would go at once.
            #expect(clock.now - continued >= left)
            _ = try await quit(demo)
        }
    }
}
