import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A host attached with its scene not active (a renderer that shows alerts only) takes neither
/// the window in use nor the alert on screen from a host whose scene is active.
@MainActor
@Suite struct InactiveHostTests {
    @Test func aHostAttachedInactiveLeavesTheWindowInUseAndTheVisibleAlertWhereTheyAre() throws {
        let center = AlertCenter(clock: ManualAlertClock())
        let active = center.attachHost(settling: .immediate, window: AlertWindowID())
        let saved = center.show(title: "Saved")
        let shown = try #require(active.presentation)

        let inactive = center.attachInactiveHost(settling: .immediate, window: AlertWindowID())

        #expect(!inactive.isSceneActive)
        #expect(center.topmostHost === active)
        #expect(active.presentation == shown)
        let own = inactive.show(AlertData(title: "Delete?"))
        active.answer(shown.id, buttonIndex: 0)
        #expect(saved.outcome?.answer != nil)
        #expect(inactive.presentation?.request == own.id)
    }

    @Test func aHostAttachedInactiveShowsTheCentersAlertsWhileNoActiveHostIsVisible() {
        let center = AlertCenter(clock: ManualAlertClock())
        let active = center.attachHost(settling: .immediate, window: AlertWindowID())
        let inactive = center.attachInactiveHost(settling: .immediate, window: AlertWindowID())

        active.setVisible(false)
        let saved = center.show(title: "Saved")

        #expect(center.topmostHost === inactive)
        #expect(inactive.presentation?.request == saved.id)
    }
}
