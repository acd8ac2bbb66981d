import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Sheets wait in the same queue structure as alerts: by priority, then arrival, and a sheet
/// that was on screen and comes back goes to the front of its priority, as an alert does.
@MainActor
@Suite struct SheetQueueOrderTests {
    @Test func aSheetThatComesBackGoesAheadOfEverySheetOfItsPriorityThatWaits() throws {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let settings = fixture.center.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        let inSettings = fixture.center.attachHost()  // the sheet's content hosts what it asks for
        let rename = fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        #expect(root.sheetPresentation?.sheet.title == "Settings")
        #expect(inSettings.sheetPresentation?.sheet.title == "Rename")
        let later = fixture.center.showSheet(SheetData(title: "Later"), finishingWith: Int.self)
        #expect(fixture.center.queuedSheets.map(\.title) == ["Later"])

        root.detach()
        #expect(fixture.center.queuedSheets.map(\.title) == ["Settings", "Later"], "back ahead of a later request")
        inSettings.detach()
        #expect(
            fixture.center.queuedSheets.map(\.title) == ["Rename", "Settings", "Later"],
            "the sheet that came back last is at the front, as an alert that comes back is")

        let window = fixture.attachHost()
        #expect(window.sheetPresentation?.sheet.title == "Rename")
        #expect(fixture.events.kinds(of: rename.id).contains(.sheet(.moved(from: inSettings.id))))
        #expect(settings.isPending)
        #expect(later.isPending)
    }

    @Test func aSheetThatComesBackGoesBehindWaitingSheetsOfHigherPriority() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let inner = fixture.center.attachHost()
        fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        #expect(inner.sheetPresentation?.sheet.title == "Rename")
        fixture.center.showSheet(SheetData(title: "Urgent", priority: .high), finishingWith: Int.self)
        fixture.center.showSheet(SheetData(title: "Routine", priority: .low), finishingWith: Int.self)

        inner.detach()
        #expect(root.sheetPresentation?.sheet.title == "Urgent")
        #expect(fixture.center.queuedSheets.map(\.title) == ["Rename", "Routine"])
    }
}
