import Alerts
import AlertsTesting
import Testing

/// Objects captured by an alert's actions whose release calls back into the center while it is
/// ending a request: the request has ended, with its own outcome, before they run.
@MainActor
@Suite struct ReleasedActionReentryRegressionTests {
    /// Requests the keyed "Sync failed" alert with an action that holds the only reference to
    /// a ``WithdrawsOnRelease`` for `held`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func showSyncFailure(on center: AlertCenter, actionHolding held: HeldRequests) -> AlertHandle {
        center.show(AlertData(
            title: "Sync failed",
            buttons: [.ok { [owner = WithdrawsOnRelease(held)] in _ = owner }],
            coalescingKey: "sync"
        ))
    }

    // MARK: - Releases while a request ends

    /// The first request of a keyed alert is withdrawn while another request joined it through
    /// a host; the alert stays, held only by the center. Detaching that host ends the joined
    /// request `hostGone` and takes the alert down, which releases the first request's action,
    /// whose captured object withdraws the joined request: it has ended by then, so it stays
    /// `hostGone`.
    @Test func aJoinedRequestEndedByItsHostDetachingIsNotRewrittenCancelledByTheReleasedLeadsAction() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let fixture = Fixture()
        let center = fixture.center
        let root = center.attachHost(settling: .immediate)
        let sheet = center.attachHost(settling: .immediate)
        let held = HeldRequests()
        var first: AlertHandle? = Self.showSyncFailure(on: center, actionHolding: held)
        let joined = sheet.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        held.handles = [joined]
        first?.cancel()
        first = nil
        #expect(sheet.presentation?.alert.title == "Sync failed", "the alert stays for the joined request")
        #expect(!held.wasReleased)

        sheet.detach()

        #expect(held.wasReleased, "the withdrawn alert's action is released once the alert is down")
        #expect(joined.outcome == .hostGone)
        #expect(fixture.events.endings(of: joined.id) == [.hostGone])
        #expect(root.presentation == nil)
        #expect(center.pendingRequestCount == 0)
    }

    /// The same release while the joined request is withdrawn by its caller: the center's
    /// state must be whole when the released object runs, with the request already ended and
    /// no longer counted.
    @Test func aJoinedRequestHasEndedBeforeTheReleasedLeadsActionCallsBack() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        let held = HeldRequests()
        var first: AlertHandle? = Self.showSyncFailure(on: center, actionHolding: held)
        let joined = center.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        var seenOnRelease: (isPending: Bool, pendingRequestCount: Int)?
        held.onRelease = { seenOnRelease = (joined.isPending, center.pendingRequestCount) }
        first?.cancel()
        first = nil
        try #require(host.presentation?.alert.title == "Sync failed", "the alert stays for the joined request")

        joined.cancel()

        let seen = try #require(seenOnRelease, "the withdrawn alert's action is released once the alert is down")
        #expect(!seen.isPending, "the request being withdrawn was still pending when the released object ran")
        #expect(seen.pendingRequestCount == 0)
        #expect(joined.outcome == .cancelled)
        #expect(center.pendingRequestCount == 0)
    }
}
