import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Every step is an event on one stream; each request starts with `requested` and
/// ends with exactly one `ended`.
@MainActor
@Suite struct EventStreamTests {
    /// Records whether a task iterating a stream got to its end.
    private final class Flag {
        var isSet = false
    }

    /// Outcomes collected by an observer or a stream's task.
    private final class Outcomes {
        var values: [AlertOutcome] = []
    }

    @Test func aRoundTripReportsEveryStepInOrder() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let handle = fixture.center.show(title: "Hello")
        let presentation = try! #require(host.presentation)
        host.dismissalBegan(presentation.id)
        host.answer(presentation.id, buttonIndex: 0)
        fixture.settle()
        let answer = AlertAnswer(buttonIndex: 0, title: "OK", type: .default)
        #expect(
            fixture.events.kinds(of: handle.id) == [
                .requested,
                .queued,
                .presented(presentation.id, host: host.id),
                .answered(answer),
                .ended(.answered(answer)),
                .settled(presentation.id),
            ])
    }

    @Test func everyRequestEndsExactlyOnceWhateverHappensToIt() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(queueCapacity: 4))
        let root = fixture.center.attachHost()
        let sheet = fixture.center.attachHost()
        var handles: [AlertHandle] = []
        handles.append(fixture.center.show(title: "Answered"))
        handles.append(sheet.show(AlertData(title: "Host gone")))
        handles.append(fixture.center.show(AlertData(title: "Cancelled")))
        handles.append(fixture.center.show(AlertData(title: "Joined", coalescingKey: "k")))
        handles.append(fixture.center.show(AlertData(title: "Joiner", coalescingKey: "k")))
        handles.append(fixture.center.show(AlertData(title: "Overflow")))
        handles.append(fixture.center.show(AlertData(title: "", message: nil)))
        fixture.tap("OK", on: sheet)
        handles[2].cancel()
        sheet.detach()
        fixture.settle()
        while let presentation = root.presentation {
            root.answer(presentation.id, buttonIndex: 0)
            fixture.settle()
        }
        fixture.center.close()
        for handle in handles {
            let kinds = fixture.events.kinds(of: handle.id)
            #expect(fixture.events.endings(of: handle.id).count == 1, "\(handle.alert.title)")
            #expect(kinds.first == .requested)
            let end = try! #require(kinds.lastIndex { if case .ended = $0 { true } else { false } })
            #expect(
                kinds[(end + 1)...].allSatisfy { if case .settled = $0 { true } else { false } },
                "only the settling of its presentation may follow the end of \(handle.alert.title)")
        }
        #expect(
            handles.map(\.outcome) == [
                .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default)),
                .hostGone,
                .cancelled,
                .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default)),
                .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default)),
                .rejected(.queueFull(capacity: 4)),
                .rejected(.invalid(.emptyTitleAndMessage)),
            ])
    }

    @Test func everySubscriberOfTheStreamGetsEveryEvent() async {
        let fixture = Fixture()
        let first = fixture.center.events
        let second = fixture.center.events
        fixture.center.show(title: "Once")
        fixture.center.close()
        var a: [AlertEvent] = []
        for await event in first { a.append(event) }
        var b: [AlertEvent] = []
        for await event in second { b.append(event) }
        #expect(a == b)
        #expect(a.count == 3)
    }

    @Test func eventsCarryTheClocksTime() {
        let fixture = Fixture()
        fixture.clock.advance(by: .seconds(3))
        fixture.center.show(title: "Timed")
        #expect(fixture.events.all.first?.time == .seconds(3))
    }

    @Test func aCancelledObservationReceivesNothingMore() {
        let fixture = Fixture()
        var count = 0
        let observation = fixture.center.observeEvents { _ in count += 1 }
        fixture.center.show(title: "Counted")
        let seen = count
        observation.cancel()
        fixture.center.show(title: "Not counted")
        #expect(seen == 2)
        #expect(count == seen)
    }

    /// The events stream of a center no one holds finishes: nothing can ever be yielded to it
    /// again.
    @Test(.bug(id: "stream-of-released-center", "Found by an adversarial review of the engine: the events stream of a center no one holds never finished"))
    func anEventStreamOfACenterNoOneHoldsFinishes() async {
        let finished = Flag()
        weak var weakCenter: AlertCenter?
        var task: Task<Void, Never>?
        do {
            let center = AlertCenter(clock: ManualAlertClock())
            weakCenter = center
            let stream = center.events
            task = Task {
                for await _ in stream {}
                finished.isSet = true
            }
            center.show(title: "Pending")
            await drainTasks()
        }
        await drainTasks()
        #expect(weakCenter == nil)
        #expect(finished.isSet, "the events stream of a deallocated center never finishes")
        task?.cancel()
        await drainTasks()
    }

    /// A center no one holds closes as `close()` closes it: its observers and its streams
    /// get the ending of every pending request, then the streams finish.
    @Test func aCenterNoOneHoldsReportsTheEndingsOfItsClosingBeforeItsStreamsFinish() async {
        let observed = Outcomes()
        let streamed = Outcomes()
        let finished = Flag()
        var task: Task<Void, Never>?
        weak var weakCenter: AlertCenter?
        do {
            let center = AlertCenter(clock: ManualAlertClock())
            weakCenter = center
            let stream = center.events
            task = Task {
                for await event in stream {
                    if let outcome = event.outcome { streamed.values.append(outcome) }
                }
                finished.isSet = true
            }
            center.observeEvents { event in
                if let outcome = event.outcome { observed.values.append(outcome) }
            }
            center.show(title: "First")
            center.show(title: "Second")
            await drainTasks()
        }
        await drainTasks()
        #expect(weakCenter == nil)
        #expect(observed.values == [.hostGone, .hostGone])
        #expect(streamed.values == [.hostGone, .hostGone])
        #expect(finished.isSet, "the stream finished after them")
        task?.cancel()
    }

    /// Observers were called in a random order, saw events out of order when another
    /// observer re-entered, and an observation cancelled by another observer still got the
    /// event being delivered.
    @Test(
        .bug(
            id: "observer-order",
            "Found by an adversarial pass over the public API: observers were called in a random order, saw events out of order when another re-entered, and a cancelled observation still got the event being delivered"
        ), .tags(.reentrancy)) func observersGetEveryEventInOrderOfHappeningAndOfRegistration() async
    {
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

    /// An observer registered while events wait to be delivered does not get them:
    /// it gets the events from its registration on.
    @Test(
        .bug(
            id: "observer-order",
            "Found by an adversarial pass over the public API: an observer registered while events waited to be delivered got events from before its registration"
        ), .tags(.reentrancy)) func anObserverRegisteredByAnotherGetsOnlyLaterEvents()
    {
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
}
