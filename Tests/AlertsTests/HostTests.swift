import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Contract 6: the topmost host renders; host-owned requests live as long as their host;
/// center requests move to the topmost host and wait while there is none.
@MainActor
@Suite struct HostTests {
    @Test func rootLevelRequestWhileASheetsHostIsOnTopIsPresentedOnTheSheetsHost() {
        let fixture = Fixture()
        let root = fixture.center.attachHost()
        let sheet = fixture.center.attachHost()
        let handle = root.show(AlertData(title: "From the root"))
        #expect(sheet.presentation?.request == handle.id)
        #expect(root.presentation == nil)
        #expect(fixture.center.topmostHost === sheet)
    }

    @Test func sheetHostDetachingEndsItsOwnAlertAsHostGoneAndMovesACenterRequestToTheRoot() {
        let fixture = Fixture()
        let root = fixture.center.attachHost()
        let sheet = fixture.center.attachHost()
        let sheetOwned = sheet.show(AlertData(title: "Sheet's own"))
        let fromService = fixture.center.show(AlertData(title: "From a service"))
        #expect(sheet.presentation?.request == sheetOwned.id)

        sheet.detach()
        #expect(sheetOwned.outcome == .hostGone)
        #expect(!sheet.isAttached)
        #expect(root.presentation?.request == fromService.id, "a center request moves to the root host")
        #expect(fromService.isPending)
    }

    @Test func visibleCenterRequestOnADetachingHostMovesToTheRemainingHost() {
        let fixture = Fixture()
        let root = fixture.center.attachHost()
        let sheet = fixture.center.attachHost()
        let handle = fixture.center.show(AlertData(title: "Moves"))
        let onSheet = try! #require(sheet.presentation)
        sheet.detach()
        let onRoot = try! #require(root.presentation)
        #expect(onRoot.request == handle.id)
        #expect(onRoot.id != onSheet.id)
        #expect(fixture.events.kinds(of: handle.id).contains(.moved(from: sheet.id)))
    }

    @Test func aHostAttachingOnTopTakesOverTheVisibleAlert() {
        let fixture = Fixture()
        let root = fixture.center.attachHost()
        let handle = fixture.center.show(AlertData(title: "Moves up"))
        #expect(root.presentation != nil)
        let sheet = fixture.center.attachHost()
        #expect(root.presentation == nil)
        fixture.settle()
        #expect(sheet.presentation?.request == handle.id)
    }

    @Test func requestsWithNoHostWaitAndAppearWhenAHostAttaches() {
        let fixture = Fixture()
        let handle = fixture.center.show(title: "Early")
        fixture.clock.advance(by: .seconds(5))
        #expect(handle.isPending)
        #expect(fixture.queuedTitles == ["Early"])
        let host = fixture.center.attachHost()
        #expect(host.presentation?.request == handle.id)
    }

    @Test func requestsWithNoHostAreRejectedAfterTheNoHostTimeout() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(10)))
        let early = fixture.center.show(title: "Early")
        fixture.clock.advance(by: .seconds(6))
        let later = fixture.center.show(title: "Later")
        fixture.clock.advance(by: .seconds(4))
        #expect(early.outcome == .rejected(.noHost))
        #expect(later.isPending)
        fixture.clock.advance(by: .seconds(6))
        #expect(later.outcome == .rejected(.noHost))
        #expect(fixture.center.pendingRequestCount == 0)
    }

    @Test func aZeroNoHostTimeoutRejectsAHostlessRequestAtOnce() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: .zero))
        let handle = fixture.center.show(title: "Nobody to show it")
        #expect(handle.outcome == .rejected(.noHost))
        #expect(fixture.center.queuedAlerts.isEmpty)
        let host = fixture.center.attachHost()
        let shown = fixture.center.show(title: "Shown")
        #expect(host.presentation?.request == shown.id)
    }

    @Test func requestThroughADetachedHostEndsHostGoneAtOnce() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        host.detach()
        host.detach()
        let handle = host.show(AlertData(title: "Too late"))
        #expect(handle.outcome == .hostGone)
        #expect(fixture.events.endings(of: handle.id) == [.hostGone])
    }

    @Test func whenEveryHostIsGoneCenterRequestsEndAfterTheTimeoutAndHostRequestsAtOnce() async {
        let fixture = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(30)))
        let host = fixture.center.attachHost()
        let owned = Task { await host.present(AlertData(title: "Owned")) }
        let central = Task { await fixture.center.present(AlertData(title: "Central")) }
        await drainTasks()
        #expect(fixture.center.pendingRequestCount == 2)
        host.detach()
        #expect(await owned.value == .hostGone)
        fixture.clock.advance(by: .seconds(30))
        #expect(await central.value == .rejected(.noHost))
    }

    @Test func presentationsStreamDeliversTheCurrentValueThenChangesAndFinishesOnDetach() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "One")
        var iterator = host.presentations.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first??.alert.title == "One")
        host.answer(try! #require(host.presentation).id, buttonIndex: 0)
        let second = await iterator.next()
        #expect(second == .some(nil))
        host.detach()
        var rest: [AlertPresentation?] = []
        while let value = await iterator.next() { rest.append(value) }
        #expect(rest == [nil], "a detached host shows nothing once, and its stream ends")
    }

    @Test func aPresentationsStreamMadeAfterDetachGivesNilAndFinishes() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "One")
        #expect(host.presentation != nil)
        host.detach()
        var seen: [AlertPresentation?] = []
        for await value in host.presentations {
            seen.append(value)
        }
        #expect(seen == [nil])
    }
}
