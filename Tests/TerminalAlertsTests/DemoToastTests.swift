import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo's toasts and loading line, through a pseudo-terminal and a script.
    @Suite struct Toasts {
        /// Toasts that stay until the test is done with them.
        static let lasting = ["ALERTS_TOAST_DURATION_MS": "600000"]

        @Test func copyingANameShowsCopiedWhichLeavesOnItsOwn() async throws {
            let demo = try start(["ALERTS_TOAST_DURATION_MS": "1500"])
            try await demo.waitForScreen(containing: help)
            demo.type("c")
            let shown = try await demo.waitForScreen(containing: "✓ Copied “Budget 2024.xlsx”")
            let rows = shown.components(separatedBy: "\n")
            #expect(rows.last?.hasPrefix(" ✓ Copied “Budget 2024.xlsx”") == true, "on the bottom row")
            #expect(rows.last?.hasSuffix("Esc: close") == true)
            #expect(
                rows[rows.count - 2].hasPrefix(" n rename… (panel) · c copy name · s sync · t toasts · q quit"), "the help moved up, whole, above the toast")
            try await demo.waitForScreen("the toast gone on its own") { !$0.contains("Copied") }
            _ = try await quit(demo)
        }

        @Test func aBurstOfToastsStacksUpToTheLimitAndCoalescesRepeats() async throws {
            let demo = try start(Self.lasting)
            try await demo.waitForScreen(containing: help)
            demo.type("t")
            let burst = try await demo.waitForScreen(containing: "✓ Draft saved ×4", "i 2 new messages", "! Disk almost full — 1.2 GB left")
            let rows = burst.components(separatedBy: "\n")
            #expect(rows.first?.hasPrefix(" i 2 new messages") == true, "the top toast on the top row")
            #expect(rows.filter { $0.contains("Draft saved") }.count == 1, "repeats never stack")
            #expect(!burst.contains("Upload failed"), "the fourth waits: three are visible at most")
            demo.press(.escape)
            let next = try await demo.waitForScreen(containing: "✗ Upload failed", "Ctrl-T: Retry")
            #expect(!next.contains("Disk almost full"), "Esc closed the newest")
            demo.press(.control("t"))
            try await demo.waitForScreen(containing: "Upload retried.")
            #expect(!demo.screen.contains("Upload failed"))
            _ = try await quit(demo)
        }

        @Test func syncShowsASpinnerLineThenAToastInItsPlaceAndEscCancelsIt() async throws {
            let demo = try start(Self.lasting)
            try await demo.waitForScreen(containing: help)
            demo.type("s")
            let spinning = try await demo.waitForScreen(containing: "Syncing with sync.example.com…", "Esc: Cancel")
            #expect(spinning.contains("Syncing with sync.example.com…  0:0"), "the time it has shown")
            let done = try await demo.waitForScreen(containing: "✓ Synced with sync.example.com")
            #expect(!done.contains("Syncing"))
            demo.press(.escape)
            try await demo.waitForScreen("the toast closed") { !$0.contains("Synced") }
            demo.type("s")
            try await demo.waitForScreen(containing: "Syncing with sync.example.com…", "Esc: Cancel")
            demo.press(.escape)
            let cancelled = try await demo.waitForScreen(containing: "! Sync cancelled")
            #expect(!cancelled.contains("Syncing"))
            _ = try await quit(demo)
        }

        @Test func aSmallWindowKeepsTheToastsOffTheListTheLogAndTheDialog() async throws {
            let size = TerminalSize(columns: 40, rows: 12)
            let demo = try start(Self.lasting, size: size)
            try await demo.waitForScreen(containing: "photo-0042.jpeg", "Log")
            demo.type("t")
            let screen = try await demo.waitForScreen(containing: "Draft saved ×4", "2 new messages")
            let rows = screen.components(separatedBy: "\n")
            #expect(rows[0].hasPrefix(" i 2 new messages"))
            #expect(
                rows.contains(" alerts-demo — one AlertCenter behind…") || rows.contains { $0.hasPrefix(" alerts-demo") }, "the title moved down, not covered")
            #expect(rows.contains(" Log"))
            #expect(rows.allSatisfy { $0.displayWidth <= size.columns })
            demo.type("d")
            let dialog = try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            let dialogRows = dialog.components(separatedBy: "\n")
            #expect(dialogRows[0].hasPrefix(" i 2 new messages"), "the toast line stays above the box")
            let boxRows = dialogRows.indices.filter { dialogRows[$0].contains("┌") || dialogRows[$0].contains("└") }
            #expect(boxRows.count == 2 && boxRows[0] > 0 && boxRows[1] < rows.count - 2, "the box between the toast lines")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
        }

        @Test func underLANGCTheToastsAndTheSpinnerAreASCII() async throws {
            let demo = try start(ASCIILocale.environment.merging(Self.lasting) { $1 })
            try await demo.waitForScreen(containing: "d delete | b burst of 3")
            demo.type("t")
            try await demo.waitForScreen(containing: "+ Draft saved x4", "! Disk almost full - 1.2 GB left", "Esc: close")
            demo.press(.escape)
            try await demo.waitForScreen(containing: "x Upload failed", "Ctrl-T: Retry | Esc: close")
            demo.type("s")
            try await demo.waitForScreen(containing: "Syncing with sync.example.com...", "Esc: Cancel")
            try await demo.waitForScreen("the spinner gone") { !$0.contains("Syncing") }
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            ASCIILocale.expectOnlyASCII(demo)
        }

        @Test func aScriptGetsEachToastAndTheLoadingAsPlainLines() async throws {
            let run = try await PipedProcess.run(
                try DemoExecutable.path(), input: "c 2\nc 2\ns\nq\ny\n", environment: DemoExecutable.environment(Self.lasting)
            )
            #expect(run.termination == .exited(0))
            #expect(run.standardError.contains("Command: c 2\n✓ Copied “notes.txt”\nCommand: c 2\n✓ Copied “notes.txt” ×2\n"))
            #expect(run.standardError.contains("Command: s\nSyncing with sync.example.com…\n✓ Synced with sync.example.com\n"))
            #expect(!run.standardError.contains("\u{1B}"))
            #expect(run.standardOutput.hasSuffix(" Quit alerts-demo? → Yes\n"))
            #expect(run.standardOutput.filter { $0 == "\n" }.count == 1, "toasts are not alerts: the log has only the quit")
        }

        @Test func theHelpNamesTheToastKeysAndAnyToastDurationIsTakenWithoutACrash() async throws {
            let help = try await PipedProcess.run(try DemoExecutable.path(), arguments: ["--help"], input: nil, environment: DemoExecutable.environment())
            let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for phrase in [
                "c copy the file's name", "s sync (a loading line, then a toast)", "t several toasts at once", "Esc closes the newest toast",
                "Ctrl-T presses a toast's button", "ALERTS_TOAST_DURATION_MS",
            ] {
                #expect(text.contains(phrase), "the help names \(phrase)")
            }
            for duration in ["-5", "0", "abc", "99999999999999999999", "9223372036854775807"] {
                let run = try await PipedProcess.run(
                    try DemoExecutable.path(), input: "c\nq\ny\n", environment: DemoExecutable.environment(["ALERTS_TOAST_DURATION_MS": duration])
                )
                #expect(run.termination == .exited(0), "ALERTS_TOAST_DURATION_MS=\(duration)")
                #expect(run.standardError.contains("✓ Copied “Budget 2024.xlsx”\n"))
            }
        }
    }
}
