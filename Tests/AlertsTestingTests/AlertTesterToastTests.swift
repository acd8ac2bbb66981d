import Alerts
import AlertsTesting
import Testing

/// The tester reads toasts and the loading indicator, taps, closes and holds toasts, and moves
/// time, all on the manual clock.
@MainActor
@Suite struct AlertTesterToastTests {
    @Test func readsVisibleAndWaitingToastsAndTheirOutcomes() throws {
        let tester = AlertTester(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1))
        let first = tester.center.showToast(ToastData(title: "Saved", duration: .seconds(2)))
        tester.center.showToast("Synced")
        #expect(tester.visibleToasts.map(\.toast.title) == ["Saved"])
        #expect(tester.queuedToasts.map(\.toast.title) == ["Synced"])
        #expect(try tester.toast(titled: "Saved").id == first.id)
        tester.advance(by: .seconds(2))
        #expect(tester.toastOutcomes == [.timedOut])
        #expect(tester.toastOutcome(of: first.id) == .timedOut)
        #expect(tester.outcomes.isEmpty)
        #expect(tester.visibleToasts.map(\.toast.title) == ["Synced"])
    }

    @Test func tapsDismissesAndHoldsToasts() throws {
        let tester = AlertTester()
        var undone = false
        tester.center.showToast(ToastData(title: "Deleted", button: ToastButton("Undo") { undone = true }, duration: .seconds(3)))
        tester.center.showToast(ToastData(title: "Copied", duration: .seconds(3)))
        try tester.pauseToast("Copied", for: .hover)
        tester.advance(by: .seconds(2))
        #expect(try tester.toast(titled: "Copied").pauseReasons == [.hover])
        try tester.tapToastButton("Deleted")
        #expect(undone)
        try tester.resumeToast("Copied", for: .hover)
        try tester.dismissToast("Copied")
        #expect(tester.toastOutcomes == [.actionTapped, .dismissed])
    }

    @Test func namesWhatWasOnScreenWhenAToastOrIndicatorIsMissing() {
        let tester = AlertTester()
        #expect(throws: AlertTesterError.noToast(titled: "Saved", visible: [])) { try tester.dismissToast("Saved") }
        tester.center.showToast("Copied")
        #expect(throws: AlertTesterError.noToast(titled: "Saved", visible: ["Copied"])) { try tester.tapToastButton("Saved") }
        #expect(throws: AlertTesterError.noToastButton(toast: "Copied")) { try tester.tapToastButton("Copied") }
        #expect(throws: AlertTesterError.noLoadingIndicator) { try tester.cancelLoading() }
        let loading = tester.center.beginLoading("Saving…")
        tester.advance(by: .seconds(1))
        #expect(throws: AlertTesterError.loadingNotCancellable(message: "Saving…")) { try tester.cancelLoading() }
        loading.end()
        #expect(AlertTesterError.noToast(titled: "Saved", visible: ["Copied"]).description == "no toast titled “Saved”; the visible toasts are “Copied”")
        #expect(AlertTesterError.noLoadingIndicator.description == "no loading indicator is visible")
    }

    @Test func readsAndCancelsTheLoadingIndicator() async throws {
        let tester = AlertTester()
        // Work that waits until its task is cancelled: a stream that never yields ends then.
        let (never, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            try await tester.center.withLoading("Exporting…", isCancellable: true) {
                for await _ in never {}
                try Task.checkCancellation()
            }
        }
        try await tester.yield(until: { tester.center.runningLoadingCount == 1 })
        #expect(tester.loading == nil)
        tester.advance(by: .milliseconds(400))
        #expect(tester.loading?.message == "Exporting…")
        try tester.cancelLoading()
        await #expect(throws: CancellationError.self) { try await task.value }
        tester.advance(by: .milliseconds(600))
        #expect(tester.loading == nil)
        continuation.finish()
    }
}
