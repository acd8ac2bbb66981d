import AlertsTesting
import Testing

@testable import Alerts

/// A clock may call the center from `schedule` and from a timer's `cancel`: the center asks
/// for timers and cancels them between its steps, never inside one, so such a clock neither
/// stops the program nor finds the center's state half changed.
@MainActor
@Suite struct ReentrantClockTests {
    /// A manual clock that calls `onCall` at the start of each `schedule` and `cancel`.
    @MainActor final class CallingBackClock: AlertClock {
        let manual = ManualAlertClock()
        var onCall: (@MainActor (String) -> Void)?
        private(set) var calls: [String] = []

        var now: AlertDuration { manual.now }

        func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
            called("schedule")
            return CallingBackTimer(inner: manual.schedule(after: delay, work), clock: self)
        }

        func called(_ name: String) {
            calls.append(name)
            onCall?(name)
        }
    }

    @MainActor final class CallingBackTimer: AlertTimer {
        let inner: any AlertTimer
        weak var clock: CallingBackClock?

        init(inner: any AlertTimer, clock: CallingBackClock) {
            self.inner = inner
            self.clock = clock
        }

        func cancel() {
            clock?.called("cancel")
            inner.cancel()
        }
    }

    @Test func aClockThatCallsTheCenterFromScheduleAndCancelKeepsEveryPromise() {
        let clock = CallingBackClock()
        let configuration = AlertCenterConfiguration(settleTime: .milliseconds(100), noHostTimeout: .seconds(1), loadingGraceTime: .milliseconds(50))
        let center = AlertCenter(configuration: configuration, clock: clock)
        var handles: [AlertHandle] = []
        var seenPending: [Int] = []
        var broken: [String] = []
        clock.onCall = { call in
            // A read and, a few times, a request: both conflicted with a step under way before.
            seenPending.append(center.pendingRequestCount)
            if handles.count < 6 { handles.append(center.show(title: "From the clock's \(call)")) }
            broken += center.invariantViolations()
        }
        handles.append(center.show(title: "Waiting for a host"))  // the no-host timer
        let host = center.attachHost()  // cancels it
        let toast = center.showToast(ToastData(title: "Saved"))  // the toast's timer
        let loading = center.beginLoading("Syncing")  // the grace timer
        while let presentation = host.presentation {
            host.answer(presentation.id, buttonIndex: 0)  // the settle timer
            clock.manual.advance(by: .milliseconds(100))
        }
        loading.end()
        clock.manual.advance(by: .seconds(60))
        center.close()

        #expect(clock.calls.contains("schedule"))
        #expect(clock.calls.contains("cancel"))
        #expect(!seenPending.isEmpty)
        #expect(broken == [])
        #expect(center.invariantViolations() == [])
        #expect(handles.count == 6)
        #expect(handles.allSatisfy { !$0.isPending }, "\(handles.map(\.outcome))")
        #expect(handles.allSatisfy { if case .answered = $0.outcome { true } else { false } }, "\(handles.map(\.outcome))")
        #expect(toast.outcome == .timedOut)
        #expect(center.pendingRequestCount == 0)
    }
}
