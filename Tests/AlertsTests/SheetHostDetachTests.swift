import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A host going away while a sheet leaves it: what it owned ends before anything else shows.
@MainActor
@Suite struct SheetHostDetachTests {
    /// A sheet leaves a host, and an alert asked for through that host waits behind it. The
    /// host goes away: the alert ends `hostGone` without being presented on the host below,
    /// and what waits after it shows there at once, not after a settle time.
    @Test(.bug(id: "detach-pumped-mid-step", "Found by the model-based test: a host going away showed an alert it owned before ending it"))
    func anAlertOwnedByAHostThatGoesAwayIsNotShownWhileItsSheetLeaves() throws {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let top = fixture.attachHost(settling: .afterSettleTime)
        let sheet = fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        let presented = try #require(top.sheetPresentation)
        let owned = top.show(AlertData(title: "Owned", priority: .high))
        fixture.center.show(title: "Next")
        #expect(top.finishSheet(presented.id, with: "Notes 2"))
        #expect(sheet.outcome == .finished("Notes 2"))

        top.detach()

        #expect(owned.outcome == .hostGone)
        #expect(!fixture.events.kinds(of: owned.id).contains { if case .presented = $0 { true } else { false } })
        #expect(root.presentation?.alert.title == "Next")
    }
}
