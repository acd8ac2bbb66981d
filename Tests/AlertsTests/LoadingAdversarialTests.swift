import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// The loading indicator as a hostile caller uses it: operations ended twice, a center closed
/// under running work, and a tester asked to cancel with its host gone.
@MainActor
@Suite struct LoadingAdversarialTests {
    private func fixture() -> (Fixture, AlertHost) {
        let fixture = Fixture(configuration: AlertCenterConfiguration(loadingGraceTime: .zero))
        return (fixture, fixture.attachHost(settling: .immediate))
    }

    /// An operation ends once: a second `end(showing:)` shows no second toast.
    @Test func endingTwiceWithAToastShowsOneToast() {
        let (fixture, host) = fixture()
        let loading = fixture.center.beginLoading("Saving…")
        let first = loading.end(showing: ToastData(title: "Saved"))
        let second = loading.end(succeeded: false, showing: ToastData(title: "Save failed", style: .error))
        #expect(first?.isPending == true)
        #expect(second == nil)
        #expect(host.toasts.map(\.toast.title) == ["Saved"])
        #expect(
            fixture.events.all.filter { $0.request == loading.id }.map(\.kind) == [
                .loading(.began), .loading(.indicatorShown), .loading(.ended(succeeded: true)), .loading(.indicatorHidden),
            ])
    }

    /// A scope whose work ended its own operation with a toast gets no second one from
    /// `withLoading`'s `success`.
    @Test func aScopeThatEndedItsOwnOperationShowsOnlyItsToast() async throws {
        let (fixture, host) = fixture()
        let value = try await fixture.center.withLoading("Saving…", success: ToastData(title: "Saved")) { loading in
            loading.end(showing: ToastData(title: "Saved early"))
            return 7
        }
        #expect(value == 7)
        #expect(host.toasts.map(\.toast.title) == ["Saved early"])
    }

    /// Closing the center under running work reports each operation's end and the
    /// indicator's leaving, as the event stream's contract says.
    @Test func closingReportsTheEndOfRunningWorkAndOfTheIndicator() {
        let (fixture, host) = fixture()
        let older = fixture.center.beginLoading("Syncing…")
        let newer = fixture.center.beginLoading("Saving…")
        fixture.center.close()
        #expect(host.loading == nil)
        #expect(!older.isRunning && !newer.isRunning)
        let loadingEvents = fixture.events.all.filter { if case .loading = $0.kind { true } else { false } }
        #expect(
            loadingEvents.map(\.kind) == [
                .loading(.began), .loading(.indicatorShown), .loading(.began),
                .loading(.ended(succeeded: false)), .loading(.ended(succeeded: false)), .loading(.indicatorHidden),
            ])
        #expect(loadingEvents.map(\.request) == [older.id, older.id, newer.id, older.id, newer.id, newer.id])
        // Ending after the close changes nothing and reports nothing more.
        newer.end()
        #expect(fixture.events.all.count { if case .loading = $0.kind { true } else { false } } == 6)
    }

    /// An indicator held for its minimum time when the center closes leaves with the close.
    @Test func closingWhileTheIndicatorHoldsReportsItsLeaving() {
        let (fixture, _) = fixture()
        let loading = fixture.center.beginLoading("Saving…")
        loading.end()
        #expect(fixture.center.loading?.operationCount == 0)
        fixture.center.close()
        #expect(fixture.center.loading == nil)
        let kinds = fixture.events.all.filter { $0.request == loading.id }.map(\.kind)
        #expect(kinds == [.loading(.began), .loading(.indicatorShown), .loading(.ended(succeeded: true)), .loading(.indicatorHidden)])
    }

    /// Work that never began showing anything reports its end, and no indicator.
    @Test func closingWithinTheGraceTimeReportsTheEndAndNoIndicator() {
        let fixture = Fixture()
        fixture.attachHost(settling: .immediate)
        let loading = fixture.center.beginLoading("Saving…")
        fixture.center.close()
        #expect(fixture.events.all.map(\.kind) == [.loading(.began), .loading(.ended(succeeded: false))])
        #expect(fixture.clock.pendingCount == 0)
        _ = loading
    }

    /// The tester with its host gone: a Cancel no host takes throws rather than pass silently.
    @Test func aTesterWhoseHostIsGoneSaysSoForACancel() throws {
        let tester = AlertTester(configuration: AlertCenterConfiguration(loadingGraceTime: .zero))
        var cancelled = false
        let loading = tester.center.beginLoading("Syncing…", onCancel: { cancelled = true })
        tester.host.detach()
        #expect(tester.loading?.isCancellable == true)
        #expect(throws: AlertTesterError.loadingNotOnAnyHost(message: "Syncing…")) { try tester.cancelLoading() }
        tester.advance(by: .zero)
        #expect(!cancelled)
        #expect(loading.isRunning)
        loading.end()
    }
}
