import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A sheet or full-screen cover whose content calls `dismiss()` while it still slides in: SwiftUI
/// before iOS 17 loses a dismissal asked for during a transition (rule “One sheet dismissal at a
/// time”), so the host keeps the binding `true` until the sheet is in, then lets it go. It
/// leaves, ends dismissed, and the lane goes on.
@MainActor
@Suite struct SheetClosedAsItSlidesInTests {
    /// A sheet, and a full-screen cover, which the person cannot swipe away.
    nonisolated static let styles = [SheetOptions(), .fullScreenCover]

    @Test(arguments: PresentationBehaviour.allGenerations, styles)
    func aSheetItsContentClosesAsItSlidesInLeavesOnceInAndEndsDismissed(
        _ behaviour: PresentationBehaviour, _ options: SheetOptions
    ) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        let center = app.center
        try await app.driver.render()
        Task {
            log.details.append(await center.presentSheet("Details", options: options, finishingWith: Int.self) { SheetLaneDetailsForm() })
        }
        try await app.driver.advance(by: .milliseconds(200))
        try #require(app.driver.contentTexts.contains("Details form"), "it slides in")

        try await app.driver.dismissSheet()
        try await app.driver.advance(by: .seconds(2))
        #expect(app.driver.presentedSheetCount == 0, "it leaves once it is in")
        #expect(log.details == [.dismissed])

        app.center.show(title: "After")
        try await app.settle()
        #expect(await app.visibleTitle == "After", "the lane goes on")
        #expect(app.driver.warnings.isEmpty, "\(app.driver.warnings)")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(app.clock.pendingCount == 0)
    }

    /// A swiped sheet whose binding SwiftUI writes after its `onDismiss`, and the next sheet
    /// closed by its content before that late `false` arrives: the next sheet leaves and ends
    /// dismissed, and the late `false` changes nothing.
    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func aSheetItsContentClosesBeforeTheSwipedOnesLateFalseLeavesAndEndsDismissed(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        let center = app.center
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        try #require(app.driver.presentedSheetCount == 1)
        Task { log.details.append(await center.presentSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() }) }

        try await app.driver.closeSheet()
        try await app.driver.advance(by: behaviour.sheetAnimation + .milliseconds(200))
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.contentTexts.contains("Details form"), "the next sheet shows once the swiped one has gone")

        try await app.driver.dismissSheet()
        try await app.driver.advance(by: behaviour.sheetAnimation + behaviour.lateSwipeBindingWrite + .milliseconds(200))
        #expect(app.driver.presentedSheetCount == 0, "the sheet its content closed leaves")
        #expect(log.details == [.dismissed], "and ends dismissed")
        #expect(log.renamed == [.dismissed])

        app.center.show(title: "After")
        try await app.settle()
        #expect(await app.visibleTitle == "After", "the lane goes on")
        #expect(app.driver.warnings.isEmpty, "\(app.driver.warnings)")
    }
}
