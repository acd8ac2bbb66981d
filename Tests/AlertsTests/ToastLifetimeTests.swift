import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Toasts and loading when no one holds the center any more, and on the system clock.
@MainActor
@Suite struct ToastLifetimeTests {
    @Test func aCenterNoOneHoldsEndsItsToastsHostGoneAndGoesAway() async {
        weak var weakCenter: AlertCenter?
        var visible: Task<ToastOutcome, Never>?
        var queued: Task<ToastOutcome, Never>?
        do {
            let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1), clock: ManualAlertClock())
            let host = center.attachHost(settling: .immediate)
            weakCenter = center
            let first = center.showToast("visible")
            let second = center.showToast("waiting")
            let loading = center.beginLoading("Working…")
            visible = Task { await first.value }
            queued = Task { await second.value }
            await drainTasks()
            #expect(host.toasts.map(\.toast.title) == ["visible"])
            loading.end()
        }
        #expect(await visible?.value == .hostGone)
        #expect(await queued?.value == .hostGone)
        await drainTasks()
        #expect(weakCenter == nil)
    }

    @Test func aLoadingHandleOutlivingItsCenterDoesNothing() async {
        var loading: LoadingHandle?
        do {
            let center = AlertCenter(clock: ManualAlertClock())
            loading = center.beginLoading("Working…")
        }
        await drainTasks()
        loading?.update(progress: 0.5)
        loading?.update(message: "still")
        #expect(loading?.end(showing: ToastData(title: "Done")) == nil)
        #expect(loading?.message == "Working…")
    }

    /// A center that goes away without ``AlertCenter/close()`` ends its running operations as
    /// closing does: a kept handle stops running and lets go of its Cancel action and what it
    /// captured.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCenterNoOneHoldsEndsItsLoadingOperations() async {
        weak var weakCenter: AlertCenter?
        var loading: LoadingHandle?
        var shown: LoadingHandle?
        var released = 0
        do {
            let center = AlertCenter(configuration: AlertCenterConfiguration(loadingGraceTime: .zero), clock: ManualAlertClock())
            weakCenter = center
            let probe = ReleaseProbe { released += 1 }
            loading = center.beginLoading("Syncing…", onCancel: { _ = probe })
            shown = center.beginLoading("Saving…")
            #expect(center.loading?.operationCount == 2)
        }
        await drainTasks()
        #expect(weakCenter == nil)
        #expect(loading?.isRunning == false)
        #expect(shown?.isRunning == false)
        #expect(released == 1)
        loading?.end()
        #expect(loading?.isRunning == false)
    }

    /// The system clock: a toast times out and the indicator comes and goes in real time.
    /// Nothing here bounds how long that takes; the awaits simply resume.
    @Test func onTheSystemClockToastsTimeOutAndTheIndicatorLeaves() async throws {
        let center = AlertCenter(configuration: AlertCenterConfiguration(loadingGraceTime: .milliseconds(1), loadingMinimumShowTime: .milliseconds(1)))
        let host = center.attachHost(settling: .immediate)
        #expect(await center.presentToast(ToastData(title: "Quick", duration: .milliseconds(20))) == .timedOut)
        let (steps, continuation) = AsyncStream.makeStream(of: LoadingEvent.self)
        let observation = center.observeEvents { event in
            if case .loading(let step) = event.kind { continuation.yield(step) }
        }
        let gate = Gate()
        let work = Task { try await center.withLoading("Working…") { try await gate.wait() } }
        var iterator = steps.makeAsyncIterator()
        #expect(await iterator.next() == .began)
        #expect(await iterator.next() == .indicatorShown)
        #expect(host.loading?.message == "Working…")
        gate.open()
        try await work.value
        #expect(await iterator.next() == .ended(succeeded: true))
        #expect(await iterator.next() == .indicatorHidden)
        #expect(host.loading == nil)
        observation.cancel()
    }
}
