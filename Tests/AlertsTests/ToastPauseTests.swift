import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A true pause: a toast's remaining time stops while it is touched or hovered, while an alert
/// is visible, while the app is inactive, while a screen reader runs or announces it, and while
/// no host shows it; it goes on from where it stopped, never shortened, never started again.
@MainActor
@Suite struct ToastPauseTests {
    private func showing(_ duration: AlertDuration = .seconds(4)) -> (Fixture, AlertHost, ToastHandle) {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let handle = fixture.center.showToast(ToastData(title: "t", duration: duration))
        return (fixture, host, handle)
    }

    @Test(arguments: [ToastPauseReason.touch, .hover, .announcement])
    func aReportedHoldStopsTheTimeAndItGoesOnFromWhereItStopped(reason: ToastPauseReason) {
        let (fixture, host, handle) = showing()
        fixture.clock.advance(by: .seconds(1))
        #expect(host.pauseToast(handle.id, for: reason))
        #expect(host.toasts.first?.pauseReasons == [reason])
        #expect(host.toasts.first?.isPaused == true)
        fixture.clock.advance(by: .seconds(60))
        #expect(handle.isPending)
        #expect(host.toasts.first?.remainingTime == .seconds(3))
        #expect(host.resumeToast(handle.id, for: reason))
        fixture.clock.advance(by: .milliseconds(2_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func touchAndHoverTogetherHoldUntilBothEnd() {
        let (fixture, host, handle) = showing()
        host.pauseToast(handle.id, for: .hover)
        host.pauseToast(handle.id, for: .touch)
        host.pauseToast(handle.id, for: .touch)
        host.resumeToast(handle.id, for: .touch)
        fixture.clock.advance(by: .seconds(10))
        #expect(handle.isPending)
        #expect(host.toasts.first?.pauseReasons == [.hover])
        host.resumeToast(handle.id, for: .hover)
        fixture.clock.advance(by: .seconds(4))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aRendererCannotReportAReasonTheCenterTracks() {
        let (_, host, handle) = showing()
        for reason in ToastPauseReason.allCases where !reason.isReportedPerToast {
            #expect(!host.pauseToast(handle.id, for: reason))
        }
        #expect(host.toasts.first?.isPaused == false)
    }

    @Test func aVisibleAlertHoldsEveryVisibleToast() {
        let (fixture, host, handle) = showing()
        fixture.clock.advance(by: .seconds(1))
        fixture.center.show(title: "Alert")
        #expect(host.toasts.first?.pauseReasons == [.alertVisible])
        fixture.clock.advance(by: .seconds(30))
        #expect(handle.isPending)
        #expect(fixture.tap("OK", on: host))
        #expect(host.toasts.first?.pauseReasons == [])
        fixture.clock.advance(by: .milliseconds(2_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func theHoldFollowsTheAlertThroughInterruptionWithdrawalAndMoves() {
        let (fixture, host, handle) = showing()
        let alert = fixture.center.show(title: "Alert")
        fixture.center.show(AlertData(title: "Urgent", priority: .critical, interruptsLowerPriority: true))
        #expect(host.presentation?.alert.title == "Urgent")
        #expect(fixture.center.visibleToasts.first?.pauseReasons == [.alertVisible])
        #expect(fixture.tap("OK", on: host))
        #expect(host.presentation?.alert.title == "Alert")
        let sheet = fixture.center.attachHost(settling: .immediate)
        #expect(sheet.presentation?.alert.title == "Alert")
        #expect(sheet.toasts.first?.pauseReasons == [.alertVisible])
        fixture.clock.advance(by: .seconds(30))
        alert.cancel()
        #expect(sheet.toasts.first?.pauseReasons == [])
        fixture.clock.advance(by: .seconds(4))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aToastShownWhileAnAlertIsUpWaitsForItToLeave() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        fixture.center.show(title: "Alert")
        let handle = fixture.center.showToast(ToastData(title: "t", duration: .seconds(1)))
        fixture.clock.advance(by: .seconds(5))
        #expect(handle.isPending)
        #expect(host.toasts.first?.remainingTime == .seconds(1))
        host.dismiss(host.presentation!.id)
        fixture.clock.advance(by: .seconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func anInactiveAppHoldsToastsUntilItIsActiveAgain() {
        let (fixture, host, handle) = showing()
        fixture.clock.advance(by: .seconds(2))
        fixture.center.setAppActive(false)
        #expect(!fixture.center.isAppActive)
        #expect(host.toasts.first?.pauseReasons == [.appInactive])
        fixture.clock.advance(by: .seconds(3_600))
        fixture.center.setAppActive(true)
        fixture.clock.advance(by: .milliseconds(1_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aRunningScreenReaderHoldsToastsUntilClosed() {
        let (fixture, host, handle) = showing()
        fixture.center.setScreenReaderRunning(true)
        #expect(fixture.center.isScreenReaderRunning)
        let later = fixture.center.showToast(ToastData(title: "later", duration: .seconds(1)))
        fixture.clock.advance(by: .seconds(1_000_000))
        #expect(handle.isPending && later.isPending)
        #expect(host.toasts.allSatisfy { $0.pauseReasons == [.screenReader] })
        host.dismissToast(later.id)
        #expect(later.outcome == .dismissed)
        fixture.center.setScreenReaderRunning(false)
        fixture.clock.advance(by: .seconds(4))
        #expect(handle.outcome == .timedOut)
    }

    @Test func pausesStackAndTheTimeRunsOnlyWhenNoneHolds() {
        let (fixture, host, handle) = showing(.seconds(10))
        var elapsedRunning = AlertDuration.zero
        func run(_ duration: AlertDuration) {
            let running = fixture.center.visibleToasts.first?.isPaused == false
            fixture.clock.advance(by: duration)
            if running { elapsedRunning = elapsedRunning + duration }
        }
        run(.seconds(1))
        fixture.center.setAppActive(false)
        host.pauseToast(handle.id, for: .hover)
        run(.seconds(5))
        fixture.center.setAppActive(true)
        run(.seconds(5))
        fixture.center.show(title: "Alert")
        host.resumeToast(handle.id, for: .hover)
        run(.seconds(5))
        #expect(fixture.tap("OK", on: host))
        run(.seconds(2))
        #expect(elapsedRunning == .seconds(3))
        #expect(fixture.center.visibleToasts.first?.remainingTime == .seconds(7))
        fixture.clock.advance(by: .seconds(7))
        #expect(handle.outcome == .timedOut)
    }

    @Test func withNoHostTheTimeStopsAndGoesOnOnTheNextHost() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: nil))
        let host = fixture.center.attachHost(settling: .immediate)
        let handle = fixture.center.showToast(ToastData(title: "t", duration: .seconds(4)))
        fixture.clock.advance(by: .seconds(1))
        host.detach()
        #expect(fixture.center.visibleToasts.first?.pauseReasons == [.noHost])
        fixture.clock.advance(by: .seconds(1_000))
        #expect(handle.isPending)
        let next = fixture.center.attachHost(settling: .immediate)
        #expect(next.toasts.first?.remainingTime == .seconds(3))
        fixture.clock.advance(by: .seconds(3))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aNewTopmostHostDropsTheHoldsTheHostBelowReported() {
        let (fixture, root, handle) = showing()
        root.pauseToast(handle.id, for: .hover)
        let sheet = fixture.center.attachHost(settling: .immediate)
        #expect(root.toasts.isEmpty)
        #expect(sheet.toasts.first?.pauseReasons == [])
        fixture.clock.advance(by: .seconds(4))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aStaleTimerNeverEndsAToastEarly() {
        // Pause and resume many times within one second: each resume arms a new timer, and
        // none of the replaced ones may end the toast.
        let (fixture, host, handle) = showing(.seconds(2))
        for _ in 0..<100 {
            fixture.clock.advance(by: .milliseconds(5))
            host.pauseToast(handle.id, for: .touch)
            fixture.clock.advance(by: .seconds(1))
            host.resumeToast(handle.id, for: .touch)
        }
        #expect(host.toasts.first?.remainingTime == .milliseconds(1_500))
        fixture.clock.advance(by: .milliseconds(1_499))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
    }

    /// Two toasts whose time runs out at the same instant, the second held by a callback of
    /// the first's timeout before its own timer fired: it had all of its time, so it times out
    /// then instead of staying up, held, with nothing left.
    @Test func aToastHeldTheInstantItsTimeRunsOutTimesOut() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let first = fixture.center.showToast(ToastData(title: "first", duration: .seconds(2)))
        let second = fixture.center.showToast(ToastData(title: "second", duration: .seconds(2)))
        fixture.center.observeEvents { event in
            if event.request == first.id, event.toastOutcome == .timedOut {
                fixture.center.setAppActive(false)
            }
        }
        fixture.clock.advance(by: .seconds(2))
        #expect(first.outcome == .timedOut)
        #expect(second.outcome == .timedOut)
        #expect(host.toasts.isEmpty)
    }
}
