import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// One alert visible per center; the next is handed over only after the
/// previous one has fully left the screen.
@MainActor
@Suite struct OneAtATimeTests {
    @Test func secondRequestWhileOneIsVisibleAppearsAfterTheFirstIsDismissed() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let first = fixture.center.show(title: "First")
        let second = fixture.center.show(title: "Second")

        #expect(fixture.visibleTitle == "First")
        #expect(fixture.queuedTitles == ["Second"])
        #expect(second.isPending)

        #expect(fixture.tap("OK", on: host))
        #expect(first.outcome?.answer?.title == "OK")
        #expect(fixture.visibleTitle == nil, "the next alert must wait while the first is leaving")

        fixture.settle()
        #expect(fixture.visibleTitle == "Second")
        #expect(host.presentation?.request == second.id)
    }

    @Test func nextAlertWaitsForTheSettleTimeAfterTheBindingTurnsFalse() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        fixture.center.show(title: "First")
        fixture.center.show(title: "Second")
        let presentation = try! #require(host.presentation)

        host.dismissalBegan(presentation.id)
        host.answer(presentation.id, buttonIndex: 0)
        fixture.clock.advance(by: fixture.center.configuration.settleTime - .milliseconds(1))
        #expect(fixture.visibleTitle == nil)
        #expect(fixture.center.isSettling)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(fixture.visibleTitle == "Second")
        #expect(!fixture.center.isSettling)
    }

    @Test func dismissalFinishedShowsTheNextAlertWithoutWaitingForTheSettleTime() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        fixture.center.show(title: "First")
        fixture.center.show(title: "Second")
        let presentation = try! #require(host.presentation)

        host.answer(presentation.id, buttonIndex: 0)
        #expect(fixture.visibleTitle == nil)
        host.dismissalFinished(presentation.id)
        #expect(fixture.visibleTitle == "Second")
    }

    @Test func immediateHostShowsTheNextAlertAsSoonAsTheFirstIsAnswered() {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "First")
        fixture.center.show(title: "Second")
        #expect(fixture.tap("OK", on: host))
        #expect(fixture.visibleTitle == "Second")
    }

    @Test func manyRequestsAreShownOneByOneInArrivalOrder() {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        let titles = (1...20).map { "Alert \($0)" }
        let handles = titles.map { fixture.center.show(title: $0) }
        var shown: [String] = []
        while let presentation = host.presentation {
            shown.append(presentation.alert.title)
            #expect(fixture.center.queuedAlerts.count == titles.count - shown.count)
            host.answer(presentation.id, buttonIndex: 0)
        }
        #expect(shown == titles)
        #expect(handles.allSatisfy { $0.outcome?.answer != nil })
        #expect(fixture.center.pendingRequestCount == 0)
    }

    @Test func anAnswerForAPresentationThatIsNoLongerVisibleIsRefused() {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "First")
        let old = try! #require(host.presentation)
        host.answer(old.id, buttonIndex: 0)
        fixture.center.show(title: "Second")
        #expect(!host.answer(old.id, buttonIndex: 0))
        #expect(fixture.visibleTitle == "Second")
    }

    @Test func anAnswerWithAButtonIndexOutOfRangeIsRefusedAndTheAlertStays() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let handle = fixture.center.show(title: "Only OK")
        let presentation = try! #require(host.presentation)
        #expect(!host.answer(presentation.id, buttonIndex: 1))
        #expect(!host.answer(presentation.id, buttonIndex: -1))
        #expect(handle.isPending)
        #expect(fixture.visibleTitle == "Only OK")
    }
}
