import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Contract 2: no awaiting caller is left suspended when the center is torn down.
@MainActor
@Suite struct TeardownTests {
    @Test func closingTheCenterResolvesEveryPendingRequest() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let callers = (0..<5).map { index in
            Task { await fixture.center.present(AlertData(title: "Alert \(index)", coalescingKey: index == 4 ? "k" : nil)) }
        }
        let joined = Task { await fixture.center.present(AlertData(title: "Joined", coalescingKey: "k")) }
        await drainTasks()
        #expect(fixture.center.pendingRequestCount == 6)

        fixture.center.close()
        for caller in callers { #expect(await caller.value == .hostGone) }
        #expect(await joined.value == .hostGone)
        #expect(fixture.center.pendingRequestCount == 0)
        #expect(!host.isAttached)
        #expect(host.presentation == nil)
    }

    @Test func aClosedCenterRejectsNewRequestsAndHosts() {
        let fixture = Fixture()
        fixture.center.close()
        fixture.center.close()
        let handle = fixture.center.show(title: "After close")
        #expect(handle.outcome == .rejected(.centerClosed))
        let host = fixture.center.attachHost()
        #expect(!host.isAttached)
        #expect(host.show(AlertData(title: "Via host")).outcome == .rejected(.centerClosed))
    }

    @Test func closingFinishesTheEventStreams() async {
        let fixture = Fixture()
        let stream = fixture.center.events
        fixture.center.show(title: "One")
        fixture.center.close()
        var kinds: [AlertEvent.Kind] = []
        for await event in stream { kinds.append(event.kind) }
        #expect(kinds == [.requested, .queued, .ended(.hostGone)])
    }

    @Test func timersLeftByAClosedCenterDoNothing() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        fixture.center.show(title: "One")
        host.dismissalBegan(try! #require(host.presentation).id)
        fixture.center.close()
        fixture.settle()
        #expect(fixture.center.pendingRequestCount == 0)
        #expect(fixture.clock.pendingCount == 0)
    }
}
