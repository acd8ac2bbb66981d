import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Objects captured by an alert's actions whose release calls back into the center while it is
/// ending a request: the request has ended, with its own outcome, before they run.
@MainActor
@Suite struct ReleasedActionReentryRegressionTests {
    /// Requests the keyed "Sync failed" alert on `requester` with an action that holds the
    /// only reference to a ``WithdrawsOnRelease`` for `held`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func showSyncFailure(_ requester: (AlertData) -> AlertHandle, actionHolding held: HeldRequests) -> AlertHandle {
        requester(
            AlertData(
                title: "Sync failed",
                buttons: [.ok { [owner = WithdrawsOnRelease(held)] in _ = owner }],
                coalescingKey: "sync"
            ))
    }

    // MARK: - Releases while a request ends

    /// A request's actions are released when it ends, not when its alert leaves: the first
    /// request of a keyed alert is withdrawn while another joined it, and its action's captured
    /// object goes at once, though the alert stays for the joined request.
    @Test func aWithdrawnRequestsActionIsReleasedWhileItsAlertStaysForAJoinedOne() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let held = HeldRequests()
        let first = Self.showSyncFailure({ fixture.center.show($0) }, actionHolding: held)
        let joined = fixture.center.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        #expect(!held.wasReleased)

        first.cancel()

        #expect(held.wasReleased)
        #expect(host.presentation?.alert.title == "Sync failed", "the alert stays for the joined request")
        #expect(first.alert.buttons.first?.hasAction == true, "the ended request still tells that its button had an action")
        #expect(joined.isPending)
    }

    /// A request joined a keyed alert through a host, with an action whose captured object
    /// withdraws that request when released. Detaching the host ends the request `hostGone`
    /// and releases the action; the object's withdrawal then finds the request ended, so it
    /// stays `hostGone`.
    @Test func aJoinedRequestEndedByItsHostDetachingIsNotRewrittenCancelledByItsReleasedAction() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let fixture = Fixture()
        let center = fixture.center
        let root = center.attachHost(settling: .immediate)
        let sheet = center.attachHost(settling: .immediate)
        let held = HeldRequests()
        let first = center.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        let joined = Self.showSyncFailure({ sheet.show($0) }, actionHolding: held)
        held.handles = [joined]
        first.cancel()
        #expect(sheet.presentation?.alert.title == "Sync failed", "the alert stays for the joined request")
        #expect(!held.wasReleased)

        sheet.detach()

        #expect(held.wasReleased, "the ended request's action is released")
        #expect(joined.outcome == .hostGone)
        #expect(fixture.events.endings(of: joined.id) == [.hostGone])
        #expect(root.presentation == nil)
        #expect(center.pendingRequestCount == 0)
    }

    /// The same release while the request is withdrawn by its caller: the center's state must
    /// be whole when the released object runs, with the request already ended and no longer
    /// counted.
    @Test func aRequestHasEndedBeforeItsReleasedActionCallsBack() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        let held = HeldRequests()
        let first = center.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        let joined = Self.showSyncFailure({ center.show($0) }, actionHolding: held)
        var seenOnRelease: (isPending: Bool, pendingRequestCount: Int)?
        held.onRelease = { seenOnRelease = (joined.isPending, center.pendingRequestCount) }
        first.cancel()
        try #require(host.presentation?.alert.title == "Sync failed", "the alert stays for the joined request")

        joined.cancel()

        let seen = try #require(seenOnRelease, "the withdrawn request's action is released")
        #expect(!seen.isPending, "the request being withdrawn was still pending when the released object ran")
        #expect(seen.pendingRequestCount == 0)
        #expect(joined.outcome == .cancelled)
        #expect(host.presentation == nil)
        #expect(center.pendingRequestCount == 0)
    }
}
