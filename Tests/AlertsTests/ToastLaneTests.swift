import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Toasts in a lane of their own: shown up to a limit, the rest waiting by priority then
/// arrival, each request ended exactly once, alerts and toasts never waiting for each other.
@MainActor
@Suite struct ToastLaneTests {
    private func fixture(_ configuration: AlertCenterConfiguration = AlertCenterConfiguration()) -> (Fixture, AlertHost) {
        let fixture = Fixture(configuration: configuration)
        let host = fixture.attachHost(settling: .immediate)
        return (fixture, host)
    }

    @Test func aToastShowsAtOnceAndTimesOutAfterItsDuration() {
        let (fixture, host) = fixture()
        let handle = fixture.center.showToast(ToastData(title: "Saved", style: .success, duration: .seconds(3)))
        #expect(host.toasts.map(\.toast.title) == ["Saved"])
        #expect(host.toasts.first?.toast.style == .success)
        fixture.clock.advance(by: .milliseconds(2_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
        #expect(host.toasts.isEmpty)
        #expect(fixture.center.pendingToastCount == 0)
        #expect(fixture.events.kinds(of: handle.id) == [.toast(.requested), .toast(.queued), .toast(.shown), .toast(.ended(.timedOut))])
    }

    @Test func theAutomaticDurationScalesWithTheTextWithinTwoToEightSeconds() {
        #expect(ToastData(title: "Hi").automaticDuration == .seconds(2))
        #expect(ToastData(title: String(repeating: "a", count: 60)).automaticDuration == .seconds(3))
        #expect(ToastData(title: String(repeating: "a", count: 40), message: String(repeating: "b", count: 60)).automaticDuration == .seconds(5))
        #expect(ToastData(title: String(repeating: "a", count: 10_000)).automaticDuration == .seconds(8))
        #expect(ToastData(title: "Hi", button: ToastButton("Undo")).automaticDuration == .seconds(5))
        #expect(ToastData(title: String(repeating: "a", count: 10_000), button: ToastButton("Undo")).automaticDuration == .seconds(11))
        // Characters, not bytes: one emoji is one character.
        #expect(ToastData(title: String(repeating: "👍🏽", count: 100)).automaticDuration == .seconds(5))
        // A carriage return and a line feed are one character; any other ASCII byte is one.
        #expect(ToastData(title: String(repeating: "\r\n", count: 100)).automaticDuration == .seconds(5))
        #expect(ToastData(title: String(repeating: "a\r", count: 50), message: String(repeating: "\n", count: 50)).automaticDuration == .seconds(7.5))
    }

    @Test func aToastWithoutDurationLeavesAfterItsAutomaticDuration() {
        let (fixture, _) = fixture()
        let toast = ToastData(title: String(repeating: "x", count: 80))
        let handle = fixture.center.showToast(toast)
        fixture.clock.advance(by: .milliseconds(3_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func atMostTheConfiguredNumberShowAndTheRestWaitByPriorityThenArrival() {
        let (fixture, host) = fixture(AlertCenterConfiguration(maximumVisibleToasts: 2))
        let center = fixture.center
        center.showToast(ToastData(title: "a", duration: .seconds(1)))
        center.showToast(ToastData(title: "b", duration: .seconds(2)))
        center.showToast(ToastData(title: "c", priority: .low, duration: .seconds(1)))
        center.showToast(ToastData(title: "d", duration: .seconds(1)))
        center.showToast(ToastData(title: "e", priority: .high, duration: .seconds(1)))
        #expect(host.toasts.map(\.toast.title) == ["a", "b"])
        #expect(center.queuedToasts.map(\.toast.title) == ["e", "d", "c"])
        #expect(center.queuedToasts.allSatisfy { !$0.isVisible && $0.pauseReasons.isEmpty })
        fixture.clock.advance(by: .seconds(1))
        #expect(host.toasts.map(\.toast.title) == ["b", "e"])
        fixture.clock.advance(by: .seconds(1))
        #expect(host.toasts.map(\.toast.title) == ["d", "c"])
        fixture.clock.advance(by: .seconds(1))
        #expect(host.toasts.isEmpty)
        #expect(center.pendingToastCount == 0)
    }

    @Test func aVisibleLimitBelowOneCountsAsOne() {
        let (fixture, host) = fixture(AlertCenterConfiguration(maximumVisibleToasts: -5))
        fixture.center.showToast("a")
        fixture.center.showToast("b")
        #expect(host.toasts.map(\.toast.title) == ["a"])
        #expect(fixture.center.queuedToasts.map(\.toast.title) == ["b"])
    }

    @Test func alertsNeverWaitForToastsAndToastsNeverHoldAlertsBack() {
        let (fixture, host) = fixture()
        for index in 0..<5 { fixture.center.showToast("toast \(index)") }
        fixture.center.show(title: "Alert")
        #expect(host.presentation?.alert.title == "Alert")
        fixture.center.showToast("while the alert is up")
        #expect(host.toasts.count == 3)
        #expect(fixture.center.queuedToasts.count == 3)
        #expect(fixture.tap("OK", on: host))
        #expect(host.presentation == nil)
    }

    @Test func invalidToastsAreRejectedWithANamedReason() {
        let (fixture, _) = fixture()
        let center = fixture.center
        #expect(center.showToast(ToastData(title: "")).outcome == .rejected(.invalid(.emptyTitle)))
        #expect(center.showToast(ToastData(title: " \n\t")).outcome == .rejected(.invalid(.emptyTitle)))
        #expect(center.showToast(ToastData(title: "x", button: ToastButton(" "))).outcome == .rejected(.invalid(.emptyButtonTitle)))
        #expect(center.showToast(ToastData(title: "x", duration: .zero)).outcome == .rejected(.invalid(.nonPositiveDuration(.zero))))
        #expect(center.showToast(ToastData(title: "x", duration: .seconds(-3))).outcome == .rejected(.invalid(.nonPositiveDuration(.seconds(-3)))))
        #expect(center.showToast(ToastData(title: "x", duration: .min)).outcome == .rejected(.invalid(.nonPositiveDuration(.min))))
        #expect(center.pendingToastCount == 0)
        #expect(center.visibleToasts.isEmpty)
        #expect(ToastRejection.invalid(.emptyTitle).description == "invalid toast: the toast has no title")
    }

    @Test func aHugeDurationSaturatesAndTheToastStaysUntilClosed() {
        let (fixture, host) = fixture()
        let handle = fixture.center.showToast(ToastData(title: "Forever", duration: .max))
        // Two hundred years later it is still up (time itself saturates at about 292 years).
        fixture.clock.advance(by: .seconds(200 * 365 * 24 * 3_600))
        #expect(handle.isPending)
        #expect(fixture.center.visibleToasts.first?.remainingTime ?? .zero > .seconds(50 * 365 * 24 * 3_600))
        #expect(host.dismissToast(handle.id))
        #expect(handle.outcome == .dismissed)
    }

    @Test func aFullQueueRejectsAndAKeyedUpdateNeedsNoRoom() {
        let (fixture, _) = fixture(AlertCenterConfiguration(maximumVisibleToasts: 1, toastQueueCapacity: 2))
        let center = fixture.center
        center.showToast(ToastData(title: "a", coalescingKey: "a"))
        center.showToast("b")
        let third = center.showToast("c")
        #expect(third.outcome == .rejected(.queueFull(capacity: 2)))
        let update = center.showToast(ToastData(title: "a again", coalescingKey: "a"))
        #expect(update.isPending)
    }

    @Test func aClosedCenterRejectsAndClosingEndsEveryToastHostGone() {
        let (fixture, host) = fixture(AlertCenterConfiguration(maximumVisibleToasts: 1))
        let visible = fixture.center.showToast("a")
        let queued = fixture.center.showToast("b")
        fixture.center.close()
        #expect(visible.outcome == .hostGone)
        #expect(queued.outcome == .hostGone)
        #expect(host.toasts.isEmpty)
        #expect(fixture.center.showToast("late").outcome == .rejected(.centerClosed))
        #expect(fixture.clock.pendingCount == 0)
    }

    @Test func withNoHostAToastWaitsThenEndsRejectedNoHost() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(5)))
        let handle = fixture.center.showToast(ToastData(title: "a", duration: .seconds(1)))
        #expect(fixture.center.visibleToasts.isEmpty)
        fixture.clock.advance(by: .milliseconds(4_999))
        #expect(handle.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(handle.outcome == .rejected(.noHost))

        let immediate = Fixture(configuration: AlertCenterConfiguration(noHostTimeout: .zero))
        #expect(immediate.center.showToast("a").outcome == .rejected(.noHost))
    }

    @Test func aToastWaitingForAHostShowsWhenOneAttaches() {
        let fixture = Fixture()
        let handle = fixture.center.showToast(ToastData(title: "a", duration: .seconds(1)))
        fixture.clock.advance(by: .seconds(10))
        let host = fixture.attachHost(settling: .immediate)
        #expect(host.toasts.map(\.toast.title) == ["a"])
        fixture.clock.advance(by: .seconds(1))
        #expect(handle.outcome == .timedOut)
    }

    @Test func aToastRequestedThroughAHostEndsHostGoneWhenItDetaches() {
        let (fixture, root) = fixture()
        let sheet = fixture.center.attachHost(settling: .immediate)
        let mine = sheet.showToast(ToastData(title: "sheet's"))
        let centers = fixture.center.showToast("center's")
        #expect(sheet.toasts.count == 2)
        #expect(root.toasts.isEmpty)
        sheet.detach()
        #expect(mine.outcome == .hostGone)
        #expect(centers.isPending)
        #expect(root.toasts.map(\.toast.title) == ["center's"])
        #expect(sheet.showToast(ToastData(title: "after")).outcome == .hostGone)
    }

    @Test func cancellingAHandleWithdrawsTheToastAndShowsTheNext() {
        let (fixture, host) = fixture(AlertCenterConfiguration(maximumVisibleToasts: 1))
        let first = fixture.center.showToast("a")
        let second = fixture.center.showToast("b")
        let third = fixture.center.showToast("c")
        third.cancel()
        #expect(third.outcome == .cancelled)
        first.cancel()
        #expect(first.outcome == .cancelled)
        #expect(host.toasts.map(\.toast.title) == ["b"])
        first.cancel()
        #expect(first.outcome == .cancelled)
        #expect(second.isPending)
    }

    @Test func theAwaitedFormReturnsTheOutcomeAndCancellingTheTaskCancelsTheToast() async {
        let (fixture, host) = fixture()
        let awaited = Task { await fixture.center.presentToast(ToastData(title: "a", duration: .seconds(1))) }
        await drainTasks()
        #expect(host.toasts.count == 1)
        fixture.clock.advance(by: .seconds(1))
        #expect(await awaited.value == .timedOut)

        let cancelled = Task { await fixture.center.presentToast(ToastData(title: "b")) }
        await drainTasks()
        #expect(host.toasts.map(\.toast.title) == ["b"])
        cancelled.cancel()
        #expect(await cancelled.value == .cancelled)
        #expect(host.toasts.isEmpty)
    }

    @Test func aTaskCancelledBeforeItAsksShowsNothing() async {
        let (fixture, host) = fixture()
        // The task cannot start before this test yields the main actor: it is cancelled first.
        let task = Task { await fixture.center.presentToast(ToastData(title: "never")) }
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(host.toasts.isEmpty)
        #expect(fixture.events.all.map(\.kind).contains(.toast(.shown)) == false)
    }

    @Test func tappingAToastsButtonRunsItsActionOnceAfterTheToastEnded() {
        let (fixture, host) = fixture()
        var runs: [ToastOutcome?] = []
        var handle: ToastHandle?
        handle = fixture.center.showToast(ToastData(title: "Deleted", button: ToastButton("Undo") { runs.append(handle?.outcome) }))
        let id = host.toasts[0].id
        #expect(host.toasts[0].toast.button?.title == "Undo")
        #expect(host.toasts[0].toast.button?.hasAction == true)
        #expect(host.tapToastButton(id))
        #expect(runs == [.actionTapped])
        #expect(!host.tapToastButton(id))
        #expect(runs.count == 1)
        #expect(fixture.events.kinds(of: id).suffix(2) == [.toast(.actionTapped), .toast(.ended(.actionTapped))])
    }

    @Test func aToastWithoutAButtonRefusesATap() {
        let (fixture, host) = fixture()
        let handle = fixture.center.showToast("plain")
        #expect(!host.tapToastButton(handle.id))
        #expect(handle.isPending)
    }

    @Test func aHostBelowTheTopmostCannotActOnToasts() {
        let (fixture, root) = fixture()
        let handle = fixture.center.showToast("a")
        let top = fixture.center.attachHost(settling: .immediate)
        #expect(root.toasts.isEmpty)
        #expect(top.toasts.map(\.id) == [handle.id])
        #expect(!root.dismissToast(handle.id))
        #expect(!root.pauseToast(handle.id, for: .hover))
        #expect(top.dismissToast(handle.id))
        #expect(handle.outcome == .dismissed)
    }
}
