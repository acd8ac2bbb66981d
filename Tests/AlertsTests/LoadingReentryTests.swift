import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Loading operations attacked from inside their own callbacks: a Cancel action or an event
/// observer that ends other operations, ends its own with a toast, closes the center or lets
/// go of it; and handles used after their center went away.
@MainActor
@Suite struct LoadingReentryTests {
    static func makeCenter(_ clock: ManualAlertClock = ManualAlertClock()) -> AlertCenter {
        AlertCenter(configuration: AlertCenterConfiguration(loadingGraceTime: .zero, loadingMinimumShowTime: .milliseconds(600)), clock: clock)
    }

    /// The moment no one holds the center, a kept handle no longer reports its operation as
    /// running: nothing could end it any more (``LoadingHandle/end(succeeded:)`` does nothing).
    @Test func aKeptHandleStopsRunningTheMomentItsCenterGoesAway() {
        var loading: LoadingHandle?
        weak var weakCenter: AlertCenter?
        do {
            let center = Self.makeCenter()
            weakCenter = center
            loading = center.beginLoading("Syncing…")
            #expect(loading?.isRunning == true)
        }
        #expect(weakCenter == nil)
        #expect(loading?.isRunning == false)
        loading?.end()
        #expect(loading?.isRunning == false)
    }

    /// A Cancel action that ends the other operations and closes the center: every operation
    /// ends once, the indicator leaves once, and nothing runs twice.
    @Test func aCancelActionThatEndsTheOthersAndClosesTheCenter() async {
        let center = Self.makeCenter()
        let host = center.attachHost(settling: .immediate)
        var events: [LoadingEvent] = []
        let observation = center.observeEvents { event in
            if case .loading(let loading) = event.kind { events.append(loading) }
        }
        let older = center.beginLoading("Older")
        var cancels = 0
        var newest: LoadingHandle?
        newest = center.beginLoading(
            "Newest",
            onCancel: {
                cancels += 1
                older.end()
                newest?.end(showing: ToastData(title: "Stopped"))
                center.close()
            })
        guard let id = newest?.id else { return }
        #expect(host.cancelLoading(id))
        #expect(!host.cancelLoading(id))
        await drainTasks()
        #expect(cancels == 1)
        #expect(!older.isRunning)
        #expect(newest?.isRunning == false)
        #expect(center.runningLoadingCount == 0)
        #expect(center.loading == nil)
        #expect(events.filter { if case .ended = $0 { true } else { false } }.count == 2)
        #expect(events.filter { $0 == .indicatorShown }.count == events.filter { $0 == .indicatorHidden }.count)
        observation.cancel()
    }

    /// A Cancel action that lets go of the last reference to the center: the center goes
    /// away, its operations stop running, and the action's captures are released.
    @Test func aCancelActionThatDropsTheLastReferenceToTheCenter() async {
        weak var weakCenter: AlertCenter?
        var loading: LoadingHandle?
        var host: AlertHost?
        do {
            var center: AlertCenter? = Self.makeCenter()
            weakCenter = center
            host = center?.attachHost(settling: .immediate)
            loading = center?.beginLoading(
                "Syncing…",
                onCancel: {
                    center = nil
                    host?.detach()
                    host = nil
                })
        }
        guard let id = loading?.id else { return }
        #expect(host?.cancelLoading(id) == true)
        await drainTasks()
        #expect(host == nil)
        #expect(weakCenter == nil)
        #expect(loading?.isRunning == false)
    }

    /// An observer that ends the operation with a toast as soon as the indicator shows, and
    /// ends it again when the toast's own events arrive: one ending, one toast.
    @Test func endShowingFromAnObserverOfItsOwnEvents() async {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(loadingGraceTime: .milliseconds(400)), clock: clock)
        let host = center.attachHost(settling: .immediate)
        var loading: LoadingHandle?
        var toasts: [ToastHandle?] = []
        var endings = 0
        let observation = center.observeEvents { event in
            switch event.kind {
            case .loading(.indicatorShown):
                toasts.append(loading?.end(showing: ToastData(title: "Done")))
            case .loading(.ended):
                endings += 1
            case .toast:
                toasts.append(loading?.end(showing: ToastData(title: "Again")))
            default:
                break
            }
        }
        loading = center.beginLoading("Working…")
        clock.advance(by: .milliseconds(400))
        await drainTasks()
        #expect(endings == 1)
        #expect(toasts.compactMap { $0 }.count == 1)
        #expect(host.toasts.map(\.toast.title) == ["Done"])
        #expect(center.loading == nil)
        observation.cancel()
    }

    /// Progress that is not a number, infinite or negative is held to what the indicator can
    /// show; ending twice ends once.
    @Test func hostileProgressAndEndingTwice() async {
        let center = Self.makeCenter()
        let host = center.attachHost(settling: .immediate)
        let loading = center.beginLoading("Working…", progress: -.infinity)
        #expect(host.loading?.progress == 0)
        loading.update(progress: .nan)
        #expect(host.loading?.progress == nil)
        loading.update(progress: .infinity)
        #expect(host.loading?.progress == 1)
        loading.update(progress: -1)
        #expect(host.loading?.progress == 0)
        loading.update(progress: -.nan)
        #expect(host.loading?.progress == nil)
        loading.update(progress: .leastNonzeroMagnitude)
        #expect(host.loading?.progress == .leastNonzeroMagnitude)
        #expect(loading.end(showing: ToastData(title: "Done")) != nil)
        #expect(loading.end(showing: ToastData(title: "Twice")) == nil)
        loading.end()
        await drainTasks()
        #expect(host.toasts.map(\.toast.title) == ["Done"])
        #expect(center.runningLoadingCount == 0)
    }
}
