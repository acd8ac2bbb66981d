import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A caller that withdraws its request ends it `cancelled`, whether it waits or
/// is visible, and the next alert then appears.
@MainActor
@Suite struct CancellationTests {
    @Test func callerTaskCancelledWhileItsRequestWaitsWithdrawsItAsCancelled() async {
        let fixture = Fixture()
        fixture.attachHost()
        fixture.center.show(title: "Visible")
        let waiting = Task { await fixture.center.present(AlertData(title: "Waiting")) }
        await drainTasks()
        #expect(fixture.queuedTitles == ["Waiting"])

        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        #expect(fixture.queuedTitles.isEmpty)
        #expect(fixture.visibleTitle == "Visible")
    }

    @Test func callerTaskCancelledWhileItsAlertIsVisibleDismissesItAndTheNextAppears() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let visible = Task { await fixture.center.present(AlertData(title: "Visible")) }
        await drainTasks()
        fixture.center.show(title: "Next")
        #expect(fixture.visibleTitle == "Visible")

        visible.cancel()
        #expect(await visible.value == .cancelled)
        #expect(host.presentation == nil, "the alert is taken off the screen")
        fixture.settle()
        #expect(fixture.visibleTitle == "Next")
    }

    @Test func presentFromAnAlreadyCancelledTaskEndsCancelledWithoutShowingAnything() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await fixture.center.present(AlertData(title: "Never"))
        }
        #expect(await task.value == .cancelled)
        #expect(host.presentation == nil)
        #expect(fixture.center.pendingRequestCount == 0)
        let kinds = fixture.events.all.map(\.kind)
        #expect(kinds == [.requested, .ended(.cancelled)], "it was never queued nor shown")
    }

    @Test func handleCancelWithdrawsAndIsIdempotent() {
        let fixture = Fixture()
        fixture.attachHost()
        fixture.center.show(title: "Visible")
        let handle = fixture.center.show(title: "Waiting")
        handle.cancel()
        handle.cancel()
        #expect(handle.outcome == .cancelled)
        #expect(fixture.events.endings(of: handle.id) == [.cancelled])
    }

    @Test func cancellingAfterTheAnswerChangesNothing() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let handle = fixture.center.show(title: "Answered")
        #expect(fixture.tap("OK", on: host))
        handle.cancel()
        #expect(handle.outcome?.answer?.title == "OK")
        #expect(fixture.events.endings(of: handle.id).count == 1)
    }

    @Test func manyCancelledRequestsLeaveTheQueueConsistent() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(queueCapacity: 500))
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "Visible")
        let handles = (0..<200).map { fixture.center.show(title: "Waiting \($0)") }
        for (index, handle) in handles.enumerated() where index % 3 != 0 {
            handle.cancel()
        }
        let expected = handles.indices.filter { $0 % 3 == 0 }.map { "Waiting \($0)" }
        #expect(fixture.queuedTitles == expected)
        var shown: [String] = []
        host.answer(try! #require(host.presentation).id, buttonIndex: 0)
        while let presentation = host.presentation {
            shown.append(presentation.alert.title)
            host.answer(presentation.id, buttonIndex: 0)
        }
        #expect(shown == expected)
        #expect(fixture.center.pendingRequestCount == 0)
    }

    /// An observer that cancels a request on `.settled` made `confirm` return `false`
    /// after "Delete" ran, since `settled` was reported before the requests were finished. An
    /// answer taken is the outcome.
    @Test(
        .bug(
            id: "cancel-on-settled",
            "Found by an adversarial pass over the public API: an observer withdrawing a request on settled turned a taken answer into cancelled"),
        .tags(.reentrancy)) func anObserverCancellingOnSettledCannotTurnAnAnswerIntoCancelled() async throws
    {
        let tester = AlertTester()
        var deleted = false
        var handle: AlertHandle?
        tester.center.observeEvents { event in
            if case .settled = event.kind { handle?.cancel() }
        }
        handle = tester.center.show(AlertData(title: "Delete “Notes.txt”?", buttons: [.cancel(), .destructive("Delete") { deleted = true }]))
        let request = try #require(handle)

        try tester.tap("Delete")

        #expect(deleted)
        #expect(request.outcome == .answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive)))
        #expect(tester.events.filter { $0.request == request.id }.compactMap(\.outcome).count == 1)
        #expect(await request.value.isConfirmed)
    }

    /// The same window for a dismissal: it stays `dismissed`.
    @Test(
        .bug(
            id: "cancel-on-settled",
            "Found by an adversarial pass over the public API: an observer withdrawing a request on settled turned a taken answer into cancelled"),
        .tags(.reentrancy)) func anObserverCancellingOnSettledCannotTurnADismissalIntoCancelled() throws
    {
        let tester = AlertTester()
        var handle: AlertHandle?
        tester.center.observeEvents { event in
            if case .settled = event.kind { handle?.cancel() }
        }
        handle = tester.center.show(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))

        try tester.dismiss()

        #expect(handle?.outcome == .dismissed)
    }
}
