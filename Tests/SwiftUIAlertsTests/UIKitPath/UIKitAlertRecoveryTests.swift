import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing
import UIKitEmulation

@testable import SwiftUIAlerts

/// When UIKit does not report what the UIKit path waits for, or the center changes its mind
/// mid-way, the alert still shows once, late rather than never, and the queue moves on.
@MainActor
@Suite struct UIKitAlertRecoveryTests {
    @Test func anAlertTheCenterTakesBackWhileItAnimatesInLeavesOnceItIsIn() async throws {
        let fixture = UIKitPathFixture()
        let tip = await fixture.show(AlertData(title: "Tip"))
        await fixture.advance(by: .milliseconds(100))

        let urgent = await fixture.show(AlertData(title: "Battery low", priority: .high, interruptsLowerPriority: true))
        // UIKit refuses a dismissal while the presentation runs: the tip is dismissed once in.
        #expect(fixture.window.log.isEmpty)
        await fixture.advance(by: .milliseconds(200))
        #expect(fixture.window.visibleAlert?.isBeingDismissed == true)
        await fixture.advance(by: fixture.window.alertAnimation + fixture.delivery.state.timing.settleMargin)

        #expect(fixture.visibleRequest?.title == "Battery low")
        #expect(tip.isPending)
        #expect(urgent.isPending)
        #expect(fixture.window.log.isEmpty)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aBusyPresenterWithNoCoordinatorToWaitOnIsTriedAgainAfterABackOff() async throws {
        let fixture = UIKitPathFixture()
        fixture.presenter.findsTransitionCoordinator = false
        fixture.window.presentSheet(named: "sheet")

        _ = await fixture.show(AlertData(title: "Offline"))

        #expect(fixture.warnings.count == 1)
        await fixture.advance(by: .milliseconds(250))
        // Still in the sheet's transition: refused again, the wait doubles.
        #expect(fixture.window.visibleAlert == nil)
        #expect(fixture.warnings.count == 2)
        await fixture.advance(by: .milliseconds(500))
        #expect(fixture.window.presentations.last?.name == "alert Offline")
        #expect(fixture.window.presentations.last?.time == .milliseconds(750))
        #expect(fixture.problems.isEmpty)
    }

    /// The back-off belongs to the wait that started it: an alert cancelled while it waits to be
    /// tried again leaves no back-off running.
    @Test func anAlertCancelledWhileItWaitsToBeTriedAgainLeavesNoBackOffRunning() async throws {
        let fixture = UIKitPathFixture()
        fixture.presenter.findsTransitionCoordinator = false
        fixture.window.presentSheet(named: "sheet")
        await fixture.advance()
        let sheetTransitionEnd = try #require(fixture.clock.nextDeadline)

        let offline = await fixture.show(AlertData(title: "Offline"))
        #expect(fixture.warnings.count == 1)
        let backOff = fixture.delivery.state.timing.retryDelay(attempt: 1)
        #expect(fixture.clock.now + backOff < sheetTransitionEnd)
        #expect(fixture.clock.nextDeadline == fixture.clock.now + backOff, "the back-off runs")

        offline.cancel()
        await fixture.advance()
        #expect(offline.outcome == .cancelled)
        #expect(fixture.clock.nextDeadline == sheetTransitionEnd, "the back-off stopped with its wait")
        await fixture.advance(by: .seconds(5))
        #expect(fixture.window.presentations.allSatisfy { $0.name != "alert Offline" })
        #expect(fixture.clock.pendingCount == 0)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aDisappearanceUIKitNeverReportsEndsTheWaitWithAWarning() async throws {
        let fixture = UIKitPathFixture()
        fixture.presenter.reportsDisappearance = false
        let first = await fixture.show(AlertData(title: "First"))
        _ = await fixture.show(AlertData(title: "Second"))
        await fixture.advance(by: fixture.window.alertAnimation)

        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: fixture.delivery.state.timing.disappearanceDeadline - .milliseconds(1))
        #expect(fixture.visibleRequest == nil)
        await fixture.advance(by: .milliseconds(1))

        #expect(first.outcome?.answer != nil)
        #expect(fixture.visibleRequest?.title == "Second")
        #expect(fixture.warnings.count == 1)
        #expect(fixture.problems.isEmpty)
    }
}
