import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo in windows smaller than its screen, through a pseudo-terminal.
    @Suite struct SmallWindows {
        @Test(arguments: [(40, 12), (30, 10)].map { TerminalSize(columns: $0.0, rows: $0.1) })
        func aSmallWindowKeepsTheListTheLogAndTheKeysApart(size: TerminalSize) async throws {
            let demo = try start(size: size)
            try await demo.waitForScreen(containing: "photo-0042.jpeg", "Log")
            demo.type("d")
            try await demo.waitForScreen(containing: "Delete “Budget 2024.xlsx”?")
            demo.press(.escape)
            let logLine = String("#1 Delete “Budget 2024.xlsx”? → Cancel".prefix(size.columns - 2))
            let screen = try await demo.waitForScreen(containing: logLine)
            let rows = screen.components(separatedBy: "\n")
            #expect(rows.contains(" Log"), "the log's heading on a row of its own")
            #expect(rows.contains(" " + logLine), "the log line on a row of its own")
            for name in ["Budget 2024.xlsx", "notes.txt", "Résumé.pdf", "photo-0042.jpeg"] {
                #expect(rows.contains { $0.hasPrefix("   " + name) || $0.hasPrefix(" > " + name) }, "\(name) whole on its row")
            }
            if size.rows >= 12 {
                #expect(rows.contains(" d delete · r rename · q quit"), "the short help, whole")
            }
            #expect(rows.allSatisfy { $0.displayWidth <= size.columns })
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
        }

        @Test func aWindowBelowTheMinimumSaysSoAndTheScreenComesBackWhenItGrows() async throws {
            let demo = try start(size: TerminalSize(columns: 16, rows: 6))
            try await demo.waitForScreen(containing: "Window too small")
            #expect(!demo.screen.contains("Budget"))
            demo.resize(to: TerminalSize(columns: 80, rows: 24))
            try await demo.waitForScreen(containing: firstFile, help)
            #expect(!demo.screen.contains("Window too small"))
            _ = try await quit(demo)
        }
    }
}
