import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Hosts survive navigation: a push, a tab switch or a full-screen cover makes a view
/// disappear while its state lives on, so its `.showAlertView()` stays attached and is only
/// passed over while it is off screen; it ends when its identity ends.
@MainActor
@Suite struct NavigationHostTests {
    /// An app whose center rejects requests after waiting one second with no host, so that a
    /// test sees quickly that a host off screen is not "no host".
    private func app(_ behaviour: PresentationBehaviour, _ root: @escaping (AlertCenter) -> some View) -> HostedApp {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(1)), clock: clock)
        return HostedApp(behaviour, center: center, clock: clock, root)
    }

    // MARK: - NavigationStack

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aPushedScreensAlertAppearsWithTheHostAroundTheStack(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in StackScreen(placement: .aroundTheStack, log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Root 0")
        try await app.driver.tapContentButton("Push")
        #expect(app.driver.contentTexts.contains("Detail"))
        #expect(!app.driver.contentButtonTitles.contains("Push"), "the root is off screen")

        try await app.driver.tapContentButton("Ask from the detail")
        #expect(await app.visibleTitle == "From the detail")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)

        try await app.driver.navigateBack()
        #expect(app.driver.contentButtonTitles.contains("Root 1"), "the root's state outlived the push")
        #expect(app.center.hosts.count == 1)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aPushedScreensAlertAppearsOnItsOwnHostAndTheRootsRequestsLive(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in StackScreen(placement: .onEachScreen, log: log) }
        try await app.driver.render()
        let rootHost = try #require(app.center.topmostHost)

        try await app.driver.tapContentButton("Ask and go")
        try await app.finishTransition()
        #expect(app.driver.contentTexts.contains("Detail"))
        #expect(app.center.hosts.count == 2)
        #expect(rootHost.isAttached, "a push does not end the root's host")
        #expect(!rootHost.isVisible)
        try await app.settle()
        #expect(await app.visibleTitle == "Asked before leaving", "the root's request moves to the screen on top")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)

        try await app.driver.tapContentButton("Ask from the detail")
        #expect(await app.visibleTitle == "From the detail")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.last??.isConfirmed == true)
    }

    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving)
    func poppingEndsThePushedScreensHostAndItsRequestsMoveNothingElse(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in StackScreen(placement: .onEachScreen, log: log) }
        try await app.driver.render()
        let rootHost = try #require(app.center.topmostHost)
        try await app.driver.tapContentButton("Push")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Ask from the detail")
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        #expect(await app.visibleTitle == "From the detail")

        try await app.driver.navigateBack()
        try await app.driver.advance(by: .milliseconds(10))
        #expect(log.outcomes == [.hostGone], "the pushed screen's identity ended, and its host with it")
        try await app.settle()
        #expect(app.center.hosts.map(\.id) == [rootHost.id])
        #expect(rootHost.isVisible)
        #expect(await app.visibleTitle == "Sync failed")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromService.outcome?.isConfirmed == true)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRootScreensHostWaitsUnderAPushAndShowsWhenPoppedBack(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in StackScreen(placement: .onTheRootScreen, log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Push")

        try await app.driver.tapContentButton("Ask from the detail")
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .seconds(2))
        #expect(log.outcomes == [nil], "not ended hostGone by the push")
        #expect(fromService.isPending, "not rejected for want of a host: the host is only off screen")
        #expect(await app.driver.visibleAlert == nil, "nothing is shown on a host the person cannot see")

        try await app.driver.navigateBack()
        #expect(await app.visibleTitle == "From the detail")
        try await app.answer("OK")
        try await app.settle()
        #expect(await app.visibleTitle == "Sync failed")
        #expect(app.center.hosts.count == 1)
        #expect(app.driver.warnings.isEmpty)
    }

    // MARK: - TabView

    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving)
    func aTabSwitchEndsNothing(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in TabsScreen(log: log, secondTabHasAHost: true) }
        try await app.driver.render()
        #expect(app.center.hosts.count == 1, "a tab not yet shown has not appeared")
        let firstHost = try #require(app.center.topmostHost)
        try await app.driver.tapContentButton("First 0")

        try await app.driver.tapContentButton("Ask and go")
        #expect(app.driver.contentTexts == ["Second"])
        #expect(firstHost.isAttached)
        try await app.settle()
        #expect(await app.visibleTitle == "Asked before leaving", "shown on the tab the person sees")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)

        try await app.driver.selectTab(0)
        #expect(app.driver.contentButtonTitles.contains("First 1"), "the first tab's state lived on")
        #expect(app.center.topmostHost === firstHost)
        #expect(app.center.hosts.count == 2)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRequestFromATabNotShownWaitsForItsTab(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in TabsScreen(log: log, secondTabHasAHost: false) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Ask and go")
        try await app.driver.advance(by: .seconds(2))
        #expect(log.outcomes == [nil])
        #expect(await app.driver.visibleAlert == nil)

        try await app.driver.selectTab(0)
        #expect(await app.visibleTitle == "Asked before leaving")
    }

    // MARK: - fullScreenCover

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aFullScreenCoverEndsNothingBelowAndItsOwnHostShowsTheAlerts(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in CoverScreen(log: log, coverHasAHost: true) }
        try await app.driver.render()
        let below = try #require(app.center.topmostHost)
        try await app.driver.tapContentButton("Below 0")

        try await app.driver.tapContentButton("Ask and go")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(below.isAttached)
        try await app.settle()
        #expect(await app.visibleTitle == "Asked before leaving")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)

        try await app.driver.dismissSheet()
        try await app.finishTransition()
        #expect(app.driver.contentButtonTitles.contains("Below 1"))
        #expect(app.center.topmostHost === below)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aCoverWithoutAHostHoldsTheAlertsUntilItCloses(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in CoverScreen(log: log, coverHasAHost: false) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Cover")
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .seconds(2))
        #expect(fromService.isPending)
        #expect(await app.driver.visibleAlert == nil)

        try await app.driver.dismissSheet()
        try await app.finishTransition()
        #expect(await app.visibleTitle == "Sync failed")
    }

    // MARK: - popover

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aPopoverLeavesTheViewBelowOnScreenAndItsOwnHostShowsTheAlerts(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = app(behaviour) { _ in PopoverScreen(log: log) }
        try await app.driver.render()
        let below = try #require(app.center.topmostHost)
        try await app.driver.tapContentButton("Below 0")

        try await app.driver.tapContentButton("Ask and go")
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(log.belowDisappearances == 0, "a popover does not make the view below disappear")
        #expect(below.isAttached)
        #expect(!below.isVisible, "UIKit presents the popover from the controller below: nothing can be presented there")
        #expect(await app.visibleTitle == "Asked before leaving", "shown on the popover, the topmost host")
        try await app.driver.tap("OK")
        try await app.settle()

        try await app.driver.dismissSheet()
        try await app.finishTransition()
        #expect(app.driver.contentButtonTitles.contains("Below 1"))
        #expect(app.center.hosts.map(\.id) == [below.id])
    }
}
