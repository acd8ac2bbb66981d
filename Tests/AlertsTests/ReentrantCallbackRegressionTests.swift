import Alerts
import AlertsTesting
import Testing

/// Defects found by an adversarial pass over the public API: callbacks (event observers, button
/// actions, the `deinit` of an object an action captured) that call back into the center in the
/// middle of one of its steps. Each test failed before the center ran app code only between
/// its steps.
@MainActor
@Suite struct ReentrantCallbackRegressionTests {
    /// Defect 1: a heap use-after-free in `close()`. The old queue released withdrawn alerts one
    /// by one while the center still read it; an action's captured object that detached a host
    /// (or read the queue) from its `deinit` then read freed memory. Now every object the
    /// closing lets go of is released once the center's state is whole.
    @Test func objectsReleasedByClosingFindTheCenterWholeWhenTheyCallBack() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let center = AlertCenter(clock: ManualAlertClock())
        let root = center.attachHost(settling: .immediate)
        let sheet = center.attachHost(settling: .immediate)
        var seen: [(queued: Int, pending: Int, closed: Bool)] = []
        let onRelease = HeldRequests()
        onRelease.onRelease = {
            seen.append((center.queuedAlerts.count, center.pendingRequestCount, center.isClosed))
            root.detach()
            sheet.detach()
        }
        let visible = center.show(title: "Visible")
        let waiting = (1...3).map { center.show(title: "Waiting \($0)") }
        let holder = center.show(AlertData(title: "Holder", buttons: [.ok { [owner = WithdrawsOnRelease(onRelease)] in _ = owner }]))
        let withdrawnHolder = HeldRequests()
        center.show(AlertData(title: "Withdrawn", buttons: [.ok { [owner = WithdrawsOnRelease(withdrawnHolder)] in _ = owner }])).cancel()
        #expect(withdrawnHolder.wasReleased, "a withdrawn request's action is released when it ends")

        center.close()

