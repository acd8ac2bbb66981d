import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo under `LANG=C`, through a pseudo-terminal: not one byte beyond ASCII, its own
    /// text included.
    @Suite struct ASCIILocale {
        static let environment = ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""]

        static func expectOnlyASCII(_ demo: PseudoTerminalProcess, sourceLocation: SourceLocation = #_sourceLocation) {
            let bytes = demo.rawBytes
            let first = bytes.firstIndex { $0 >= 0x80 }
            #expect(
                first == nil,
                "a byte beyond ASCII in: \(first.map { String(decoding: bytes[max(0, $0 - 60)..<min(bytes.count, $0 + 20)], as: UTF8.self) } ?? "")",
                sourceLocation: sourceLocation)
        }

        @Test func theFullScreenWritesOnlyASCII() async throws {
            let demo = try start(Self.environment)
            try await demo.waitForScreen(containing: "d delete | b burst of 3", "Resume.pdf", "????????.txt")
            demo.type("r")
            try await demo.waitForScreen(containing: "Rename \"Budget 2024.xlsx\"", "New name")
            demo.press(.control("u"))
            demo.type("\u{1B}[200~Plan \u{1B}[2J “é” → …\u{1B}[201~")
            try await demo.waitForScreen(containing: ">[Plan ?[2J ??? ? ? ")
            demo.press(.enter)
            try await demo.waitForScreen(containing: "#1 Rename \"Budget 2024.xlsx\" -> Rename \"Plan ^[[2J \"e\" -> ...\"")
            demo.type("f")
            try await demo.waitForScreen(containing: "Syncing with sync.example.com...")
            try await demo.waitForScreen(containing: "Sync failed", "[ 1 Later ]")
            demo.type("1")
            try await demo.waitForScreen(containing: "#2 Sync failed -> Later")
            demo.type("u")
            try await demo.waitForScreen(containing: "Battery critically low")
            demo.press(.control("c"))
            #expect(try await demo.waitForExit() == .exited(130))
            let transcript = demo.screen
            #expect(transcript.contains("#3 Weekly report ready -> interrupted by #4, waits to come back"))
            #expect(transcript.contains("#4 Battery critically low -> host gone"))
            Self.expectOnlyASCII(demo)
        }

        @Test func lineModeWritesOnlyASCII() async throws {
            let demo = try start(Self.environment.merging(["ALERTS_ACCESSIBLE": "1"]) { $1 })
            try await demo.waitForScreen(containing: "Command:")
            // Typed text only in ASCII: the terminal echoes what is typed in line mode.
            demo.type("x\u{1B}[2J\r")
            try await demo.waitForScreen(containing: "Unknown command \"x^[[2J\".")
            demo.type("d 5\r")
            try await demo.waitForScreen(containing: "Delete \"Resume.pdf\"?", "Choose 1-2 [2]:")
            demo.type("\u{7}zz\r")
            try await demo.waitForScreen(containing: "\"^Gzz\" is not one of the choices")
            demo.type("1\r")
            try await demo.waitForScreen(containing: "#1 Delete \"Resume.pdf\"? -> Delete")
            demo.type("q\r")
            try await demo.waitForScreen(containing: "Alerts still waiting end \"host gone\".")
            demo.type("y\r")
            #expect(try await demo.waitForExit() == .exited(0))
            Self.expectOnlyASCII(demo)
        }
    }
}
