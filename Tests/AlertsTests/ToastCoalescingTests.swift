import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A request with the key of a visible or waiting toast updates that toast (text, count, time
/// started again) and ends with it; it never adds a duplicate.
@MainActor
@Suite struct ToastCoalescingTests {
    @Test func aRepeatUpdatesTheVisibleToastCountsItAndStartsItsTimeAgain() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let first = fixture.center.showToast(ToastData(title: "1 file copied", coalescingKey: "copy", duration: .seconds(2)))
        fixture.clock.advance(by: .milliseconds(1_500))
        let second = fixture.center.showToast(ToastData(title: "2 files copied", style: .success, coalescingKey: "copy", duration: .seconds(3)))
        let third = fixture.center.showToast(ToastData(title: "3 files copied", style: .success, coalescingKey: "copy", duration: .seconds(3)))
        #expect(host.toasts.count == 1)
        let toast = host.toasts[0]
        #expect(toast.id == first.id)
        #expect(toast.toast.title == "3 files copied")
        #expect(toast.toast.style == .success)
        #expect(toast.count == 3)
        #expect(toast.countLabel == "×3")
        #expect(toast.revision == 2)
        #expect(toast.remainingTime == .seconds(3))
        fixture.clock.advance(by: .milliseconds(2_999))
        #expect(first.isPending && second.isPending && third.isPending)
        fixture.clock.advance(by: .milliseconds(1))
        #expect([first.outcome, second.outcome, third.outcome] == [.timedOut, .timedOut, .timedOut])
        #expect(fixture.events.kinds(of: second.id) == [.toast(.requested), .toast(.coalesced(into: first.id, count: 2)), .toast(.ended(.timedOut))])
        #expect(fixture.events.kinds(of: third.id).contains(.toast(.coalesced(into: first.id, count: 3))))
    }

    @Test func aRepeatOfAWaitingToastUpdatesItInPlace() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1))
        fixture.attachHost(settling: .immediate)
        fixture.center.showToast("blocker")
        fixture.center.showToast(ToastData(title: "a", coalescingKey: "k"))
        fixture.center.showToast(ToastData(title: "b", position: .top, priority: .critical, coalescingKey: "k"))
        let queued = fixture.center.queuedToasts
        #expect(queued.map(\.toast.title) == ["b"])
        #expect(queued.first?.count == 2)
        // Position and priority stay the first request's: an update does not make it jump.
        #expect(queued.first?.toast.position == .bottom)
        #expect(queued.first?.toast.priority == .normal)
    }

    @Test func withoutAKeyEqualToastsAreBothShown() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        fixture.center.showToast("Same")
        fixture.center.showToast("Same")
        #expect(host.toasts.count == 2)
    }

    @Test func aRepeatThatArrivesWhilePausedSetsTheFullNewTimeAndKeepsThePause() throws {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let first = fixture.center.showToast(ToastData(title: "a", coalescingKey: "k", duration: .seconds(2)))
        fixture.clock.advance(by: .seconds(1))
        #expect(host.pauseToast(first.id, for: .touch))
        fixture.center.showToast(ToastData(title: "b", coalescingKey: "k", duration: .seconds(4)))
        fixture.clock.advance(by: .seconds(100))
        #expect(host.toasts.first?.remainingTime == .seconds(4))
        #expect(host.toasts.first?.pauseReasons == [.touch])
        host.resumeToast(first.id, for: .touch)
        fixture.clock.advance(by: .seconds(4))
        #expect(first.outcome == .timedOut)
    }

    @Test func cancellingOneOfTheRequestsKeepsTheToastForTheOthers() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        let first = fixture.center.showToast(ToastData(title: "a", coalescingKey: "k"))
        let second = fixture.center.showToast(ToastData(title: "b", button: ToastButton("Undo") { ran.append("b") }, coalescingKey: "k"))
        first.cancel()
        #expect(first.outcome == .cancelled)
        #expect(host.toasts.map(\.toast.title) == ["b"])
        second.cancel()
        #expect(host.toasts.isEmpty)
        #expect(ran.isEmpty)
        // The key is free again: a new request makes a new toast.
        let third = fixture.center.showToast(ToastData(title: "c", coalescingKey: "k"))
        #expect(host.toasts.map(\.id) == [third.id])
        #expect(host.toasts.first?.count == 1)
    }

    /// The toast shows its newest request still pending: when the newest is cancelled, the next
    /// newest's text and button show, as a new revision, and a tap runs that request's action.
    @Test func aCancelledNewestRequestGivesWayToTheNextNewest() throws {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        let first = fixture.center.showToast(ToastData(title: "a", button: ToastButton("A") { ran.append("a") }, coalescingKey: "k", duration: .seconds(5)))
        let second = fixture.center.showToast(ToastData(title: "b", button: ToastButton("B") { ran.append("b") }, coalescingKey: "k", duration: .seconds(5)))
        let third = fixture.center.showToast(ToastData(title: "c", button: ToastButton("C") { ran.append("c") }, coalescingKey: "k", duration: .seconds(5)))
        fixture.clock.advance(by: .seconds(1))
        third.cancel()
        let shown = try #require(host.toasts.first)
        #expect(shown.toast.title == "b")
        #expect(shown.toast.button?.title == "B")
        #expect(shown.revision == 3)
        #expect(shown.count == 3)
        // The time goes on: what the toast had left, not a new full time.
        #expect(shown.remainingTime == .seconds(4))
        // Cancelling a request whose content does not show changes nothing on screen.
        first.cancel()
        #expect(host.toasts.first?.toast.title == "b")
        #expect(host.toasts.first?.revision == 3)
        #expect(host.tapToastButton(shown.id))
        #expect(ran == ["b"])
        #expect(second.outcome == .actionTapped)
        #expect([first.outcome, third.outcome] == [.cancelled, .cancelled])
    }

    /// A request with no button that shows after the newest ended: the toast has no button and
    /// a tap on it is refused.
    @Test func theNextNewestRequestsContentShowsWholeWithoutAButton() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        let first = fixture.center.showToast(ToastData(title: "a", coalescingKey: "k"))
        let second = fixture.center.showToast(ToastData(title: "b", button: ToastButton("B") { ran.append("b") }, coalescingKey: "k"))
        second.cancel()
        #expect(host.toasts.first?.toast.title == "a")
        #expect(host.toasts.first?.toast.button == nil)
        #expect(!host.tapToastButton(first.id))
        #expect(first.isPending)
        #expect(ran.isEmpty)
    }

    /// A waiting toast also shows its newest pending request when it appears.
    @Test func aWaitingToastGivesWayToTheNextNewestRequestToo() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1))
        let host = fixture.attachHost(settling: .immediate)
        let blocker = fixture.center.showToast("blocker")
        fixture.center.showToast(ToastData(title: "a", coalescingKey: "k"))
        let second = fixture.center.showToast(ToastData(title: "b", coalescingKey: "k"))
        second.cancel()
        #expect(fixture.center.queuedToasts.map(\.toast.title) == ["a"])
        blocker.cancel()
        #expect(host.toasts.map(\.toast.title) == ["a"])
    }

    @Test func aTapRunsTheShownRequestsAction() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        let fourth = fixture.center.showToast(ToastData(title: "d", button: ToastButton("D") { ran.append("d") }, coalescingKey: "k"))
        fixture.center.showToast(ToastData(title: "e", button: ToastButton("E") { ran.append("e") }, coalescingKey: "k"))
        #expect(host.tapToastButton(fourth.id))
        #expect(ran == ["e"])
    }
}
