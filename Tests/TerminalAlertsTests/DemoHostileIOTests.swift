import Foundation
import Testing
@testable import TerminalAlerts

extension DemoEndToEndTests {
    /// The demo when its terminal or its standard streams go away or misbehave: it never dies
    /// of a trap, and says what went wrong.
    @Suite struct HostileIO {
        // MARK: - Keys, signals and sizes

        @Test func controlCRightAfterEscapeOAborts() async throws {
            let demo = try start()
            try await demo.waitForScreen(containing: help)
            demo.type("d")
            try await demo.waitForScreen(containing: "This cannot be undone.")
            demo.type("\u{1B}O\u{03}")
            #expect(try await demo.waitForExit() == .exited(130))
            expectTerminalGivenBack(demo)
        }
    }
}
