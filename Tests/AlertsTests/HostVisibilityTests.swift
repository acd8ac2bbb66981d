import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A host that is off screen for a while (a screen pushed over it, another tab, a cover) stays
/// attached but is passed over: nothing is shown on it, nothing waits behind it, and what it
/// held comes back to it, or goes to a visible host.
@MainActor
@Suite struct HostVisibilityTests {
    @Test func aHiddenHostIsPassedOverAndItsRequestsStayPending() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let pushed = fixture.attachHost()
        pushed.setVisible(false)
        #expect(!pushed.isVisible)
        #expect(fixture.center.topmostHost === root)

        let handle = pushed.show(AlertData(title: "From the hidden host"))
        #expect(root.presentation?.request == handle.id, "shown where the person can see it")
        #expect(pushed.presentation == nil)
        #expect(handle.isPending)
        #expect(pushed.isAttached)
    }

    @Test func anAlertShownOnAHostThatIsHiddenMovesToTheVisibleHostBelow() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let tab = fixture.attachHost()
        let handle = fixture.center.show(AlertData(title: "Moves"))
        #expect(tab.presentation?.request == handle.id)

        tab.setVisible(false)
        #expect(tab.presentation == nil)
        fixture.settle()
        #expect(root.presentation?.request == handle.id)
        #expect(fixture.events.kinds(of: handle.id).contains(.moved(from: tab.id)))
    }

    @Test func withNoVisibleHostAlertsWaitWithoutBeingRejectedAndAppearWhenOneIsBack() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        root.setVisible(false)
        let handle = root.show(AlertData(title: "Waits"))
        let fromCenter = fixture.center.show(AlertData(title: "Waits too"))
        fixture.clock.advance(by: .seconds(120))
        #expect(root.presentation == nil)
        #expect(handle.isPending)
        #expect(fromCenter.isPending, "a hidden host is still a host: no noHost rejection")

        root.setVisible(true)
        #expect(root.presentation?.request == handle.id)
    }

    @Test func withEveryHostHiddenAToastWaitsAndShowsOnceAHostIsVisible() {
        let fixture = Fixture()
        let check = StateCheck(fixture.center)
        let root = fixture.attachHost()
        let pushed = fixture.attachHost()
        root.setVisible(false)
        pushed.setVisible(false)
        let toast = fixture.center.showToast(ToastData(title: "Saved", duration: .seconds(4)))
        fixture.clock.advance(by: .seconds(120))
        #expect(toast.isPending, "a hidden host is still a host: the toast waits")
        #expect(root.toasts.isEmpty && pushed.toasts.isEmpty)
        #expect(check.violations == [])

        pushed.setVisible(true)
        #expect(pushed.toasts.map(\.toast.title) == ["Saved"])
        fixture.clock.advance(by: .seconds(4))
        #expect(toast.outcome == .timedOut)
        #expect(check.violations == [])
    }

    /// A package sheet covers the root, and the host of its content has not attached yet.
    @Test func aToastAskedForWhileTheCoveringSheetSlidesInShowsOnTheSheetsHost() {
        let fixture = Fixture()
        let check = StateCheck(fixture.center)
        let root = fixture.attachHost()
        fixture.center.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        #expect(root.sheetPresentation?.sheet.title == "Settings")
        root.setVisible(false)
        let toast = fixture.center.showToast(ToastData(title: "Saved", duration: .seconds(4)))
        #expect(toast.isPending)
        #expect(root.toasts.isEmpty)
        #expect(check.violations == [])

        let inSheet = fixture.attachHost()
        #expect(inSheet.toasts.map(\.toast.title) == ["Saved"])
        #expect(check.violations == [])
    }

    @Test func aHostVisibleAgainTakesTheAlertBackWhenItIsTheTopmost() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let sheet = fixture.attachHost()
        sheet.setVisible(false)
        let handle = fixture.center.show(AlertData(title: "Back up"))
        #expect(root.presentation?.request == handle.id)

        sheet.setVisible(true)
        #expect(root.presentation == nil)
        fixture.settle()
        #expect(sheet.presentation?.request == handle.id)
    }

    @Test func anAlertTheHiddenHostCannotShowNeitherHoldsTheQueueNorPausesToasts() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let covered = fixture.attachHost()
        let toast = fixture.center.showToast(ToastData(title: "Saved", duration: .seconds(4)))
        let alert = covered.show(AlertData(title: "Under a cover"))
        #expect(covered.toasts.first?.isPaused == true)

        covered.setVisible(false)
        fixture.settle()
        #expect(root.presentation?.request == alert.id)
        #expect(fixture.visibleTitle == "Under a cover")
        #expect(root.toasts.map(\.id) == [toast.id], "the toasts move to the visible host")
        #expect(covered.toasts.isEmpty)
        let answered = fixture.tap("OK", on: root)
        #expect(answered)
        #expect(alert.outcome?.isConfirmed == true)
        #expect(root.toasts.first?.isPaused == false)
    }

    @Test func toastsAndTheLoadingIndicatorFollowTheVisibleHost() {
        let fixture = Fixture()
        let root = fixture.attachHost(settling: .immediate)
        let pushed = fixture.attachHost(settling: .immediate)
        let toast = fixture.center.showToast(ToastData(title: "Saved", duration: .seconds(30)))
        let loading = fixture.center.beginLoading("Saving")
        fixture.clock.advance(by: .seconds(2))
        #expect(pushed.toasts.map(\.id) == [toast.id])

        pushed.setVisible(false)
        #expect(pushed.toasts.isEmpty)
        #expect(pushed.loading == nil)
        #expect(root.toasts.map(\.id) == [toast.id])
        #expect(root.loading?.message == "Saving")
        loading.end()
    }

    @Test func withNoVisibleHostToastsHoldTheirTimeAndAreNotRejected() {
        let fixture = Fixture()
        let root = fixture.attachHost(settling: .immediate)
        let toast = fixture.center.showToast(ToastData(title: "Saved", duration: .seconds(4)))
        fixture.clock.advance(by: .seconds(1))
        root.setVisible(false)
        fixture.clock.advance(by: .seconds(120))
        #expect(toast.isPending)
        root.setVisible(true)
        #expect(root.toasts.first?.remainingTime == .seconds(3))
        fixture.clock.advance(by: .seconds(3))
        #expect(toast.outcome == .timedOut)
    }

    @Test func aDetachedHostIgnoresVisibilityAndRepeatsChangeNothing() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let other = fixture.attachHost()
        other.setVisible(true)
        other.setVisible(false)
        other.setVisible(false)
        #expect(fixture.center.topmostHost === root)
        other.detach()
        other.setVisible(true)
        #expect(fixture.center.topmostHost === root)
        #expect(fixture.center.hosts.count == 1)
    }
}
