import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A sheet the center takes down whose dismissal animates longer than the center's settle time:
/// the center presents the next sheet from the same host before SwiftUI's `onDismiss` for the
/// first one has come. That late `onDismiss` belongs to the sheet that left; the next sheet
/// shows once it has gone, and ends only as its own request says.
@MainActor
@Suite struct SlowSheetDismissalTests {
    /// How the app takes the first sheet down.
    enum TakeDown: CaseIterable, CustomStringConvertible, Sendable {
        /// Its content finishes it.
        case finished
        /// The app dismisses every sheet on screen.
        case dismissAllSheets
        /// The task that asked for it is cancelled.
        case cancelled

        var description: String {
            switch self {
            case .finished: "finished by its content"
            case .dismissAllSheets: "dismissAllSheets"
            case .cancelled: "its request cancelled"
            }
        }
    }

    /// Each OS generation with a sheet animation of 1.5 s, longer than the settle time (0.7 s).
    nonisolated static let slowSheets = PresentationBehaviour.allGenerations.map { generation in
        var behaviour = generation
        behaviour.sheetAnimation = .milliseconds(1500)
        return behaviour
    }

    @Test(arguments: slowSheets, TakeDown.allCases)
    func theNextSheetShowsOnceTheSlowOneHasGoneAndEndsOnlyAsItsRequestSays(
        _ behaviour: PresentationBehaviour, _ takeDown: TakeDown
    ) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        let center = app.center
        try await app.driver.render()
        let rename = Task { await center.presentSheet("Rename", finishingWith: String.self) { SheetLaneRenameForm(log: log) } }
        try await app.driver.advance(by: behaviour.sheetAnimation + .milliseconds(700))
        try #require(app.driver.presentedSheetCount == 1)

        switch takeDown {
        case .finished: try await app.driver.tapContentButton("Save")
        case .dismissAllSheets: center.dismissAllSheets()
        case .cancelled: rename.cancel()
        }
        Task { log.details.append(await center.presentSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() }) }
        try await app.driver.advance(by: behaviour.sheetAnimation * 2 + .milliseconds(700))
        #expect(log.details.isEmpty, "the next sheet is not ended by the onDismiss of the one before it")
        #expect(app.driver.presentedSheetCount == 1, "the next sheet shows once the first has gone")
        #expect(app.driver.contentTexts.contains("Details form"))

        try await app.driver.tapContentButton("Pick 3")
        try await app.driver.advance(by: behaviour.sheetAnimation * 2 + .milliseconds(700))
        #expect(log.details == [.finished(3)], "the app finishes the next sheet")
        #expect(app.driver.presentedSheetCount == 0)
        let renamed = await rename.value
        switch takeDown {
        case .finished: #expect(renamed == .finished("Notes 2"))
        case .dismissAllSheets: #expect(renamed == .dismissedByCode)
        case .cancelled: #expect(renamed == .cancelled)
        }
        #expect(app.clock.pendingCount == 0, "nothing waits once both sheets have gone")
        #expect(app.driver.warnings.isEmpty, "\(app.driver.warnings)")
    }
}
