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

    /// The tester with its host gone: a Cancel no host takes throws rather than pass silently.
    @Test(.bug(id: "tester-cancel-without-host", "Found by using the tester adversarially: a Cancel no host takes passed silently"))
    func aTesterWhoseHostIsGoneSaysSoForACancel() throws {
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

    /// A reason the center tracks itself cannot hold one toast: the tester throws rather than
    /// leave the test believing the toast is held while its time runs out.
    @Test(
        .bug(
            id: "tester-hold-for-tracked-reason",
            "Found by using the tester adversarially: holding one toast for a reason the center tracks itself passed while its time ran out"),
        arguments: [ToastPauseReason.screenReader, .alertVisible, .appInactive, .noHost])
    func aTesterRefusesToHoldAToastForAReasonTheCenterTracks(_ reason: ToastPauseReason) throws {
        let tester = AlertTester()
        let toast = tester.center.showToast(ToastData(title: "Saved", duration: .seconds(2)))
        #expect(throws: AlertTesterError.toastPauseReasonNotPerToast(reason)) { try tester.pauseToast("Saved", for: reason) }
        #expect(throws: AlertTesterError.toastPauseReasonNotPerToast(reason)) { try tester.resumeToast("Saved", for: reason) }
        #expect(try tester.toast(titled: "Saved").pauseReasons.isEmpty)
        tester.advance(by: .seconds(2))
        #expect(toast.outcome == .timedOut)
    }

    /// With the tester's host detached, a toast still visible (held for want of a host) takes
    /// no tap, close or hold: the tester throws instead of doing nothing.
    @Test(.bug(id: "tester-toast-without-host", "Found by using the tester adversarially: a tap, close or hold of a toast no host shows passed silently"))
    func aTesterWhoseHostIsGoneSaysSoForEveryToastAction() throws {
        let tester = AlertTester(configuration: AlertCenterConfiguration(noHostTimeout: nil))
        var tapped = false
        let toast = tester.center.showToast(ToastData(title: "Deleted", button: ToastButton("Undo") { tapped = true }))
        tester.host.detach()
        #expect(try tester.toast(titled: "Deleted").pauseReasons == [.noHost])
        let refused = AlertTesterError.toastNotOnAnyHost(toast: "Deleted")
        #expect(throws: refused) { try tester.tapToastButton("Deleted") }
        #expect(throws: refused) { try tester.dismissToast("Deleted") }
        #expect(throws: refused) { try tester.pauseToast("Deleted", for: .touch) }
        #expect(throws: refused) { try tester.resumeToast("Deleted", for: .touch) }
        #expect(!tapped)
        #expect(toast.isPending)
        #expect(refused.description == "the toast “Deleted” is visible, but no attached host shows it")
        #expect(AlertTesterError.toastPauseReasonNotPerToast(.noHost).description.contains(".noHost"))
    }
}
