import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A sheet the person swipes down, whose binding SwiftUI writes `false` as the swipe begins, once
/// the sheet has gone (before or after its `onDismiss`), or a second later: each order ends the
/// sheet once, lets the lane go on, and leaves a sheet presented meanwhile alone.
@MainActor
@Suite struct LateSheetDismissalTests {
    /// Opens the root's "Rename" sheet and lets it finish appearing.
    private func openRename(_ app: HostedApp) async throws {
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        try #require(app.driver.presentedSheetCount == 1)
    }

    /// Lets the swiped sheet leave, and its binding's late `false` come, with a margin.
    private func letTheSwipeEnd(_ app: HostedApp) async throws {
        try await app.driver.advance(by: app.driver.behaviour.sheetAnimation + app.driver.behaviour.lateSwipeBindingWrite)
        try await app.driver.advance(by: .milliseconds(200))
    }

    /// Opens the root's "Rename" sheet, swipes it down, lets it leave, then asks for a "Details"
    /// sheet from the same host, whose outcome goes to `log`: under `.late` its binding is the
    /// one the first sheet's `false` comes through.
    private func swipeRenameThenAskForDetails(_ app: HostedApp, log: SheetOutcomeLog) async throws {
        try await app.driver.render()
        try await openRename(app)
        try await app.driver.closeSheet()
        try await app.driver.advance(by: app.driver.behaviour.sheetAnimation)
        #expect(app.driver.presentedSheetCount == 0, "the swiped sheet has gone")
        let center = app.center
        Task { log.details.append(await center.presentSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() }) }
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func aSwipedSheetEndsDismissedOnceAndAnAlertAskedForOnceItHasGoneShows(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        try await openRename(app)

        try await app.driver.closeSheet()
        try await app.driver.advance(by: behaviour.sheetAnimation)
        #expect(app.driver.presentedSheetCount == 0, "the swiped sheet has gone")
        let alert = app.center.show(AlertData(title: "After"))
        try await app.driver.settle()
        #expect(await app.visibleTitle == "After", "the lane goes on at once, before any late false")
        #expect(log.renamed == [.dismissed], "the swiped sheet ends dismissed")
        try await letTheSwipeEnd(app)
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.dismissed], "the swiped sheet ends dismissed, once")
        #expect(await app.visibleTitle == "After", "the late false leaves the alert alone")

        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        #expect(log.renamed == [.dismissed])
        #expect(app.clock.pendingCount == 0, "nothing waits once the sheet and the alert have gone")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func anAlertAskedForAsTheSwipedSheetLeavesShowsOnceItHasGone(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        try await openRename(app)

        try await app.driver.closeSheet()
        let alert = app.center.show(AlertData(title: "After"))
        try await letTheSwipeEnd(app)
        try await app.driver.advance(by: .seconds(1))
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.dismissed])
        #expect(await app.visibleTitle == "After", "the lane goes on to the alert asked for meanwhile")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        if behaviour.swipeBindingWrite == .atStart {
            #expect(app.driver.warnings.isEmpty)
        } else {
            // Nothing tells the layer that a swiped sheet leaves until it has gone: an alert handed
            // to a host inside it meanwhile is dropped by SwiftUI, and handed over again.
            #expect(app.driver.warnings.allSatisfy { $0.hasPrefix("Rule “Sheet transitions”") }, "\(app.driver.warnings)")
        }
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func aSheetRequestedAsTheSwipedOneLeavesShowsOnceItHasGone(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        try await openRename(app)

        try await app.driver.closeSheet()
        let center = app.center
        Task { log.details.append(await center.presentSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() }) }
        try await letTheSwipeEnd(app)
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.presentedSheetCount == 1, "the next sheet in the lane shows")
        #expect(app.driver.contentTexts.contains("Details form"))

        try await app.driver.tapContentButton("Pick 3")
        try await app.finishTransition()
        #expect(log.details == [.finished(3)])
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func aSheetPresentedBeforeTheSwipedOnesFalseArrivesStaysUpAndFinishes(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await swipeRenameThenAskForDetails(app, log: log)
        try await letTheSwipeEnd(app)
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.presentedSheetCount == 1, "the first sheet's late false does not take the second down")
        #expect(app.driver.contentTexts.contains("Details form"))

        try await app.driver.tapContentButton("Pick 3")
        try await app.finishTransition()
        #expect(log.details == [.finished(3)], "the app finishes the second sheet")
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.clock.pendingCount == 0)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func aSecondSwipedSheetEndsDismissedByItsOwnSwipe(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await swipeRenameThenAskForDetails(app, log: log)
        try await letTheSwipeEnd(app)
        try #require(app.driver.presentedSheetCount == 1)

        try await app.driver.closeSheet()
        try await letTheSwipeEnd(app)
        #expect(log.details == [.dismissed], "the second sheet ends by its own swipe")
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.presentedSheetCount == 0)

        try await openRename(app)
        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        #expect(log.renamed == [.dismissed, .finished("Notes 2")], "a third sheet shows and finishes")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.everySwipeBindingWrite)
    func dismissAllSheetsBeforeTheSwipedOnesFalseArrivesEndsTheSheetsOnScreen(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await swipeRenameThenAskForDetails(app, log: log)
        try await app.driver.advance(by: .milliseconds(100))
        #expect(app.driver.presentedSheetCount == 1)

        app.center.dismissAllSheets()
        try await letTheSwipeEnd(app)
        #expect(log.details == [.dismissedByCode])
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.presentedSheetCount == 0)

        app.center.show(title: "After")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "After")
        #expect(app.driver.warnings.isEmpty)
    }
}
