import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A view model that asks for a name through a sheet, as an app's would.
@MainActor
private final class RenameModel {
    let alerts: AlertCenter
    private(set) var name = "Notes"

    init(alerts: AlertCenter) {
        self.alerts = alerts
    }

    func renameTapped() async {
        if let newName = await alerts.presentSheet(SheetData(title: "Rename"), finishingWith: String.self).value {
            name = newName
        }
    }
}

@MainActor
@Suite struct AlertTesterSheetTests {
    @Test func aViewModelsSheetIsReadAndFinishedWithoutRendering() async throws {
        let tester = AlertTester()
        let model = RenameModel(alerts: tester.center)
        let rename = Task { await model.renameTapped() }
        try await tester.yield { tester.visibleSheet != nil }
        #expect(tester.visibleSheet?.sheet.title == "Rename")

        try tester.finishSheet(with: "Notes 2")
        await rename.value
        #expect(model.name == "Notes 2")
        #expect(tester.sheetEndings == [.finished])
    }

    @Test func waitingSheetsAreReadInOrderAndSwipedDownOneByOne() throws {
        let tester = AlertTester()
        tester.center.show(title: "Saved")
        let low = tester.center.showSheet(SheetData(title: "Low", priority: .low), finishingWith: Int.self)
        let high = tester.center.showSheet(SheetData(title: "High", priority: .high), finishingWith: Int.self)
        #expect(tester.queuedSheets.map(\.title) == ["High", "Low"])
        #expect(tester.visibleSheet == nil)

        try tester.tap("OK")
        #expect(tester.visibleSheet?.sheet.title == "High")
        try tester.swipeDownSheet()
        #expect(high.outcome == .dismissed)
        #expect(tester.visibleSheet?.sheet.title == "Low")
        tester.dismissAllSheets()
        #expect(low.outcome == .dismissedByCode)
        #expect(tester.sheetEnding(of: low.id) == .dismissedByCode)
    }

    @Test func withNoSheetUpFinishingOrSwipingThrowsANamedError() {
        let tester = AlertTester()
        #expect(throws: AlertTesterError.noVisibleSheet) { try tester.finishSheet(with: 1) }
        #expect(throws: AlertTesterError.noVisibleSheet) { try tester.swipeDownSheet() }
        #expect(AlertTesterError.noVisibleSheet.description == "no sheet is presented")
        #expect(
            AlertTesterError.sheetValueOfOtherType(sheet: "Count", valueType: "String").description
                == "the sheet “Count” does not finish with a value of type String")
    }

    @Test func aSheetPresentedFromAHostOtherThanTheTestersIsFinishedThroughThatHost() throws {
        let tester = AlertTester()
        let inner = tester.center.attachHost(settling: .immediate)
        tester.center.showSheet(SheetData(title: "Inner"), finishingWith: Int.self)
        #expect(tester.visibleSheet?.host == inner.id)
        tester.host.detach()
        // The sheet stays presented from the inner host; the tester finishes it there.
        try tester.finishSheet(with: 1)
        #expect(tester.sheetEndings == [.finished])
        withExtendedLifetime(inner) {}
    }
}
