import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// The "New Folder" sheet, without rendering: the caller awaits the name the sheet finishes
/// with, and the form's refusals are alerts shown over the sheet.
@MainActor
@Suite struct FolderListModelTests {
    @Test func aFolderIsAddedWithTheNameTheSheetFinishesWith() async throws {
        let tester = AlertTester()
        let model = FolderListModel(folders: ["Documents"], alerts: tester.center)

        let asking = Task { await model.newFolderFromMenu() }
        try await tester.yield(until: { tester.visibleSheet != nil })
        #expect(tester.visibleSheet?.sheet.title == "New Folder")
        #expect(throws: AlertTesterError.self) { try tester.finishSheet(with: 3) }
        try tester.finishSheet(with: "Invoices")

        #expect(await asking.value == .finished("Invoices"))
        #expect(model.folders == ["Documents", "Invoices"])
    }

    @Test func aSheetSwipedDownAddsNothing() async throws {
        let tester = AlertTester()
        let model = FolderListModel(folders: ["Documents"], alerts: tester.center)

        let asking = Task { await model.newFolderFromMenu() }
        try await tester.yield(until: { tester.visibleSheet != nil })
        try tester.swipeDownSheet()

        #expect(await asking.value == .dismissed)
        #expect(model.folders == ["Documents"])
    }

    @Test func theSheetWaitsForAnAlertAlreadyUp() async throws {
        let tester = AlertTester()
        let model = FolderListModel(folders: [], alerts: tester.center)
        tester.center.show(title: "Sync failed")

        let asking = Task { await model.newFolderFromMenu() }
        try await tester.yield(until: { tester.queuedSheets.count == 1 })
        #expect(tester.visibleSheet == nil)
        try tester.tap("OK")
        tester.settle()
        #expect(tester.visibleSheet?.sheet.title == "New Folder")
        try tester.finishSheet(with: "Invoices")
        #expect(await asking.value == .finished("Invoices"))
    }

    @Test func aTakenOrEmptyNameIsRefusedWithAnAlertOverTheSheet() async throws {
        let tester = AlertTester()
        let model = FolderListModel(folders: ["Documents"], alerts: tester.center)
        let asking = Task { await model.newFolderFromMenu() }
        try await tester.yield(until: { tester.visibleSheet != nil })
        // What `.showAlertView()` does inside the sheet it presents: a host of the sheet's own.
        let sheetHost = tester.center.attachHost(settling: .immediate)
        let showAlert = ShowAlertAction(host: sheetHost)

        #expect(model.acceptedName(" documents ", using: showAlert) == nil)
        #expect(tester.visible?.title == "“documents” already exists.")
        #expect(tester.visible?.host == sheetHost.id)
        try tester.tap("OK")
        #expect(model.acceptedName("  ", using: showAlert) == nil)
        #expect(tester.visible?.title == "The name cannot be empty.")
        try tester.tap("OK")
        #expect(model.acceptedName(" Invoices ", using: showAlert) == "Invoices")
        #expect(tester.visible == nil)
        #expect(tester.visibleSheet?.sheet.title == "New Folder", "the sheet stays up while its form refuses a name")

        try tester.finishSheet(with: "Invoices")
        #expect(await asking.value == .finished("Invoices"))
    }
}
