import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Hosts and streams that come and go while the center is busy: an observer that attaches a
/// host or makes requests while a host detaches or the center closes, and a presentations
/// stream that is cancelled and opened again. Whatever the timing, one alert at most is
/// visible, only on the topmost host, and every request ends exactly once.
@MainActor
@Suite struct HostChurnTests {
    /// Detaching the sheet's host moves its center request to the root; an observer of the
    /// move attaches a new host on top, which takes the alert over.
    @Test func anObserverAttachingAHostWhileAnotherDetachesGetsTheMovedAlertOnTheNewHost() throws {
        let fixture = Fixture()
        let center = fixture.center
        let root = center.attachHost(settling: .immediate)
        let sheet = center.attachHost(settling: .immediate)
        let request = center.show(title: "Saved")
        let owned = sheet.show(AlertData(title: "Sheet only"))
        var attached: AlertHost?
        center.observeEvents { event in
            if case .moved = event.kind, attached == nil {
                attached = center.attachHost(settling: .immediate)
            }
        }

        sheet.detach()

        let newHost = try #require(attached, "the alert on the detached host moved")
        #expect(owned.outcome == .hostGone)
        #expect(center.topmostHost === newHost)
        #expect(newHost.presentation?.request == request.id)
        #expect(root.presentation == nil && sheet.presentation == nil, "only the topmost host shows an alert")
        #expect(center.visiblePresentation?.host == newHost.id)
        try #require(newHost.answer(#require(newHost.presentation).id, buttonIndex: 0))
        #expect(request.outcome?.answer?.title == "OK")
        #expect(fixture.events.endings(of: request.id).count == 1)
        #expect(center.pendingRequestCount == 0)
    }

    /// While the center closes, an observer of each ending attaches a host and makes a new
    /// request: the host comes back detached and the request is rejected; nothing is left
    /// pending and every request ended once.
    @Test func requestsAndHostsMadeByAnObserverWhileTheCenterClosesEndAtOnce() {
        let fixture = Fixture()
        let center = fixture.center
        let host = center.attachHost(settling: .afterSettleTime)
        let waiting = (1...3).map { center.show(title: "Alert \($0)") }
        var madeDuringClose: [AlertHandle] = []
        var hostsDuringClose: [AlertHost] = []
        var reactions = 0
        center.observeEvents { event in
            // A request made here ends at once, and its own `ended` comes back here: counted
            // before the request, so that the reactions stop.
            guard case .ended = event.kind, reactions < 3 else { return }
            reactions += 1
            hostsDuringClose.append(center.attachHost(settling: .immediate))
            madeDuringClose.append(center.show(title: "During close"))
        }

        center.close()

        #expect(waiting.allSatisfy { $0.outcome == .hostGone })
        #expect(madeDuringClose.count == 3)
        #expect(madeDuringClose.allSatisfy { $0.outcome == .rejected(.centerClosed) })
        #expect(hostsDuringClose.allSatisfy { !$0.isAttached && $0.presentation == nil })
        #expect(center.hosts.isEmpty && !host.isAttached)
        #expect(center.pendingRequestCount == 0)
        for request in waiting + madeDuringClose {
            #expect(fixture.events.endings(of: request.id).count == 1)
        }
    }

    /// A renderer's presentations stream is cancelled and a new one opened, as a view that
    /// disappears and appears again does: the new stream starts with what is visible and
    /// follows every later change; the cancelled one receives nothing more.
    @Test func aPresentationsStreamCancelledAndOpenedAgainFollowsTheHost() async throws {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        fixture.center.show(title: "First")
        let firstStream = Task { @MainActor in
            var seen: [String?] = []
            for await presentation in host.presentations {
                seen.append(presentation?.alert.title)
            }
            return seen
        }
        await drainTasks()
        firstStream.cancel()
        let seenByFirst = await firstStream.value
        #expect(seenByFirst == ["First"])
        await drainTasks()

        var iterator = host.presentations.makeAsyncIterator()
        let current = await iterator.next()
        #expect(current??.alert.title == "First")
        try #require(host.answer(#require(host.presentation).id, buttonIndex: 0))
        let second = host.show(AlertData(title: "Second"))
        // The stream keeps the newest value only: the answer's `nil` is replaced by "Second".
        let latest = await iterator.next()
        #expect(latest??.alert.title == "Second")
        host.detach()
        var rest: [AlertPresentation?] = []
        while let value = await iterator.next() { rest.append(value) }
        #expect(rest == [nil], "a detached host shows nothing, and its stream ends")
        #expect(second.outcome == .hostGone)
        #expect(fixture.center.pendingRequestCount == 0, "the second request ended hostGone with its only host")
    }
}
