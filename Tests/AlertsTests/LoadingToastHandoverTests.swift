import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Ending the last operation with a toast: the indicator leaves before its minimum time only
/// when the toast appears in its place; otherwise it stays its minimum time, and never
/// flickers with nothing in its place.
@MainActor
@Suite struct LoadingToastHandoverTests {
    /// How the toast that ends the work fails to appear.
    enum Obstacle: CaseIterable, CustomTestStringConvertible {
        /// The toast is invalid: its title is blank.
        case invalidToast
        /// The toast queue is full.
        case fullQueue
        /// It waits behind the visible toasts.
        case visibleToastsAhead
        /// It joins, by its key, a toast that waits behind the visible ones.
        case joinsAWaitingToast

        var testDescription: String {
            switch self {
            case .invalidToast: "an invalid toast"
            case .fullQueue: "a full toast queue"
            case .visibleToastsAhead: "visible toasts ahead"
            case .joinsAWaitingToast: "joining a waiting toast"
            }
        }
    }

    private func fixture(capacity: Int = 100) -> (Fixture, AlertHost) {
        let fixture = Fixture(
            configuration: AlertCenterConfiguration(
                maximumVisibleToasts: 1,
                toastQueueCapacity: capacity,
                loadingGraceTime: .zero,
                loadingMinimumShowTime: .milliseconds(600)
            ))
        return (fixture, fixture.attachHost(settling: .immediate))
    }

    @Test(arguments: Obstacle.allCases)
    func aToastThatDoesNotAppearLeavesTheIndicatorItsMinimumTime(_ obstacle: Obstacle) {
        let (fixture, host) = fixture(capacity: obstacle == .fullQueue ? 1 : 100)
        fixture.center.showToast(ToastData(title: "Visible", duration: .seconds(10)))
        if obstacle == .joinsAWaitingToast {
            fixture.center.showToast(ToastData(title: "Waiting", coalescingKey: "saved", duration: .seconds(10)))
        }
        let loading = fixture.center.beginLoading("Saving…")
        fixture.clock.advance(by: .milliseconds(50))
        let toast =
            switch obstacle {
            case .invalidToast: ToastData(title: "  ")
            case .fullQueue, .visibleToastsAhead: ToastData(title: "Saved")
            case .joinsAWaitingToast: ToastData(title: "Saved", coalescingKey: "saved")
            }
        let handle = loading.end(showing: toast)
        #expect(host.toasts.map(\.toast.title) == ["Visible"])
        #expect(host.loading != nil)
        #expect(host.loading?.operationCount == 0)
        fixture.clock.advance(by: .milliseconds(549))
        #expect(host.loading != nil)
        fixture.clock.advance(by: .milliseconds(1))
        #expect(host.loading == nil)
        switch obstacle {
        case .invalidToast: #expect(handle?.outcome == .rejected(.invalid(.emptyTitle)))
        case .fullQueue: #expect(handle?.outcome == .rejected(.queueFull(capacity: 1)))
        case .visibleToastsAhead, .joinsAWaitingToast: #expect(handle?.isPending == true)
        }
    }

    @Test func aToastThatAppearsTakesTheIndicatorsPlaceAtOnce() {
        let (fixture, host) = fixture()
        let loading = fixture.center.beginLoading("Saving…")
        fixture.clock.advance(by: .milliseconds(50))
        loading.end(showing: ToastData(title: "Saved"))
        #expect(host.loading == nil)
        #expect(host.toasts.map(\.toast.title) == ["Saved"])
    }

    /// A toast that joins the visible one by its key appears: its text replaces the visible text.
    @Test func aToastThatUpdatesTheVisibleOneTakesTheIndicatorsPlaceAtOnce() {
        let (fixture, host) = fixture()
        fixture.center.showToast(ToastData(title: "Saved draft", coalescingKey: "saved", duration: .seconds(10)))
        let loading = fixture.center.beginLoading("Saving…")
        fixture.clock.advance(by: .milliseconds(50))
        loading.end(showing: ToastData(title: "Saved", coalescingKey: "saved"))
        #expect(host.loading == nil)
        #expect(host.toasts.map(\.toast.title) == ["Saved"])
    }

    /// Work still running keeps the indicator whatever the toast of the work that ended.
    @Test func aToastOfWorkThatWasNotTheLastLeavesTheIndicatorUp() {
        let (fixture, host) = fixture()
        let other = fixture.center.beginLoading("Syncing…")
        let loading = fixture.center.beginLoading("Saving…")
        loading.end(showing: ToastData(title: "Saved"))
        #expect(host.toasts.map(\.toast.title) == ["Saved"])
        #expect(host.loading?.message == "Syncing…")
        other.end()
        #expect(host.loading != nil)
        fixture.clock.advance(by: .milliseconds(600))
        #expect(host.loading == nil)
    }
}
