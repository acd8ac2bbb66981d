import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// A demo in the background that tries to read what is typed to the shell.
    @Suite struct BackgroundRead {
        /// After `bg`, a line typed at the shell is the shell's: the demo does not read the
        /// terminal while it is in the background (a read would stop it, SIGTTIN, and, resumed
        /// by `fg`, finish in the shell's line mode before the demo could take the terminal
        /// back). `fg` then brings the screen back in raw mode.
        @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/0"), "finds the terminal's name in /proc"))
        func aLineTypedAtTheShellAfterBgIsTheShellsAndFgTakesTheTerminalBack() async throws {
            let demo = try JobControl.startJob()
            try await demo.waitForScreen(containing: help)
            demo.press(.control("z"))
            try await demo.waitForProgramState("stopped") { $0 == "T" }
            try await JobControl.waitForShellInForeground(demo)
            demo.continueInBackground()
            try await demo.waitForProgramState("running again") { $0 != "T" }
            demo.type("ls\n")
            // Time for a reader that still watched the terminal to take the line and be stopped.
            try await Task.sleep(for: .milliseconds(300))
            try await demo.waitForProgramState("running, not stopped by a read") { $0 != "T" }
            // The shell reads the line itself, as it runs `ls`: all of it is still there.
            let terminalPath = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(demo.programProcessID)/fd/0")
            let shellSide = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            #expect(shellSide >= 0)
            var line = [UInt8](repeating: 0, count: 16)
            #expect(read(shellSide, &line, line.count) == 3)
            close(shellSide)
            demo.writeFromElsewhere("\u{1B}[H\u{1B}[2J$ ")
            try await demo.continueInForeground()
            try await demo.waitForAttributes("in raw mode") { $0.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
            try await demo.waitForScreen(containing: help)
            demo.send(signal: SIGKILL)
            _ = try await demo.waitForExit()
        }
    }
}