        #expect(onRelease.wasReleased)
        let whenReleased = try #require(seen.first)
        #expect(whenReleased.queued == 0)
        #expect(whenReleased.pending == 0)
        #expect(whenReleased.closed)
        for handle in [visible, holder] + waiting {
            #expect(handle.outcome == .hostGone)
        }
        #expect(!root.isAttached && !sheet.isAttached)
    }

    /// Defect 2: an observer that cancels a request on `.settled` made `confirm` return `false`
    /// after "Delete" ran, since `settled` was reported before the requests were finished. An
    /// answer taken is the outcome.
    @Test func anObserverCancellingOnSettledCannotTurnAnAnswerIntoCancelled() async throws {
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

    /// Defect 2, the same window for a dismissal: it stays `dismissed`.
    @Test func anObserverCancellingOnSettledCannotTurnADismissalIntoCancelled() throws {
        let tester = AlertTester()
        var handle: AlertHandle?
        tester.center.observeEvents { event in
            if case .settled = event.kind { handle?.cancel() }
        }
        handle = tester.center.show(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))

        try tester.dismiss()

        #expect(handle?.outcome == .dismissed)
    }

    /// Defect 3: the no-host sweep rejected an alert that an observer had just put on a host,
    /// and the queue then stalled with a host attached. Now the sweep is one step, and what an
    /// observer does after it (attach a host) shows the next alert.
    @Test func aHostAttachedOnANoHostRejectionShowsTheAlertsStillWaiting() throws {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(1)), clock: clock)
        var attached: AlertHost?
        var presentedRequests: [AlertRequestID] = []
        center.observeEvents { event in
            if case .presented = event.kind { presentedRequests.append(event.request) }
            if case .ended(.rejected(.noHost)) = event.kind, attached == nil {
                attached = center.attachHost(settling: .immediate)
            }
        }
        let first = center.show(title: "First")
        let second = center.show(title: "Second")
        clock.advance(by: .milliseconds(500))
        let third = center.show(title: "Third")

        clock.advance(by: .milliseconds(500))

        #expect(first.outcome == .rejected(.noHost))
        #expect(second.outcome == .rejected(.noHost))
        #expect(!presentedRequests.contains(second.id), "a rejected alert was shown")
        let host = try #require(attached)
        #expect(host.presentation?.request == third.id, "the queue stalled with a host attached")
        clock.advance(by: .seconds(5))
        #expect(third.isPending)
    }

    /// Defect 4: observers were called in a random order, saw events out of order when another
    /// observer re-entered, and an observation cancelled by another observer still got the
    /// event being delivered.
    @Test func observersGetEveryEventInOrderOfHappeningAndOfRegistration() async {
        let fixture = Fixture()
        let center = fixture.center
        let host = fixture.attachHost(settling: .immediate)
        var calls: [String] = []
        var perObserver: [[AlertEvent]] = [[], [], []]
        var followUp: AlertHandle?
        var third: AlertEventObservation?
        center.observeEvents { event in
            calls.append("A")
            perObserver[0].append(event)
            // Re-enters on the first request's `settled`, before B and C have seen it.
            if case .settled = event.kind, followUp == nil {
                followUp = center.show(title: "Follow-up")
            }
        }
        center.observeEvents { event in
            calls.append("B")
            perObserver[1].append(event)
            if event.outcome != nil { third?.cancel() }
        }
        third = center.observeEvents { event in
            calls.append("C")
            perObserver[2].append(event)
        }
        let streamed = center.events
        let first = center.show(title: "First")
        fixture.tap("OK", on: host)
        fixture.tap("OK", on: host)
        center.close()

        let all = perObserver[0]
        #expect(perObserver[1] == all)
        #expect(Array(calls.prefix(3)) == ["A", "B", "C"])
        #expect(calls.count == 2 * all.count + perObserver[2].count)
        // C was cancelled by B on the first `ended`, which C must not receive.
        let firstEnding = all.firstIndex { $0.outcome != nil }!
        #expect(perObserver[2] == Array(all.prefix(firstEnding)))
        // Happen order: each request's events in its life's order, the follow-up's after the
        // settling that prompted it.
        let kinds = all.map { "\($0.request == first.id ? 1 : 2) \($0.kind.name)" }
        #expect(
            kinds == [
                "1 requested", "1 queued", "1 presented", "1 answered", "1 settled", "1 ended",
                "2 requested", "2 queued", "2 presented", "2 answered", "2 settled", "2 ended",
            ])
        var fromStream: [AlertEvent] = []
        for await event in streamed { fromStream.append(event) }
        #expect(fromStream == all)
    }

    /// Defect 4: an observer registered while events wait to be delivered does not get them:
    /// it gets the events from its registration on.
    @Test func anObserverRegisteredByAnotherGetsOnlyLaterEvents() {
        let fixture = Fixture()
        let center = fixture.center
        let host = fixture.attachHost(settling: .immediate)
        var late: [AlertEvent.Kind] = []
        var registered = false
        center.observeEvents { event in
            if case .requested = event.kind, !registered {
                registered = true
                center.observeEvents { late.append($0.kind) }
            }
        }
        center.show(title: "First")
        #expect(late.isEmpty, "the queued and presented events happened before it registered")
        fixture.tap("OK", on: host)
        #expect(late.map(\.name) == ["answered", "settled", "ended"])
    }

    /// Defect 10: with `noHostTimeout: .zero`, requests waiting when the last host detached
    /// waited until the clock next ran.
    @Test func aZeroNoHostTimeoutRejectsTheWaitingRequestsWhenTheLastHostDetaches() {
        let center = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero), clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        let visible = center.show(title: "Visible")
        let waiting = center.show(title: "Waiting")

        host.detach()

        #expect(visible.outcome == .rejected(.noHost))
        #expect(waiting.outcome == .rejected(.noHost))
        #expect(center.pendingRequestCount == 0)
        #expect(center.queuedAlerts.isEmpty)
    }

    /// Defect 11: an observer that answered again, with another button, on `.answered` made a
    /// second `answered` event. The first answer taken is the only one.
    @Test func anAnswerFromAnObserverOfAnsweredIsRefused() throws {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .afterSettleTime)
        var reanswered: Bool?
        let center = fixture.center
        var ran: [String] = []
        let request = center.show(AlertData(title: "Keep?", buttons: [.ok("Keep") { ran.append("Keep") }, .destructive("Discard") { ran.append("Discard") }]))
        let presentation = try #require(host.presentation)
        center.observeEvents { event in
            if case .answered = event.kind, reanswered == nil {
                reanswered = host.answer(presentation.id, buttonIndex: 1)
            }
        }
        host.dismissalBegan(presentation.id)
        #expect(host.answer(presentation.id, buttonIndex: 0))

        #expect(reanswered == false)
        #expect(!host.answer(presentation.id, buttonIndex: 1), "a second answer for the same showing")
        #expect(fixture.events.kinds(of: request.id).filter { $0.name == "answered" }.count == 1)
        #expect(request.outcome?.answer?.title == "Keep")
        #expect(ran == ["Keep"])
    }
}

extension AlertEvent.Kind {
    /// The case's name, for comparing event sequences in tests.
    var name: String {
        switch self {
        case .requested: "requested"
        case .coalesced: "coalesced"
        case .queued: "queued"
        case .presented: "presented"
        case .interrupted: "interrupted"
        case .moved: "moved"
        case .answered: "answered"
        case .settled: "settled"
        case .ended: "ended"
        case .toast: "toast"
        case .loading: "loading"
        case .sheet: "sheet"
        }
    }
}
