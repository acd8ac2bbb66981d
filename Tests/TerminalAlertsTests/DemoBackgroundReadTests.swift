import Foundation
import Testing
@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// A demo in the background that tries to read what is typed to the shell.
    @Suite struct BackgroundRead {
        /// After `bg`, a line typed at the shell wakes the demo's reader, whose read stops the
        /// demo (SIGTTIN, "Stopped (tty input)"), as for any background program. `fg` should
        /// then bring the screen back in raw mode. It does not yet: the read resumes after
        /// SIGCONT and blocks in the shell's line mode, so the reader never sees the wake-up
        /// that would take the terminal; the screen stays the shell's and keys are echoed until
        /// Enter ends the line. The reader should not read the terminal while the session
        /// leaves it alone.
        @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/0"), "finds the terminal's name in /proc"))
        func fgAfterTheBackgroundDemoStoppedOnReadingTakesTheTerminalBack() async throws {
            let demo = try JobControl.startJob()
            try await demo.waitForScreen(containing: help)
            demo.press(.control("z"))
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            try await JobControl.waitForShellInForeground(demo)
            demo.continueInBackground()
            try await demo.waitForProgramState("running again") { $0 != "T" }
            demo.type("ls\n")
            try await demo.waitForProgramState("stopped by reading in the background") { $0 == "T" }
            // The shell reads the line itself, as it runs `ls`.
            let terminalPath = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(demo.programProcessID)/fd/0")
            let shellSide = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            #expect(shellSide >= 0)
            var line = [UInt8](repeating: 0, count: 16)
            #expect(read(shellSide, &line, line.count) == 3)
            close(shellSide)
            demo.writeFromElsewhere("\u{1B}[H\u{1B}[2J$ ")
            try await demo.continueInForeground()
            await withKnownIssue("the reader blocks in a read begun in the background") {
                try await demo.waitForAttributes("in raw mode") { $0.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
                try await demo.waitForScreen(containing: help)
            }
            demo.send(signal: SIGKILL)
            _ = try await demo.waitForExit()
        }
    }
}
