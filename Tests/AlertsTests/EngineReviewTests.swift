import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Found by an adversarial review of the engine: the event streams of a center no one holds,
/// extreme numbers, every operation after closing, and the system clock's timers.
@MainActor
@Suite struct EngineReviewTests {
    /// Records whether a task iterating a stream got to its end.
    private final class Flag {
        var isSet = false
    }

    /// nothing can ever be yielded to it again.
    @Test func anEventStreamOfACenterNoOneHoldsFinishes() async {
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

    /// Extreme numbers in the configuration and in priorities end requests in defined outcomes.
    @Test func extremeConfigurationAndPrioritiesEndRequestsWithoutCrashing() {
        let fixture = Fixture(
            configuration: AlertCenterConfiguration(
                queueCapacity: Int.min, settleTime: .min, noHostTimeout: .min))
        let rejected = fixture.center.show(title: "No host")
        #expect(rejected.outcome == .rejected(.noHost))
        let host = fixture.attachHost()
        let full = fixture.center.show(AlertData(title: "Full", priority: AlertPriority(rawValue: .max)))
        #expect(full.outcome == .rejected(.queueFull(capacity: .min)))
        #expect(host.presentation == nil)

        let big = Fixture(
            configuration: AlertCenterConfiguration(
                queueCapacity: .max, settleTime: .max, noHostTimeout: .max))
        let low = big.center.show(AlertData(title: "Lowest", priority: AlertPriority(rawValue: .min)))
        big.clock.advance(by: .seconds(1_000_000_000))
        #expect(low.isPending)
        let bigHost = big.attachHost()
        #expect(bigHost.presentation?.alert.title == "Lowest")
        let high = big.center.show(AlertData(title: "Highest", priority: AlertPriority(rawValue: .max), interruptsLowerPriority: true))
        #expect(bigHost.presentation == nil, "the interrupted alert settles for settleTime .max")
        #expect(!bigHost.answer(AlertPresentationID(rawValue: .max), buttonIndex: .min))
        big.clock.advance(by: .max)
        #expect(big.visibleTitle == "Highest")
        if let presentation = bigHost.presentation {
            #expect(!bigHost.answer(presentation.id, buttonIndex: .max))
            #expect(!bigHost.answer(presentation.id, buttonIndex: -1))
            #expect(bigHost.answer(presentation.id, buttonIndex: 0, textValues: Array(repeating: "x", count: 1000)))
        }
        big.center.close()
        #expect(low.outcome == .hostGone)
        #expect(high.outcome?.answer?.title == "OK")
        #expect(big.center.pendingRequestCount == 0)
    }

    /// a defined outcome, including from an already-cancelled task.
    @Test func everyOperationAfterCloseIsRefusedWithADefinedOutcome() async {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let handle = fixture.center.show(title: "Visible")
        let presentation = host.presentation
        fixture.center.close()
        fixture.center.close()
        #expect(handle.outcome == .hostGone)
        #expect(!host.isAttached)
        if let presentation {
            #expect(!host.answer(presentation.id, buttonIndex: 0))
            host.dismissalBegan(presentation.id)
            host.dismissalFinished(presentation.id)
            host.dismiss(presentation.id)
        }
        host.detach()
        handle.cancel()
        #expect(host.show(AlertData(title: "Through a detached host")).outcome == .rejected(.centerClosed))
        #expect(fixture.center.show(title: "After close").outcome == .rejected(.centerClosed))
        let late = fixture.center.attachHost()
        #expect(!late.isAttached)
        #expect(late.show(AlertData(title: "Late")).outcome == .rejected(.centerClosed))
        let cancelledTask = Task { await fixture.center.present(title: "Never") }
        cancelledTask.cancel()
        #expect(await cancelledTask.value == .cancelled || fixture.center.isClosed)
        var finished = false
        for await _ in fixture.center.events {}
        finished = true
        #expect(finished)
        #expect(fixture.center.pendingRequestCount == 0)
    }

    /// `.afterSettleTime` host, and the no-host wait resumes an awaiting caller `noHost`.
    ///
    /// The no-host wait is long enough that a thread descheduled between two steps on a busy
    /// machine (the sanitizer runs share two cores) does not outlast it; 30 ms did.
    @Test func theSystemClocksTimersSettleAndRejectWithoutAHost() async throws {
        let center = AlertCenter(
            configuration: AlertCenterConfiguration(
                settleTime: .milliseconds(20), noHostTimeout: .milliseconds(500)))
        let waiting = Task { await center.present(title: "Nobody to show it") }
        #expect(await waiting.value == .rejected(.noHost))

        let host = center.attachHost()
        let first = center.show(title: "First")
        let second = center.show(title: "Second")
        let presentation = try #require(host.presentation)
        #expect(host.answer(presentation.id, buttonIndex: 0))
        #expect(first.outcome?.answer?.title == "OK")
        #expect(host.presentation == nil)
        #expect(center.isSettling)
        for _ in 0..<200 where host.presentation == nil {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(host.presentation?.request == second.id)
        host.detach()
        #expect(second.isPending)
        #expect(await second.value == .rejected(.noHost))
    }
}
