import Foundation
import Testing

@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// Line mode at a terminal (`ALERTS_ACCESSIBLE=1`), through a pseudo-terminal: answers
    /// go to the prompt they were typed for, and nothing is printed after a prompt on its line.
    @Suite struct LineModeAnswers {
        static let accessible = ["ALERTS_ACCESSIBLE": "1"]
        static let weeklyPrompt = "  1) Later\n  2) Open (default)\nChoose 1-2 [2]:"

        /// No line holds a prompt followed by something the demo printed.
        static func expectNothingAfterAPrompt(_ screen: String, typed: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for line in screen.components(separatedBy: "\n") {
                for prompt in ["Choose 1-2 [2]: ", "Press Enter for OK: ", "Command: "] {
                    guard let range = line.range(of: prompt) else { continue }
                    let rest = String(line[range.upperBound...])
                    #expect(rest.isEmpty || typed.contains(rest), "printed after a prompt: \(line)", sourceLocation: sourceLocation)
                }
            }
        }

        @Test func anAnswerTypedWhileTheUrgentAlertIsOnItsWayGoesToThePromptOnScreen() async throws {
            // Time enough to type the answer before the urgent alert comes, on a busy machine too.
            let demo = try start(Self.accessible.merging(["ALERTS_URGENT_DELAY_MS": "3000"]) { $1 })
            try await demo.waitForScreen(containing: "Command:")
            demo.type("u\r")
            try await demo.waitForScreen(containing: "Weekly report ready", Self.weeklyPrompt)
            demo.type("2\r")
            try await demo.waitForScreen(containing: "#1 Weekly report ready → Open")
            try await demo.waitForScreen(containing: "Battery critically low", "Press Enter for OK:")
            demo.type("\r")
            let screen = try await demo.waitForScreen(containing: "#2 Battery critically low → OK")
            #expect(!screen.contains("interrupted"), "the report was answered before the battery alert came")
            Self.expectNothingAfterAPrompt(screen, typed: ["u", "2"])
            demo.type("q\ry\r")
            #expect(try await demo.waitForExit() == .exited(0))
        }

        @Test func aReplacedPromptSaysSoBeforeTheNewOneIsAskedAndIsAskedAgainAfter() async throws {
            let demo = try start(Self.accessible, size: TerminalSize(columns: 160, rows: 40))
            try await demo.waitForScreen(containing: "Command:")
            demo.type("u\r")
            try await demo.waitForScreen(containing: "Weekly report ready", Self.weeklyPrompt)
            let replaced = try await demo.waitForScreen(containing: "Battery critically low", "Press Enter for OK:")
            let lines = replaced.components(separatedBy: "\n")
            let prompt = try #require(lines.firstIndex { $0.hasPrefix("Choose 1-2 [2]:") })
            let note = try #require(
                lines.firstIndex(of: "“Weekly report ready” is put aside, unanswered, for the alert below; it will be asked again after it."))
            let logLine = try #require(lines.firstIndex(of: "#1 Weekly report ready → interrupted by #2, waits to come back"))
            let battery = try #require(lines.firstIndex(of: "Battery critically low"))
            #expect(prompt < logLine && logLine < note && note < battery, "the ending, then the note, then the new prompt, each on its own line")
            demo.type("\r")
            try await demo.waitForScreen(containing: "#2 Battery critically low → OK")
            let again = try await demo.waitForScreen("the report asked again") { screen in
                screen.components(separatedBy: "A more urgent alert will interrupt").count == 3
                    && screen.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Choose 1-2 [2]:")
            }
            Self.expectNothingAfterAPrompt(again, typed: ["u", ""])
            demo.type("2\r")
            try await demo.waitForScreen(containing: "#1 Weekly report ready → Open")
            demo.type("q\ry\r")
            #expect(try await demo.waitForExit() == .exited(0))
        }
    }
}
