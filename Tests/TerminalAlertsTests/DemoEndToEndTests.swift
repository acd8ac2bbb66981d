import Foundation
import Testing

@testable import TerminalAlerts

/// `alerts-demo` used as a person uses it: keys typed on a pseudo-terminal, the screen read
/// back; and as a script uses it: lines piped in. One program at a time, so the runs do not
/// compete for the machine.
@Suite(.serialized)
struct DemoEndToEndTests {
    /// The demo's help line, present on every full screen.
    static let help = "d delete · b burst of 3"
    static let firstFile = "Budget 2024.xlsx"

    static func start(
        _ environment: [String: String] = [:],
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        standardOutput: PseudoTerminalProcess.StandardOutput = .terminal,
        discardsStandardError: Bool = false
    ) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: try DemoExecutable.path(),
            environment: DemoExecutable.environment(environment),
            size: size,
            standardOutput: standardOutput,
            discardsStandardError: discardsStandardError
        )
    }

    /// Quits with q and y, checks the exit status and that the terminal was given back, and
    /// returns what the demo printed after its screen closed.
    static func quit(_ demo: PseudoTerminalProcess, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        demo.type("q")
        try await demo.waitForScreen("the quit dialog taking keys") { screen in
            screen.contains("Quit alerts-demo?") && screen.contains("Enter: Yes · Esc: No · Tab: next · y/n") && !screen.contains("keys held")
        }
        demo.type("y")
        #expect(try await demo.waitForExit() == .exited(0), sourceLocation: sourceLocation)
        expectTerminalGivenBack(demo, sourceLocation: sourceLocation)
        return demo.screen
    }

    /// The screen is the one from before the demo, the cursor shows, and the terminal echoes
    /// and edits lines again.
    static func expectTerminalGivenBack(_ demo: PseudoTerminalProcess, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = demo.terminalState
        #expect(!state.isAlternateScreen, sourceLocation: sourceLocation)
        #expect(state.isCursorVisible, sourceLocation: sourceLocation)
        #expect(!state.isBracketedPasteOn, sourceLocation: sourceLocation)
        let localFlags = demo.attributes.c_lflag
        #expect(localFlags & tcflag_t(ICANON) != 0, "canonical mode is back on", sourceLocation: sourceLocation)
        #expect(localFlags & tcflag_t(ECHO) != 0, "echo is back on", sourceLocation: sourceLocation)
        #expect(localFlags & tcflag_t(ISIG) != 0, "Ctrl-C sends SIGINT again", sourceLocation: sourceLocation)
    }

    // MARK: - On a pseudo-terminal

    @Suite struct OnAPseudoTerminal {
        @Test func deletingAFileAsksADestructiveConfirmationAnsweredWithArrowsAndEnter() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: firstFile, help)
            demo.type("d")
            let dialog = try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", "This cannot be undone.")
            #expect(dialog.contains(" [ 1 Delete ] "))
            #expect(dialog.contains(">[ 2 Cancel ]<"), "focus starts on Cancel: Enter never deletes by reflex")
            #expect(demo.rawOutput.contains(";31m[ 1 Delete ]"), "the destructive button is red")
            demo.press(.up)
            try await demo.waitForScreen(containing: ">[ 1 Delete ]<")
            demo.press(.enter)
            let after = try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Delete")
            #expect(!after.contains("18 KB"), "the file left the list")
            #expect(after.contains("> notes.txt"))
            let transcript = try await quit(demo)
            #expect(transcript.contains("alerts-demo: what happened\n#1 Delete “Budget 2024.xlsx”? → Delete\n#2 Quit alerts-demo? → Yes"))
        }

        @Test func escapeCancelsTheConfirmationAndKeepsTheFile() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            let after = try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            #expect(after.contains("> Budget 2024.xlsx"))
            #expect(!after.contains("This cannot be undone."))
            _ = try await quit(demo)
        }

        @Test func aBurstOfThreeQueuesAndAppearsOneAtATime() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("b")
            try await demo.waitForScreen(containing: "Burst 1 of 3", "2 more waiting")
            demo.press(.enter)
            try await demo.waitForScreen(containing: "Burst 2 of 3", "1 more waiting")
            demo.press(.enter)
            let last = try await demo.waitForScreen(containing: "Burst 3 of 3")
            #expect(!last.contains("waiting"))
            demo.press(.enter)
            try await demo.waitForScreen(containing: "#1 Burst 1 of 3 → OK\n #2 Burst 2 of 3 → OK\n #3 Burst 3 of 3 → OK")
            _ = try await quit(demo)
        }

        @Test func aFailingBackgroundServiceRaisesItsErrorThroughTheCenter() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("f")
            let dialog = try await demo.waitForScreen(containing: "Sync failed", "The server sync.example.com did not answer.")
            #expect(dialog.contains("Check your connection, then retry."))
            #expect(dialog.contains("[ 1 Later ]  >[ 2 Retry ]<"))
            demo.type("1")
            try await demo.waitForScreen(containing: "#1 Sync failed → Later")
            _ = try await quit(demo)
        }

        @Test func aRepeatedErrorIsShownOnceAndItsAnswerEndsEveryReport() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("e")
            try await demo.waitForScreen(containing: "Connection lost", "Reported 3 times in a row")
            demo.press(.enter)
            let after = try await demo.waitForScreen(containing: "#1 Connection lost → OK", "#2 Connection lost → OK", "#3 Connection lost → OK")
            #expect(after.contains("#2 Connection lost → joined #1 (coalesced)"))
            #expect(after.contains("#3 Connection lost → joined #1 (coalesced)"))
            #expect(!after.contains("Reported 3 times"), "no second dialog")
            _ = try await quit(demo)
        }

        @Test func anUrgentAlertInterruptsAndTheInterruptedOneComesBack() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("u")
            try await demo.waitForScreen(containing: "Weekly report ready", "A more urgent alert will interrupt")
            let urgent = try await demo.waitForScreen(containing: "Battery critically low")
            #expect(!urgent.contains("A more urgent alert will interrupt"))
            demo.press(.enter)
            try await demo.waitForScreen(containing: "A more urgent alert will interrupt")
            demo.press(.enter)
            let log = try await demo.waitForScreen(containing: "#1 Weekly report ready → Open")
            #expect(
                log.contains(
                    "#1 Weekly report ready → interrupted by #2, waits to come back\n #2 Battery critically low → OK\n #1 Weekly report ready → Open"
                ))
            _ = try await quit(demo)
        }

        @Test func renamingEditsTheFieldWithLineEditingKeysAndAwaitsTheAnswer() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.press(.down)
            try await demo.waitForScreen(containing: "> notes.txt")
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “notes.txt”", ">[notes.txt")
            demo.press(.control("w"))
            demo.type("議事録.md")
            try await demo.waitForScreen(containing: ">[議事録.md ")
            demo.press(.home)
            demo.type("新")
            demo.press(.end)
            demo.press(.backspace)
            demo.press(.backspace)
            demo.type("txt")
            try await demo.waitForScreen(containing: ">[新議事録.txt ")
            demo.press(.enter)
            let after = try await demo.waitForScreen(containing: "#1 Rename “notes.txt” → Rename “新議事録.txt”", "Renamed “notes.txt” to “新議事録.txt”.")
            let rows = after.split(separator: "\n").map(String.init)
            let renamed = try #require(rows.first { $0.contains("新議事録.txt") && $0.contains("KB") })
            let other = try #require(rows.first { $0.contains("Résumé.pdf") })
            #expect(renamed.prefix { $0 != "K" }.displayWidth == other.prefix { $0 != "K" }.displayWidth, "sizes line up under wide names")
            _ = try await quit(demo)
        }

        @Test func pastedEscapeSequencesAreShownNeutralizedInTheFieldTheLogAndTheTranscript() async throws {
            let demo = try start(size: TerminalSize(columns: 120, rows: 30))
            try await demo.waitForScreen(containing: help)
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.press(.control("u"))
            demo.type("\u{1B}[200~S\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[1A\u{08}\tx\u{1B}]52;c;aGk=\u{07}\u{1B}[201~")
            let name = "S␛]0;pwned␇␛[2J␛[1A␈ x␛]52;c;aGk=␇"
            try await demo.waitForScreen(containing: ">[\(name)")
            demo.press(.enter)
            try await demo.waitForScreen(containing: "Renamed “Budget 2024.xlsx” to “\(name)”.", "#1 Rename “Budget 2024.xlsx” → Rename “\(name)”")
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “\(name)”?")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#2 Delete “\(name)”? → Cancel")
            let transcript = try await quit(demo)
            #expect(transcript.contains("#1 Rename “Budget 2024.xlsx” → Rename “\(name)”\n#2 Delete “\(name)”? → Cancel"))
            let raw = demo.rawOutput
            #expect(!raw.contains("\u{1B}]0;pwned"), "the window title is left alone")
            #expect(!raw.contains("\u{1B}]52;"), "the clipboard is left alone")
            #expect(!raw.contains("\u{1B}[1A") && !raw.contains("\u{08}") && !raw.contains("\t"))
        }

        @Test func controlLRedrawsAScreenSomethingElseWroteOver() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", "notes.txt")
            demo.writeFromElsewhere("\u{1B}[2J\u{1B}[5;1HBroadcast message from root")
            try await demo.waitForScreen("the screen wiped") { !$0.contains("notes.txt") }
            demo.press(.control("l"))
            let redrawn = try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", "notes.txt", help)
            #expect(!redrawn.contains("Broadcast"))
            demo.press(.escape)
            try await demo.waitForScreen(containing: "→ Cancel")
            demo.writeFromElsewhere("\u{1B}[2J")
            demo.press(.control("l"))
            try await demo.waitForScreen(containing: "notes.txt", "→ Cancel", help)
            _ = try await quit(demo)
        }

        @Test func aPasteWhoseEndMarkerArrivesLateIsStillOneBoundedPaste() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.press(.control("u"))
            demo.type("\u{1B}[200~abc \u{1B}[20")
            // The marker's last bytes come in a later read, well after the escape timeout.
            try await Task.sleep(for: .milliseconds(300))
            demo.type("1~x")
            try await demo.waitForScreen(containing: ">[abc x ")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            expectTerminalGivenBack(demo)
        }

        @Test func aPasteThatNeverEndsEndsAfterItsTimeoutAndControlCAlwaysAborts() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.press(.control("u"))
            demo.type("\u{1B}[200~abc")
            try await demo.waitForScreen(containing: ">[abc ")
            demo.type("x")
            try await demo.waitForScreen(containing: ">[abcx ")
            demo.type("\u{1B}[200~pasting")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130), "Ctrl-C in the middle of a paste")
            expectTerminalGivenBack(demo)
        }

        /// 32 MB pasted into the rename field, which holds 4,096 characters: the demo keeps
        /// what the field can use, so its peak memory stays below 64 MB, and says it cut.
        @Test func aHugePasteIntoAFieldKeepsOnlyWhatTheFieldCanUse() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.press(.control("u"))
            demo.type("\u{1B}[200~")
            let piece = String(repeating: "paste ", count: 1 << 16)
            for _ in 0..<(32 << 20) / piece.utf8.count { demo.type(piece) }
            demo.type("\u{1B}[201~")
            try await demo.waitForScreen(containing: "Text cut at 4096 characters")
            let peak = try #require(Self.peakMemory(of: demo.processID))
            #expect(peak < 64 << 20, "peak memory \(peak >> 20) MB")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx” → Cancel")
            _ = try await quit(demo)
        }

        /// A process's peak resident memory in bytes (`VmHWM`), while it runs.
        static func peakMemory(of process: pid_t) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            else { return nil }
            return kilobytes * 1024
        }

        @Test func keysBeingTypedDoNotAnswerAnUrgentAlertAndAreNotLost() async throws {
            let demo = try start(["ALERTS_ACTIVATION_DELAY_MS": "500"])
            try await demo.waitForScreen(containing: help)
            demo.type("u")
            try await demo.waitForScreen(containing: "Weekly report ready")
            try await demo.waitForScreen("the Weekly report taking keys") { !$0.contains("keys held") }
            demo.type("1r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.press(.control("u"))
            // Typing at about 12 keys a second, on through the moment the urgent alert appears.
            var typed = ""
            for character in "plan for the week 2025 ok" {
                demo.type(String(character))
                typed.append(character)
                try await Task.sleep(for: .milliseconds(80))
                if demo.screen.contains("Battery critically low"), typed.count > 3 { break }
            }
            for character in " 1 y" {
                demo.type(String(character))
                typed.append(character)
            }
            demo.press(.enter)
            let urgent = try await demo.waitForScreen(containing: "Battery critically low", "keys held")
            #expect(!urgent.contains("Battery critically low → OK"), "no key typed for the field answered it")
            try await demo.waitForScreen("the note gone") { !$0.contains("keys held") }
            #expect(!demo.screen.contains("Battery critically low → OK"))
            demo.press(.enter)
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”", ">[\(typed) ")
            try await demo.waitForScreen("the rename taking keys") { !$0.contains("keys held") }
            demo.press(.enter)
            try await demo.waitForScreen(containing: "#3 Battery critically low → OK", "→ Rename “\(typed)”")
            _ = try await quit(demo)
        }

        @Test func escapesClosingToastsDoNotCancelAnAlertThatAppearsAmongThem() async throws {
            let demo = try start(["ALERTS_ACTIVATION_DELAY_MS": "1500"])
            try await demo.waitForScreen(containing: help)
            demo.type("f")
            try await Task.sleep(for: .milliseconds(50))
            demo.type("t")
            // Esc after Esc closes the toasts, on through the moment the sync's error appears.
            let clock = ContinuousClock()
            let end = clock.now + PseudoTerminalProcess.deadline
            while !demo.screen.contains("keys held"), clock.now < end {
                demo.press(.escape)
                try await Task.sleep(for: .milliseconds(80))
            }
            try await demo.waitForScreen(containing: "Sync failed", "keys held")
            demo.press(.escape)
            try await Task.sleep(for: .milliseconds(120))
            demo.press(.escape)
            try await demo.waitForScreen("the hold over") { !$0.contains("keys held") }
            #expect(demo.screen.contains("Enter: Retry"), "the error is still shown, unanswered")
            #expect(!demo.screen.contains("Sync failed → Later"), "no Esc typed for a toast answered it")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "Sync failed → Later")
            _ = try await quit(demo)
        }

        @Test func deletingFromAnEmptyListSaysSo() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            for number in 1...6 {
                demo.type("d")
                try await demo.waitForScreen(containing: "This cannot be undone.")
                demo.type("1")
                try await demo.waitForScreen("file \(number) deleted") { $0.contains("#\(number) Delete") && !$0.contains("This cannot be undone.") }
            }
            try await demo.waitForScreen(containing: "(no files left)")
            demo.type("d")
            try await demo.waitForScreen(containing: "There are no files left.")
            _ = try await quit(demo)
        }

        @Test func helpInFullScreenIsAnAlertNotTextWrittenOverTheScreen() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("h")
            try await demo.waitForScreen(containing: "Keys", "OK ]<")
            demo.type("?")
            demo.type("\r")
            try await demo.waitForScreen("the help alert closed, and asking again joined it") {
                !$0.contains("OK ]<") && $0.contains("#1 Keys → OK")
            }
            #expect(!demo.screen.contains("Type one and press Enter"))
            _ = try await quit(demo)
        }

        @Test func yesNoAlertsTakeYAndN() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("q")
            try await demo.waitForScreen(containing: "Quit alerts-demo?", ">[ 2 Yes ]<")
            demo.type("n")
            try await demo.waitForScreen(containing: "#1 Quit alerts-demo? → No")
            let transcript = try await quit(demo)
            #expect(transcript.contains("#2 Quit alerts-demo? → Yes"))
        }

        @Test func controlCAbortsTheWholeQueueExits130AndGivesTheTerminalBack() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("b")
            try await demo.waitForScreen(containing: "Burst 1 of 3", "2 more waiting")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            expectTerminalGivenBack(demo)
            let screen = demo.screen
            for number in 1...3 {
                #expect(screen.contains("#\(number) Burst \(number) of 3 → host gone"))
            }
            #expect(screen.contains("alerts-demo: interrupted; every open alert was closed."))
        }

        @Test(arguments: [SIGSEGV, SIGABRT])
        func aCrashGivesTheTerminalBackBeforeTheProcessDies(signal: Int32) async throws {
            let demo = try start(["SWIFT_BACKTRACE": "enable=no"])
            try await demo.waitForScreen(containing: help)
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename “Budget 2024.xlsx”")
            demo.send(signal: signal)
            #expect(try await demo.waitForExit() == .signaled(signal))
            expectTerminalGivenBack(demo)
        }

        @Test func aBrokenPipeOnStandardOutputGivesTheTerminalBack() async throws {
            let demo = try start(standardOutput: .brokenPipe)
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            #expect(try await demo.waitForExit() == .signaled(SIGPIPE), "the first outcome written to the closed pipe")
            expectTerminalGivenBack(demo)
        }

        @Test func resizingRedrawsTheDialogToFitEvenNarrowerThanTheBox() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.resize(to: TerminalSize(columns: 24, rows: 16))
            let narrow = try await demo.waitForScreen("a 24-column box") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("┌") && $0.hasSuffix("┐") && $0.displayWidth == 24 }
            }
            let lines = narrow.split(separator: "\n")
            #expect(lines.allSatisfy { $0.displayWidth <= 24 })
            #expect(lines.contains { $0.hasPrefix("└") && $0.hasSuffix("┘") })
            #expect(narrow.contains("[ 2 Cancel ]"))
            demo.resize(to: TerminalSize(columns: 100, rows: 30))
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", "Budget 2024.xlsx                        18 KB")
            demo.press(.enter)
            try await demo.waitForScreen(containing: "→ Cancel")
            _ = try await quit(demo)
        }

        @Test func noColorDrawsNoColourButKeepsFocusVisible() async throws {
            let demo = try start(["NO_COLOR": "1"])
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: ">[ 2 Cancel ]<", "[ 1 Delete ]")
            let colourCodes = demo.rawOutput.matches(of: /\x1B\[[0-9;]*3[0-7][;m]/)
            #expect(colourCodes.isEmpty)
            demo.press(.escape)
            try await demo.waitForScreen(containing: "→ Cancel")
            _ = try await quit(demo)
        }

        @Test func aLocaleThatIsNotUTF8DrawsAsciiBoxes() async throws {
            let demo = try start(["LANG": "C"])
            try await demo.waitForScreen(containing: "d delete | b burst of 3")
            demo.type("d")
            let dialog = try await demo.waitForScreen(containing: "Delete \"Budget 2024.xlsx\"?", "+------")
            #expect(!dialog.contains("┌"))
            #expect(dialog.contains("| Esc: Cancel"))
            demo.press(.escape)
            try await demo.waitForScreen(containing: "-> Cancel")
            demo.type("q")
            try await demo.waitForScreen(containing: "Quit alerts-demo?")
            demo.type("y")
            #expect(try await demo.waitForExit() == .exited(0))
        }

        @Test func theScreenIsDrawnOnStandardErrorSoStandardOutputCarriesOnlyTheLog() async throws {
            let demo = try start(standardOutput: .pipe)
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.type("1")
            try await demo.waitForScreen(containing: "→ Delete")
            _ = try await quit(demo)
            #expect(demo.pipedStandardOutput == "#1 Delete “Budget 2024.xlsx”? → Delete\n#2 Quit alerts-demo? → Yes\n")
        }

        @Test func withStandardErrorRedirectedTheScreenIsDrawnOnTheControllingTerminal() async throws {
            let demo = try start(discardsStandardError: true)
            try await demo.waitForScreen(containing: firstFile, help)
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?", ">[ 2 Cancel ]<")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Cancel")
            let transcript = try await quit(demo)
            #expect(transcript.contains("alerts-demo: what happened\n#1 Delete “Budget 2024.xlsx”? → Cancel"))
        }

        @Test func aDumbTerminalGetsNumberedLinesInsteadOfAScreen() async throws {
            let demo = try start(["TERM": "dumb"])
            try await demo.waitForScreen(containing: "Command:")
            demo.type("d\r")
            try await demo.waitForScreen(containing: "  1) Delete (destructive)", "Choose 1-2 [2]:")
            demo.type("1\r")
            try await demo.waitForScreen(containing: "#1 Delete “Budget 2024.xlsx”? → Delete")
            demo.type("q\ry\r")
            #expect(try await demo.waitForExit() == .exited(0))
            #expect(!demo.rawOutput.contains("\u{1B}[?1049h"), "no full screen")
        }

        @Test func lineModeOnATerminalEndsThePromptLineOnControlCAndEndOfInput() async throws {
            let interrupted = try start(["ALERTS_ACCESSIBLE": "1"])
            try await interrupted.waitForScreen(containing: "Command:")
            interrupted.press(.control("c"))
            #expect(try await interrupted.waitForExit() == .exited(130))
            #expect(interrupted.lines.contains("alerts-demo: interrupted; every open alert was closed."), "on a line of its own")
            let ended = try start(["ALERTS_ACCESSIBLE": "1"])
            try await ended.waitForScreen(containing: "Command:")
            ended.press(.control("d"))
            #expect(try await ended.waitForExit() == .exited(0))
            #expect(ended.lines.contains("alerts-demo: the input ended; goodbye."), "on a line of its own")
        }

        @Test func lineModeOnATerminalPrintsNothingOnResize() async throws {
            let demo = try start(["ALERTS_ACCESSIBLE": "1"])
            try await demo.waitForScreen(containing: "Command:")
            demo.resize(to: TerminalSize(columns: 60, rows: 20))
            demo.resize(to: TerminalSize(columns: 90, rows: 30))
            demo.type("l\r")
            try await demo.waitForScreen("the list and the next prompt") {
                $0.components(separatedBy: "Files:").count == 3 && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Command:")
            }
            #expect(demo.rawOutput.components(separatedBy: "Command: ").count == 3, "one prompt at the start, one after l")
            demo.type("q\r")
            try await demo.waitForScreen(containing: "Quit alerts-demo?", "Choose 1-2 or y/n")
            demo.type("y\r")
            #expect(try await demo.waitForExit() == .exited(0))
        }

        @Test func theAccessibleModeWritesPlainLinesWithoutAnyEscapeSequence() async throws {
            let demo = try start(["ALERTS_ACCESSIBLE": "1"])
            try await demo.waitForScreen(containing: "Commands: d delete")
            demo.type("r\r")
            try await demo.waitForScreen(containing: "New name [Budget 2024.xlsx]:")
            demo.type("Plan.xlsx\r")
            try await demo.waitForScreen(containing: "Choose 1-2 [2]:")
            demo.type("\r")
            try await demo.waitForScreen(containing: "#1 Rename “Budget 2024.xlsx” → Rename “Plan.xlsx”")
            demo.type("q\ry\r")
            #expect(try await demo.waitForExit() == .exited(0))
            #expect(!demo.rawOutput.contains("\u{1B}"))
        }
    }

    // MARK: - Piped

    @Suite struct WithPipedInput {
        private func run(_ input: String?) async throws -> PipedProcess {
            try await PipedProcess.run(try DemoExecutable.path(), input: input, environment: DemoExecutable.environment())
        }

        @Test func aScriptAnswersEveryAlertInOrderAndStandardOutputHasTheOutcomes() async throws {
            let run = try await run("d\n1\nb\n\n1\nok\ne\n\nu\n\n2\nr 1\nplan.md\n2\nf\nlater\nq\ny\n")
            #expect(run.termination == .exited(0))
            #expect(
                run.standardOutput == """
                    #1 Delete “Budget 2024.xlsx”? → Delete
                    #2 Burst 1 of 3 → OK
                    #3 Burst 2 of 3 → OK
                    #4 Burst 3 of 3 → OK
                    #6 Connection lost → joined #5 (coalesced)
                    #7 Connection lost → joined #5 (coalesced)
                    #5 Connection lost → OK
                    #6 Connection lost → OK
                    #7 Connection lost → OK
                    #8 Weekly report ready → interrupted by #9, waits to come back
                    #9 Battery critically low → OK
                    #8 Weekly report ready → Open
                    #10 Rename “notes.txt” → Rename “plan.md”
                    #11 Sync failed → Later
                    #12 Quit alerts-demo? → Yes

                    """)
            #expect(
                run.standardError.contains(
                    "Delete “Budget 2024.xlsx”?\nThis cannot be undone.\n  1) Delete (destructive)\n  2) Cancel (default)\nChoose 1-2 [2]: 1\n"))
            #expect(run.standardError.contains("New name [notes.txt]: plan.md\n"))
            #expect(!run.standardError.contains("\u{1B}"))
        }

        @Test func aBadAnswerIsExplainedAndAskedAgain() async throws {
            let run = try await run("d\nbanana\n7\n2\nq\ny\n")
            #expect(run.termination == .exited(0))
            #expect(run.standardError.contains("“banana” is not one of the choices: type a number from 1 to 2, or a button's title."))
            #expect(run.standardError.contains("“7” is not one of the choices"))
            #expect(run.standardOutput.hasPrefix("#1 Delete “Budget 2024.xlsx”? → Cancel\n"))
        }

        @Test func theInputEndingDuringAnAlertEndsItWithCancelAndExitsWithStatus1() async throws {
            let run = try await run("d\n")
            #expect(run.termination == .exited(1))
            #expect(run.standardOutput == "#1 Delete “Budget 2024.xlsx”? → Cancel\n")
            #expect(run.standardError.contains("The input ended: “Delete “Budget 2024.xlsx”?” ends Cancel."))
            #expect(run.standardError.hasSuffix("alerts-demo: the input ended while an alert waited for an answer; exiting.\n"))
        }

        @Test func theInputEndingDuringABurstEndsEveryAlertAsDismissed() async throws {
            let run = try await run("b\n\n")
            #expect(run.termination == .exited(1))
            #expect(run.standardOutput == "#1 Burst 1 of 3 → OK\n#2 Burst 2 of 3 → dismissed\n#3 Burst 3 of 3 → dismissed\n")
        }

        @Test func noInputAtAllEndsAtOnceWithAMessage() async throws {
            let run = try await run(nil)
            #expect(run.termination == .exited(0))
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.hasSuffix("Command: \nalerts-demo: the input ended; goodbye.\n"), "the message starts a line of its own")
        }

        @Test func controlCharactersTypedOrLoggedInLineModeArePrintedNeutralized() async throws {
            let run = try await run("x\u{1B}[2J\nr 1\nSrv\u{1B}]0;pwned\u{07}\u{1B}[1A\u{08}\tx\n2\nd 1\n\u{1B}]52;c;aGk=\u{07}\n2\n")
            #expect(run.termination == .exited(0))
            let name = "Srv␛]0;pwned␇␛[1A␈ x"
            #expect(
                run.standardOutput == """
                    #1 Rename “Budget 2024.xlsx” → Rename “\(name)”
                    #2 Delete “\(name)”? → Cancel

                    """)
            #expect(run.standardError.contains("Unknown command “x␛[2J”. Type h for help."))
            #expect(run.standardError.contains("New name [Budget 2024.xlsx]: \(name)\n"))
            #expect(run.standardError.contains("Renamed “Budget 2024.xlsx” to “\(name)”."))
            #expect(run.standardError.contains("“␛]52;c;aGk=␇” is not one of the choices"))
            #expect(SanitizedForTerminalTests.isInert(run.standardError.filter { $0 != "\n" }))
            #expect(SanitizedForTerminalTests.isInert(run.standardOutput.filter { $0 != "\n" }))
        }

        @Test func anyNumberTypedAfterACommandGetsAnAnswerNeverACrash() async throws {
            let numbers = ["-9223372036854775808", "9223372036854775807", "0", "-1", "99999999999999999999999", "+7"]
            let run = try await run(numbers.map { "d \($0)\nr \($0)\n" }.joined() + "d +2\n2\n")
            #expect(run.termination == .exited(0))
            for number in numbers {
                #expect(run.standardError.components(separatedBy: "There is no file \(number); type l to list them.\n").count == 3)
            }
            #expect(run.standardOutput == "#1 Delete “notes.txt”? → Cancel\n")
        }

        @Test func unknownOptionsAreRejectedWithTheUsageAndStatus2() async throws {
            for option in ["--bogus", "-x", "extra"] {
                let run = try await PipedProcess.run(try DemoExecutable.path(), arguments: [option], input: "q\ny\n", environment: DemoExecutable.environment())
                #expect(run.termination == .exited(2))
                #expect(run.standardError.hasPrefix("alerts-demo: unknown option “\(option)”\n\nUsage: alerts-demo [--help | --version]"))
                #expect(run.standardOutput.isEmpty, "nothing ran")
            }
        }

        @Test func versionAndHelpPrintAndExit0AndHelpSaysWhatSwitchesToLines() async throws {
            let version = try await PipedProcess.run(try DemoExecutable.path(), arguments: ["--version"], input: nil, environment: DemoExecutable.environment())
            #expect(version.termination == .exited(0))
            #expect(version.standardOutput.hasPrefix("alerts-demo "))
            #expect(version.standardOutput.filter { $0 == "\n" }.count == 1)
            let help = try await PipedProcess.run(try DemoExecutable.path(), arguments: ["--help"], input: nil, environment: DemoExecutable.environment())
            #expect(help.termination == .exited(0))
            let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("When standard input is not a terminal it reads one command or answer per line"))
            #expect(text.contains("on the terminal itself when standard error is redirected"))
            #expect(!text.contains("piped input or output"), "piping standard output keeps the screen")
            #expect(text.contains("--version"))
        }

        @Test func unknownCommandsAreNamedAndTheScriptGoesOn() async throws {
            let run = try await run("zap\nd 9\nd 2\n2\n")
            #expect(run.termination == .exited(0))
            #expect(run.standardError.contains("Unknown command “zap”. Type h for help."))
            #expect(run.standardError.contains("There is no file 9; type l to list them."))
            #expect(run.standardOutput == "#1 Delete “notes.txt”? → Cancel\n")
        }
    }
}
