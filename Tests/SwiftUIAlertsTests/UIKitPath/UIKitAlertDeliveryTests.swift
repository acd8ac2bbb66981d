import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing
import UIKitEmulation

@testable import SwiftUIAlerts

/// The UIKit path presents each alert as an alert controller and learns every step from UIKit:
/// on screen at the completion, a busy presenter tried again when its transition ends, the
/// answer from the handler, the next alert after the disappearance plus a margin, and an alert
/// taken down beneath the person handed back rather than ended.
@MainActor
@Suite struct UIKitAlertDeliveryTests {
    @Test func anAlertIsOnScreenAtItsCompletionAndAnsweredByItsHandler() async throws {
        let fixture = UIKitPathFixture()
        let handle = await fixture.show(AlertData(title: "Saved", buttons: [AlertButton(title: "OK")]))

        guard case .presenting = fixture.delivery.state.phase else {
            Issue.record("expected presenting, got \(fixture.delivery.state.phase)")
            return
        }
        await fixture.advance(by: fixture.window.alertAnimation)
        guard case .shown = fixture.delivery.state.phase else {
            Issue.record("expected shown, got \(fixture.delivery.state.phase)")
            return
        }
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: .seconds(1))

        #expect(handle.outcome == .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default, textValues: [])))
        #expect(fixture.window.visibleAlert == nil)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aPresenterInATransitionIsTriedAgainWhenTheTransitionEnds() async throws {
        let fixture = UIKitPathFixture()
        let sheet = fixture.window.presentSheet(named: "sheet")
        await fixture.advance(by: .milliseconds(100))

        let handle = await fixture.show(AlertData(title: "Offline"))

        let waiting = try #require(fixture.host.presentation)
        #expect(fixture.delivery.state.phase == .waiting(waiting, .transition))
        #expect(fixture.window.presentations.map(\.name) == ["sheet"])
        await fixture.advance(by: .milliseconds(399))
        #expect(fixture.window.presentations.count == 1)
        await fixture.advance(by: .milliseconds(1))
        // Presented the moment the sheet's transition ended, from the sheet.
        #expect(fixture.window.presentations.last?.time == .milliseconds(500))
        #expect(fixture.window.visibleAlert?.presenting === sheet)
        #expect(handle.isPending)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aRefusalWithNoTransitionIsTriedAgainAfterABackOffWithAWarning() async throws {
        let fixture = UIKitPathFixture()
        fixture.window.isRootInHierarchy = false
        _ = await fixture.show(AlertData(title: "Offline"))

        #expect(fixture.window.log.last?.contains("not in the window hierarchy") == true)
        #expect(fixture.warnings.count == 1)
        fixture.window.isRootInHierarchy = true
        await fixture.advance(by: .milliseconds(249))
        #expect(fixture.window.visibleAlert == nil)
        await fixture.advance(by: .milliseconds(1))
        #expect(fixture.window.presentations.last?.time == .milliseconds(250))
        #expect(fixture.problems.isEmpty)
    }

    @Test func anAlertOverTheAppsOwnSheetIsPresentedFromTheSheet() async throws {
        let fixture = UIKitPathFixture()
        let sheet = fixture.window.presentSheet(named: "sheet")
        await fixture.advance(by: fixture.window.sheetAnimation)

        _ = await fixture.show(AlertData(title: "Offline"))

        #expect(fixture.window.visibleAlert?.presenting === sheet)
        #expect(fixture.window.log.isEmpty)
        #expect(fixture.problems.isEmpty)
    }

    @Test func anAlertWhoseSheetTheAppClosesComesBackRatherThanEndingDismissed() async throws {
        let fixture = UIKitPathFixture()
        fixture.window.presentSheet(named: "sheet")
        await fixture.advance(by: fixture.window.sheetAnimation)
        let handle = await fixture.show(AlertData(title: "Offline", buttons: [AlertButton(title: "Retry")]))
        await fixture.advance(by: fixture.window.alertAnimation)
        let first = try #require(fixture.host.presentation)

        // The app closes its sheet: the alert on it leaves with it, unanswered.
        fixture.window.dismiss(presentedBy: fixture.window.root)
        await fixture.advance(by: fixture.window.sheetAnimation + fixture.delivery.state.timing.settleMargin)

        #expect(handle.isPending)
        #expect(fixture.events.kinds(of: handle.id).contains(.moved(from: fixture.host.id)))
        let again = try #require(fixture.host.presentation)
        #expect(again.id != first.id)
        #expect(fixture.window.visibleAlert?.presenting === fixture.window.root)
        await fixture.advance(by: fixture.window.alertAnimation)
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: .seconds(1))
        #expect(handle.outcome?.answer?.title == "Retry")
        #expect(fixture.problems.isEmpty)
    }

    @Test func anAlertWhoseWindowWentAwayWaitsForItAndShowsAgain() async throws {
        let fixture = UIKitPathFixture()
        let handle = await fixture.show(AlertData(title: "Offline"))
        await fixture.advance(by: fixture.window.alertAnimation)

        fixture.removeWindow()
        await fixture.advance(by: .seconds(5))

        #expect(handle.isPending)
        #expect(!fixture.host.isVisible)
        #expect(fixture.host.presentation == nil)
        fixture.returnWindow()
        await fixture.advance()
        #expect(fixture.window.visibleAlert != nil)
        await fixture.advance(by: fixture.window.alertAnimation)
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: .seconds(1))
        #expect(handle.outcome?.answer != nil)
        #expect(fixture.problems.isEmpty)
    }

    @Test func theCenterTakingAnAlertBackDismissesItsControllerAndShowsItLater() async throws {
        let fixture = UIKitPathFixture()
        let low = await fixture.show(AlertData(title: "Tip"))
        await fixture.advance(by: fixture.window.alertAnimation)

        let urgent = await fixture.show(AlertData(title: "Battery low", priority: .high, interruptsLowerPriority: true))
        // The tip's controller leaves; the urgent alert waits for its disappearance.
        #expect(fixture.visibleRequest?.title == "Tip")
        await fixture.advance(by: fixture.window.alertAnimation + fixture.delivery.state.timing.settleMargin)
        #expect(fixture.visibleRequest?.title == "Battery low")
        await fixture.advance(by: fixture.window.alertAnimation)
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: fixture.window.alertAnimation + fixture.delivery.state.timing.settleMargin)

        #expect(urgent.outcome?.answer != nil)
        #expect(low.isPending)
        #expect(fixture.visibleRequest?.title == "Tip")
        #expect(fixture.window.log.isEmpty)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aSettleMarginBeyondTheLongestAllowedIsKeptAtIt() {
        #expect(UIKitAlertTiming(settleMargin: .seconds(1)).settleMargin == UIKitAlertTiming.longestSettleMargin)
        #expect(UIKitAlertTiming(settleMargin: .milliseconds(-5)).settleMargin == .zero)
        #expect(UIKitAlertTiming(firstRetry: .milliseconds(250)).retryDelay(attempt: 3) == .seconds(1))
        #expect(UIKitAlertTiming(firstRetry: .milliseconds(250)).retryDelay(attempt: 20) == .seconds(4))
    }
}
