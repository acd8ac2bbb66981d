import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Sheets share the modal lane with alerts: one alert or sheet at a time on a host, by priority
/// then arrival, handed over once the previous one has left the screen; each request ends with
/// exactly one outcome.
@MainActor
@Suite struct SheetLaneTests {
    @Test func aSheetRequestedWhileAnAlertIsUpWaitsUntilTheAlertHasLeftTheScreen() async throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        fixture.center.show(title: "Saved")
        let sheet = Task { await fixture.center.presentSheet(SheetData(title: "Rename"), finishingWith: String.self) }
        await drainTasks()
        #expect(fixture.center.visibleSheets.isEmpty)
        #expect(fixture.center.queuedSheets.map(\.title) == ["Rename"])

        #expect(fixture.tap("OK", on: host))
        #expect(fixture.center.visibleSheets.isEmpty, "the alert is still leaving the screen")
        fixture.settle()
        let presented = try #require(host.sheetPresentation)
        #expect(presented.sheet.title == "Rename")
        #expect(host.finishSheet(presented.id, with: "Notes 2"))
        #expect(await sheet.value == .finished("Notes 2"))
    }

    @Test func anAlertRequestedWhileASheetIsUpWaitsUntilTheSheetHasLeftTheScreen() async throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let sheet = fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        let presented = try #require(host.sheetPresentation)
        let alert = fixture.center.show(title: "Sync failed")
        #expect(fixture.visibleTitle == nil)
        #expect(fixture.queuedTitles == ["Sync failed"])

        #expect(host.finishSheet(presented.id, with: "Notes 2"))
        #expect(sheet.outcome == .finished("Notes 2"))
        #expect(host.sheetPresentation == nil)
        #expect(fixture.visibleTitle == nil, "the sheet is still leaving the screen")
        host.sheetDismissalFinished(presented.id)
        #expect(fixture.visibleTitle == "Sync failed", "the host's word ends the wait before the settle time")
        #expect(alert.isPending)
    }

    @Test func alertsAndSheetsWaitingTogetherShowByPriorityThenArrival() {
        let tester = AlertTester()
        tester.center.show(title: "First")
        tester.center.showSheet(SheetData(title: "Normal sheet"), finishingWith: Int.self)
        tester.center.show(AlertData(title: "High alert", priority: .high))
        tester.center.showSheet(SheetData(title: "High sheet", priority: .high), finishingWith: Int.self)
        tester.center.show(title: "Normal alert")

        var shown: [String] = []
        for _ in 0..<5 {
            if let alert = tester.visible {
                shown.append(alert.title)
                try? tester.dismiss()
            } else if let sheet = tester.visibleSheet {
                shown.append(sheet.sheet.title)
                try? tester.swipeDownSheet()
            }
        }
        #expect(shown == ["First", "High alert", "High sheet", "Normal sheet", "Normal alert"])
        #expect(tester.sheetEndings == [.dismissed, .dismissed])
    }

    @Test func aSheetRequestedFromAnAlreadyCancelledTaskEndsCancelledWithoutShowing() async {
        let tester = AlertTester()
        let task = Task { await tester.center.presentSheet(SheetData(title: "Rename"), finishingWith: String.self) }
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(tester.visibleSheet == nil)
        #expect(!tester.events.contains { if case .sheet(.presented) = $0.kind { true } else { false } })
        #expect(tester.center.pendingSheetRequestCount == 0)
    }

    @Test func cancellingTheCallerTakesItsSheetDownAndTheNextShows() async throws {
        let tester = AlertTester()
        let task = Task { await tester.center.presentSheet(SheetData(title: "Rename"), finishingWith: String.self) }
        try await tester.yield { tester.visibleSheet != nil }
        tester.center.show(title: "Next")
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(tester.visibleSheet == nil)
        #expect(tester.visible?.title == "Next")
    }

    @Test func aSheetRequestedThroughAHostThatGoesAwayEndsHostGone() {
        let fixture = Fixture()
        fixture.attachHost()
        let inner = fixture.center.attachHost()
        let waiting = inner.showSheet(SheetData(title: "Waiting"), finishingWith: Int.self)
        let onTop = fixture.center.showSheet(SheetData(title: "On top"), finishingWith: Int.self)
        #expect(inner.sheetPresentation?.sheet.title == "Waiting")

        inner.detach()
        #expect(waiting.outcome == .hostGone)
        #expect(onTop.isPending)
        fixture.settle()
        #expect(fixture.center.visibleSheets.map(\.sheet.title) == ["On top"])
    }

    @Test func aSheetPresentedFromAHostThatGoesAwayIsPresentedAgainBelow() throws {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let inner = fixture.center.attachHost()
        let sheet = fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        let first = try #require(inner.sheetPresentation)

        inner.detach()
        let again = try #require(root.sheetPresentation)
        #expect(again.sheet.title == "Rename")
        #expect(sheet.isPending)
        let kinds = fixture.events.kinds(of: sheet.id)
        let moved = try #require(kinds.firstIndex(of: .sheet(.moved(from: inner.id))))
        let settled = try #require(kinds.firstIndex(of: .sheet(.settled(first.id))), "its first presentation left with its host")
        #expect(moved < settled)
        #expect(kinds.last == .sheet(.presented(again.id, host: root.id)))
    }

    @Test func aFullModalQueueRejectsASheetAndAnAlertAlike() {
        let tester = AlertTester(configuration: AlertCenterConfiguration(queueCapacity: 2))
        tester.center.show(title: "Visible")
        let first = tester.center.showSheet(SheetData(title: "Waits"), finishingWith: Int.self)
        let sheet = tester.center.showSheet(SheetData(title: "One too many"), finishingWith: Int.self)
        let alert = tester.center.show(title: "Also too many")
        #expect(first.isPending)
        #expect(sheet.outcome == .rejected(.queueFull(capacity: 2)))
        #expect(alert.outcome == .rejected(.queueFull(capacity: 2)))
    }

    @Test func aClosedCenterAndAMissingHostRejectSheetsByName() {
        let noHost = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero), clock: ManualAlertClock())
        #expect(noHost.showSheet(SheetData(title: "Rename"), finishingWith: Int.self).outcome == .rejected(.noHost))
        let tester = AlertTester()
        let pending = tester.center.showSheet(SheetData(title: "Open"), finishingWith: Int.self)
        tester.center.close()
        #expect(pending.outcome == .hostGone)
        #expect(tester.center.showSheet(SheetData(title: "Late"), finishingWith: Int.self).outcome == .rejected(.centerClosed))
    }

    @Test func aSheetWaitingWithNoHostEndsRejectedOnceTheNoHostTimeIsOver() {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(5)), clock: clock)
        let sheet = center.showSheet(SheetData(title: "Rename"), finishingWith: Int.self)
        clock.advance(by: .seconds(4))
        #expect(sheet.isPending)
        clock.advance(by: .seconds(1))
        #expect(sheet.outcome == .rejected(.noHost))
    }

    @Test func aCenterNoOneHoldsGoesAwayAndCallersAwaitingItsSheetsResumeHostGone() async {
        weak var weakCenter: AlertCenter?
        var shown: Task<SheetOutcome<Int>, Never>?
        var waiting: Task<SheetOutcome<Int>, Never>?
        do {
            let center = AlertCenter(clock: ManualAlertClock())
            let host = center.attachHost(settling: .immediate)
            weakCenter = center
            let first = center.showSheet(SheetData(title: "Shown"), finishingWith: Int.self)
            let second = center.showSheet(SheetData(title: "Waiting"), finishingWith: Int.self)
            shown = Task { await first.value }
            waiting = Task { await second.value }
            await drainTasks()
            #expect(host.sheetPresentation?.sheet.title == "Shown")
        }
        #expect(await shown?.value == .hostGone)
        #expect(await waiting?.value == .hostGone)
        await drainTasks()
        #expect(weakCenter == nil)
    }

    @Test func requestsWithTheSameKeyShareOneSheetAndItsValue() throws {
        let tester = AlertTester()
        let first = tester.center.showSheet(SheetData(title: "Login", coalescingKey: "login"), finishingWith: String.self)
        let second = tester.center.showSheet(SheetData(title: "Login", coalescingKey: "login"), finishingWith: String.self)
        let otherType = tester.center.showSheet(SheetData(title: "Login", coalescingKey: "login"), finishingWith: Int.self)
        #expect(otherType.outcome == .rejected(.invalid(.coalescingKeyHasOtherValueType(key: "login"))))
        #expect(tester.visibleSheets.count == 1)

        first.cancel()
        #expect(tester.visibleSheet != nil, "the second request still waits for the sheet")
        try tester.finishSheet(with: "ada")
        #expect(first.outcome == .cancelled)
        #expect(second.outcome == .finished("ada"))
    }

    @Test func aValueOfAnotherTypeDoesNotFinishTheSheet() throws {
        let tester = AlertTester()
        let sheet = tester.center.showSheet(SheetData(title: "Count"), finishingWith: Int.self)
        #expect(throws: AlertTesterError.sheetValueOfOtherType(sheet: "Count", valueType: "String")) {
            try tester.finishSheet(with: "three")
        }
        #expect(sheet.isPending)
        try tester.finishSheet(with: 3)
        #expect(sheet.outcome == .finished(3))
    }

    @Test func aSheetFromASheetOpensOnTopAndDismissAllEndsEachTopmostFirst() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let bottom = fixture.center.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        #expect(root.sheetPresentation?.sheet.title == "Settings")
        let inSheet = fixture.center.attachHost()  // the sheet's content hosts what it asks for
        let top = inSheet.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        #expect(inSheet.sheetPresentation?.sheet.title == "Rename")
        let alert = inSheet.show(AlertData(title: "Shown in the sheet"))
        #expect(alert.isPending)
        #expect(fixture.visibleTitle == nil, "the sheet's host presents a sheet, so the alert waits")

        fixture.center.dismissAllSheets()
        #expect(top.outcome == .dismissedByCode)
        #expect(bottom.outcome == .dismissedByCode)
        let endings = fixture.events.all.filter { $0.sheetEnding != nil }.map(\.request)
        #expect(endings == [top.id, bottom.id])
        fixture.settle()
        #expect(fixture.visibleTitle == "Shown in the sheet")
    }

    @Test func anAlertRequestedInsideASheetShowsOnTheSheetsOwnHost() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        fixture.center.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        let inSheet = fixture.center.attachHost()
        inSheet.show(AlertData(title: "Saved"))
        #expect(inSheet.presentation?.alert.title == "Saved")
        #expect(root.presentation == nil)
        #expect(root.sheetPresentation != nil)
    }

    @Test func onlyTheHostASheetLeavesEndsItsWaitBeforeTheSettleTime() throws {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let other = fixture.attachHost()
        fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: Int.self)
        let presented = try #require(other.sheetPresentation)
        fixture.center.show(title: "Next")
        #expect(other.finishSheet(presented.id, with: 1))

        root.sheetDismissalFinished(presented.id)
        #expect(fixture.visibleTitle == nil, "another host's word does not end the wait")
        other.sheetDismissalFinished(presented.id)
        #expect(fixture.visibleTitle == "Next")
    }

    /// A withdrawn waiting sheet lets go of its content at once, not when the queue reaches it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCancelledWaitingSheetReleasesItsContentAtOnce() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        fixture.center.showSheet(SheetData(title: "On screen"), finishingWith: Int.self)
        fixture.center.showSheet(SheetData(title: "Ahead"), finishingWith: Int.self)
        var released = 0
        let cancelled: SheetHandle<Int>
        do {
            let probe = ReleaseProbe { released += 1 }
            cancelled = fixture.center.showSheet(SheetData(title: "Withdrawn"), content: probe, finishingWith: Int.self)
        }
        fixture.center.showSheet(SheetData(title: "Behind"), finishingWith: Int.self)
        #expect(root.sheetPresentation?.sheet.title == "On screen")

        cancelled.cancel()
        #expect(cancelled.outcome == .cancelled)
        #expect(released == 1, "nothing holds what the app gave for a sheet that will never show")
        #expect(fixture.center.queuedSheets.map(\.title) == ["Ahead", "Behind"])
    }
}
