import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Sheets asked for through `\.showSheet` and `AlertCenter.presentSheet`, presented by
/// `.showAlertView()` through the modal lane it shares with alerts.
@MainActor
@Suite struct SheetLaneHostTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetRequestedWhileAnAlertIsUpWaitsThenShowsAndFinishes(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        app.center.show(title: "Saved")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Saved")

        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0, "the sheet waits behind the alert")
        #expect(app.center.queuedSheets.map(\.title) == ["Rename"])

        try await app.driver.tap("OK")
        try await app.settle()
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts.contains("Rename form"))

        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.finished("Notes 2")])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertRequestedWhileTheSheetIsUpShowsOnTheSheetAndASheetFromTheSheetOpensOnTop(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)

        app.center.show(title: "Sync failed")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Sync failed", "the sheet hosts the alert")
        try await app.driver.tap("OK")
        try await app.settle()

        try await app.driver.tapContentButton("Details")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 2)
        #expect(app.driver.contentTexts.contains("Details form"))

        try await app.driver.closeSheet()
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(log.details == [.dismissed])

        try await app.driver.closeSheet()
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.dismissed])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func dismissAllClosesASheetAndTheSheetOnItEachWithItsOwnOutcome(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Details")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 2)

        app.center.dismissAllSheets()
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.details == [.dismissedByCode])
        #expect(log.renamed == [.dismissedByCode])
        #expect(app.center.hosts.count == 1)

        app.center.show(title: "After")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "After")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aViewModelsSheetShowsAndFinishesWithItsValue(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: SheetOutcomeLog()) }
        try await app.driver.render()
        let center = app.center
        let request = Task { await center.presentSheet("Details", finishingWith: Int.self) { SheetLaneDetailsForm() } }
        try await app.finishTransition()
        #expect(app.driver.contentTexts.contains("Details form"))

        try await app.driver.tapContentButton("Pick 3")
        try await app.finishTransition()
        #expect(await request.value == .finished(3))
        #expect(app.driver.presentedSheetCount == 0)
    }
}
