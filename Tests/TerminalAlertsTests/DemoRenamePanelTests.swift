import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo's rename panel, a sheet, through a pseudo-terminal: an empty or taken name is
    /// refused by an alert over the panel, which stays for the person to fix the name.
    @Suite struct RenamePanel {
        @Test func aTakenThenAnEmptyNameAreRefusedOverThePanelAndAFreeNameRenames() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("n")
            try await demo.waitForScreen(containing: "Rename “\(firstFile)”…", ">[\(firstFile)", "Esc: close")
            demo.press(.control("u"))
            demo.type("notes.txt")
            demo.press(.enter)
            let taken = try await demo.waitForScreen(containing: "“notes.txt” is taken", "Another file has that name.")
            #expect(taken.contains("keys held ─┐") && taken.contains("New na"), "the panel stays under the alert, holding its keys")
            demo.press(.enter)
            try await demo.waitForScreen("the panel back, taking keys") { screen in
                !screen.contains("is taken") && screen.contains(">[notes.txt") && !screen.contains("keys held")
            }
            demo.press(.control("u"))
            demo.type("   ")
            demo.press(.enter)
            try await demo.waitForScreen(containing: "A file needs a name", "Type a name, or cancel to keep “\(firstFile)”.")
            demo.press(.escape)
            try await Task.sleep(for: .milliseconds(100))
            #expect(demo.screen.contains("A file needs a name"), "Esc does not close an alert without a cancel button, nor the panel beneath")
            demo.press(.enter)
            try await demo.waitForScreen("the panel back, taking keys") { screen in
                !screen.contains("A file needs a name") && screen.contains("Rename “\(firstFile)”…") && !screen.contains("keys held")
            }
            demo.press(.control("u"))
            demo.type("Plan 2025.xlsx")
            demo.press(.enter)
            let after = try await demo.waitForScreen(containing: "Renamed “\(firstFile)” to “Plan 2025.xlsx”.")
            #expect(!after.contains("Esc: close"), "the panel is gone")
            let transcript = try await quit(demo)
            #expect(
                transcript.contains(
                    """
                    #2 “notes.txt” is taken → OK
                    #3 A file needs a name → OK
                    #1 Rename “\(firstFile)”… → finished
                    """))
        }

        @Test func escapeClosesThePanelAsDismissedAndTheFileKeepsItsName() async throws {
            let demo = try start(size: TerminalSize(columns: 34, rows: 16))
            try await demo.waitForScreen(containing: "> \(firstFile)")
            demo.type("n")
            let panel = try await demo.waitForScreen(containing: "[ 2 Rename ]")
            for line in panel.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.displayWidth <= 34, "the panel fits a narrow terminal: “\(line)”")
            }
            demo.resize(to: TerminalSize(columns: 90, rows: 24))
            try await demo.waitForScreen("the panel redrawn for the wider window") { screen in
                screen.contains("Type the new name. It must not be empty or taken by another file.")
            }
            demo.press(.escape)
            try await demo.waitForScreen(containing: "#1 Rename “\(firstFile)”… → dismissed")
            let transcript = try await quit(demo)
            #expect(transcript.contains("#1 Rename “\(firstFile)”… → dismissed"))
        }

        @Test(arguments: [SIGHUP, SIGTERM])
        func theTerminalGoingAwayEndsThePanelHostGoneAndGivesTheTerminalBack(signal: Int32) async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("n")
            try await demo.waitForScreen(containing: "Esc: close")
            demo.press(.control("u"))
            demo.press(.enter)
            try await demo.waitForScreen(containing: "A file needs a name")
            demo.send(signal: signal)
            let exit = try await demo.waitForExit()
            #expect(exit == .exited(128 + signal), "ended: \(exit); screen: \(demo.screen)")
            expectTerminalGivenBack(demo)
            let screen = demo.screen
            #expect(screen.contains("#2 A file needs a name → host gone"))
            #expect(screen.contains("#1 Rename “\(firstFile)”… → host gone"))
        }
    }
}
