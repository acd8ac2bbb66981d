import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Windows whose scenes are all active at once (iPad split view, Stage Manager, a Mac): the one
/// the person uses is the key window, reported with `AlertHost.windowBecameKey()`.
@MainActor
@Suite struct KeyWindowTests {
    @Test func theKeyWindowIsInUseAmongActiveOnes() {
        let fixture = Fixture()
        let left = AlertWindowID()
        let leftRoot = fixture.center.attachHost(settling: .immediate, window: left)
        let leftSheet = fixture.center.attachHost(settling: .immediate, window: left)
        let right = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        #expect(fixture.center.topmostHost === right)

        leftRoot.windowBecameKey()
        #expect(fixture.center.topmostHost === leftSheet, "the window's topmost host, whichever of its hosts reported it")
        fixture.center.show(title: "Sync failed")
        #expect(leftSheet.presentation?.alert.title == "Sync failed")

        right.windowBecameKey()
        #expect(fixture.center.topmostHost === right)
        #expect(right.presentation?.alert.title == "Sync failed", "a visible center alert follows the person")
        #expect(leftSheet.presentation == nil)
    }

    @Test func aKeyWindowWhoseHostsAreAllHiddenChoosesNothing() {
        let fixture = Fixture()
        let left = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        let right = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        left.setVisible(false)
        left.windowBecameKey()
        #expect(fixture.center.topmostHost === right)
        left.setVisible(true)
        #expect(fixture.center.topmostHost === left)
    }

    @Test func aDetachedHostsReportChangesNothing() {
        let fixture = Fixture()
        let left = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        let right = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        left.detach()
        left.windowBecameKey()
        #expect(fixture.center.topmostHost === right)
        #expect(fixture.center.hosts.count == 1)
    }
}
