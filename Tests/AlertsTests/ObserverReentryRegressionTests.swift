import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Regressions found in review: event observers and withdrawn requests that call back into the
/// center at the wrong moment.
@MainActor
@Suite struct ObserverReentryRegressionTests {
    /// Answers whatever is visible until nothing is left, checking that the center and its host
    /// agree on what is shown at every step.
    private func drain(_ fixture: Fixture, _ host: AlertHost) {
        for _ in 0..<20 {
            fixture.settle()
            #expect(fixture.center.visiblePresentation?.id == host.presentation?.id)
            guard let presentation = host.presentation else { return }
            host.answer(presentation.id, buttonIndex: 0)
        }
    }

    @Test func observerRequestingOnInterruptedLeftAVisibleAlertNoHostShowed() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        var followUp: AlertHandle?
        let center = fixture.center
        center.observeEvents { event in
            if case .interrupted = event.kind, followUp == nil {
                followUp = center.show(title: "Requested while interrupting")
            }
        }
        let routine = center.show(title: "Routine")
        let urgent = center.show(AlertData(title: "Urgent", priority: .critical, interruptsLowerPriority: true))
        #expect(center.visiblePresentation?.id == host.presentation?.id)
        drain(fixture, host)
        #expect(routine.outcome?.answer != nil)
        #expect(urgent.outcome?.answer != nil)
        #expect(followUp?.outcome?.answer != nil)
        #expect(center.pendingRequestCount == 0)
    }

    @Test func observerRequestingOnMovedLeftAVisibleAlertNoHostShowed() {
        let fixture = Fixture()
        let root = fixture.center.attachHost()
        var followUp: AlertHandle?
        let center = fixture.center
        center.observeEvents { event in
            if case .moved = event.kind, followUp == nil {
                followUp = center.show(title: "Requested while moving")
            }
        }
        let moving = center.show(title: "Moving")
        _ = root
        let sheet = center.attachHost()
        #expect(center.visiblePresentation?.id == sheet.presentation?.id)
        drain(fixture, sheet)
        #expect(moving.outcome?.answer != nil)
        #expect(followUp?.outcome?.answer != nil)
        #expect(center.pendingRequestCount == 0)
    }

    @Test func observerRequestingOnSettledJoinedAnEndedAlert() {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        var joiner: AlertHandle?
        let center = fixture.center
        center.observeEvents { event in
            if case .settled = event.kind, joiner == nil {
                joiner = center.show(AlertData(title: "Same key", coalescingKey: "k"))
            }
        }
        let first = center.show(AlertData(title: "Keyed", coalescingKey: "k"))
        first.cancel()
        let requested = try! #require(joiner)
        #expect(host.presentation?.request == requested.id, "it is shown, not joined to the withdrawn alert")
        drain(fixture, host)
        #expect(requested.outcome?.answer != nil)
        #expect(center.pendingRequestCount == 0)
    }

    @Test func withdrawnFirstRequestsActionRanForAJoinedRequest() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        var ran: [String] = []
        let first = fixture.center.show(AlertData(title: "Delete?", buttons: [.destructive("Delete") { ran.append("first") }], coalescingKey: "k"))
        let joined = fixture.center.show(AlertData(title: "Delete?", buttons: [.destructive("Delete") { ran.append("joined") }], coalescingKey: "k"))
        first.cancel()
        #expect(fixture.tap("Delete", on: host))
        #expect(first.outcome == .cancelled)
        #expect(joined.outcome?.answer?.title == "Delete")
        #expect(ran.isEmpty, "the withdrawn caller's action does not run, and a joined request's own actions never do")
    }

    @Test func theFirstRequestsActionRunsWhileItIsPendingEvenWithJoinedRequests() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        var ran: [String] = []
        let first = fixture.center.show(AlertData(title: "Retry?", buttons: [.ok("Retry") { ran.append("first") }], coalescingKey: "k"))
        let joined = fixture.center.show(AlertData(title: "Retry?", buttons: [.ok("Retry") { ran.append("joined") }], coalescingKey: "k"))
        #expect(fixture.tap("Retry", on: host))
        #expect(first.outcome == joined.outcome)
        #expect(ran == ["first"])
    }
}
