import Alerts
import AlertsTesting
import Testing

/// Toasts as a hostile test or caller uses them: a tester asked to do what no host would take
/// says so instead of passing silently.
@MainActor
@Suite struct ToastAdversarialTests {
    /// A reason the center tracks itself cannot hold one toast: the tester throws rather than
    /// leave the test believing the toast is held while its time runs out.
    @Test(arguments: [ToastPauseReason.screenReader, .alertVisible, .appInactive, .noHost])
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
    @Test func aTesterWhoseHostIsGoneSaysSoForEveryToastAction() throws {
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
