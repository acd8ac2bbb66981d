import Alerts
import AlertsTestSupport
import AlertsTesting
import Examples
import SwiftUI
import SwiftUIAlerts
import Testing

/// The "New Folder" example rendered by the view host: `\.showSheet` presents the form, the
/// form's `\.showAlert` refuses a taken name over the sheet, and `\.finishSheet` hands the name
/// back to the button that awaited it.
@MainActor
@Suite(.englishWords) struct NewFolderScreenHostTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func aNewFolderIsNamedInASheetThatRefusesATakenNameWithAnAlertOverIt(_ behaviour: PresentationBehaviour) async throws {
        let clock = ManualAlertClock()
        let model = FolderListModel(folders: ["Documents"], alerts: AlertCenter(clock: clock))
        let app = HostedApp(behaviour, center: model.alerts, clock: clock) { _ in FolderListScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("New Folder…")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts.contains("New Folder"))

        try await app.driver.type("Documents", intoContentField: "Name")
        try await app.driver.tapContentButton("Create")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "“Documents” already exists.")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 1, "the sheet stays up while its form refuses the name")

        try await app.driver.type("Invoices", intoContentField: "Name")
        try await app.driver.tapContentButton("Create")
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(model.folders == ["Documents", "Invoices"])
        #expect(app.driver.contentTexts.contains("Documents, Invoices"))
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aNewFolderAskedForFromTheMenuWaitsForTheAlertUpAndSwipingItDownAddsNothing(_ behaviour: PresentationBehaviour) async throws {
        let clock = ManualAlertClock()
        let model = FolderListModel(folders: ["Documents"], alerts: AlertCenter(clock: clock))
        let app = HostedApp(behaviour, center: model.alerts, clock: clock) { _ in FolderListScreen(model: model) }
        try await app.driver.render()
        model.alerts.show(title: "Sync failed")
        try await app.driver.settle()

        let asking = Task { await model.newFolderFromMenu() }
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0, "the sheet waits behind the alert")
        try await app.driver.tap("OK")
        try await app.settle()
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)

        try await app.driver.closeSheet()
        try await app.finishTransition()
        try await app.settle()
        #expect(await asking.value == .dismissed)
        #expect(model.folders == ["Documents"])
        #expect(app.driver.warnings.isEmpty)
    }
}
