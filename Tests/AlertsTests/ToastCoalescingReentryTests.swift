import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A coalesced toast attacked from inside its own callbacks: the tapped action and observers
/// of its events cancel its requests, tap again, or close the center.
@MainActor
@Suite struct ToastCoalescingReentryTests {
    static func keyed(_ title: String, _ taps: @escaping @MainActor () -> Void) -> ToastData {
        ToastData(title: title, button: ToastButton("Undo \(title)", action: taps), coalescingKey: "k")
    }

    /// The tapped action cancels the toast's other requests and taps again: it runs once,
    /// for the request that showed, and every request ends ``ToastOutcome/actionTapped``.
    @Test func theTappedActionCancelsTheOtherRequestsAndTapsAgain() async {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        var handles: [ToastHandle] = []
        for title in ["a", "b", "c"] {
            handles.append(
                fixture.center.showToast(
                    Self.keyed(title) {
                        ran.append(title)
                        for handle in handles { handle.cancel() }
                        _ = host.tapToastButton(handles[0].id)
                    }))
        }
        #expect(host.tapToastButton(handles[0].id))
        await drainTasks()
        #expect(ran == ["c"])
        #expect(handles.map(\.outcome) == [.actionTapped, .actionTapped, .actionTapped])
        #expect(host.toasts.isEmpty)
    }

    /// An observer of the newest request's ending cancels the request before it: the toast
    /// shows the oldest request's content, and a tap runs that one's action.
    @Test func anObserverOfTheNewestRequestsEndingCancelsTheNextNewest() async {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran: [String] = []
        let first = fixture.center.showToast(Self.keyed("a") { ran.append("a") })
        let second = fixture.center.showToast(Self.keyed("b") { ran.append("b") })
        let newest = fixture.center.showToast(Self.keyed("c") { ran.append("c") })
        let observation = fixture.center.observeEvents { event in
            if event.request == newest.id, case .toast(.ended) = event.kind { second.cancel() }
        }
        newest.cancel()
        await drainTasks()
        #expect([newest.outcome, second.outcome] == [.cancelled, .cancelled])
        #expect(host.toasts.map(\.toast.title) == ["a"])
        #expect(host.toasts.first?.toast.button?.title == "Undo a")
        #expect(host.toasts.first?.count == 3)
        #expect(host.tapToastButton(first.id))
        await drainTasks()
        #expect(ran == ["a"])
        #expect(first.outcome == .actionTapped)
        observation.cancel()
    }

    /// The tapped action closes the center: the toast has already ended, so nothing ends twice.
    @Test func theTappedActionClosesTheCenter() async {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var ran = 0
        let first = fixture.center.showToast(Self.keyed("a") { ran += 1 })
        let second = fixture.center.showToast(
            Self.keyed("b") {
                ran += 1
                fixture.center.close()
            })
        let other = fixture.center.showToast("other")
        #expect(host.tapToastButton(first.id))
        await drainTasks()
        #expect(ran == 1)
        #expect([first.outcome, second.outcome] == [.actionTapped, .actionTapped])
        #expect(other.outcome == .hostGone)
        #expect(!host.isAttached)
    }
}
