import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing
import UIKitEmulation

@testable import SwiftUIAlerts

/// The UIKit path makes its host visible again (its view back in a window, an alert handed back
/// to the center) only where its `.showAlertView()` says the host can show anything: a host
/// covered meanwhile stays passed over.
@MainActor
@Suite struct UIKitAlertVisibilityTests {
    @Test func aHostCoveredWhenItsViewIsInAWindowAgainStaysPassedOver() async throws {
        let fixture = UIKitPathFixture()
        let handle = await fixture.show(AlertData(title: "Offline"))
        await fixture.advance(by: fixture.window.alertAnimation)
        fixture.removeWindow()
        await fixture.advance(by: .seconds(1))
        #expect(!fixture.host.isVisible)

        // Something the app presented covers the host's view while it had no window.
        fixture.canShow = false
        fixture.returnWindow()
        await fixture.advance(by: .seconds(1))

        #expect(!fixture.host.isVisible, "still passed over")
        #expect(fixture.window.visibleAlert == nil)
        #expect(handle.isPending)
        #expect(fixture.problems.isEmpty)
    }

    @Test func anAlertHandedBackWhileItsHostIsCoveredWaitsUntilTheHostCanShowIt() async throws {
        let fixture = UIKitPathFixture()
        let handle = await fixture.show(AlertData(title: "Offline"))
        await fixture.advance(by: fixture.window.alertAnimation)

        // The app takes down what the alert was shown over: it leaves with no answer.
        fixture.window.dismiss(presentedBy: fixture.window.root)
        await fixture.advance(by: fixture.window.alertAnimation)
        // Within the margin, the host is covered and passed over.
        fixture.canShow = false
        fixture.host.setVisible(false)
        await fixture.advance(by: .seconds(1))

        #expect(!fixture.host.isVisible, "still passed over")
        #expect(fixture.window.visibleAlert == nil)
        #expect(handle.isPending, "handed back, not ended")

        fixture.canShow = true
        fixture.host.setVisible(true)
        await fixture.advance(by: fixture.window.alertAnimation)
        #expect(fixture.visibleRequest?.title == "Offline")
        #expect(fixture.problems.isEmpty)
    }
}
