import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Contract 8: every step is an event on one stream; each request starts with `requested` and
/// ends with exactly one `ended`.
@MainActor
@Suite struct EventStreamTests {
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
}
