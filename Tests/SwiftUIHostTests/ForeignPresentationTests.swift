import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// What the app presents itself (its own `sheet` or `alert`, a share sheet, a controller it
/// presents through UIKit) covers the host beneath, which learns it from UIKit through its
/// controller probe: while the cover is up the host is passed over, so an alert is never
/// handed to it to be dropped, the queue does not wait on it, and toasts do not count as seen.
@MainActor
@Suite struct ForeignPresentationTests {
    private func open(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, HandleLog, EmulatedUIKit) {
        let log = HandleLog()
        let uiKit = EmulatedUIKit()
        let app = HostedApp(behaviour) { _ in ForeignPresentationScreen(log: log, uiKit: uiKit) }
        uiKit.driver = app.driver
        try await app.driver.render()
        return (app, log, uiKit)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertRequestedUnderTheAppsOwnSheetAppearsOnceTheSheetHasGone(_ behaviour: PresentationBehaviour) async throws {
        let (app, _, _) = try await open(behaviour)
        let below = try #require(app.center.topmostHost)
        let events = EventRecorder(app.center)
        try await app.driver.tapContentButton("Open the app's sheet")
        try await app.finishTransition()

        let handle = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .seconds(2))

        #expect(!below.isVisible, "UIKit says the host's controller presents a sheet")
        #expect(await app.driver.visibleAlert == nil)
        #expect(events.presentedHosts.count <= 1, "taken back from the host as it was handed over, before SwiftUI saw it")
        #expect(!app.driver.warnings.contains { $0.contains("Sheet above blocks alerts") })

        try await app.driver.tapContentButton("Close")
        try await app.finishTransition()
        try await app.driver.advance(by: .milliseconds(300))

        #expect(below.isVisible)
        #expect(await app.visibleTitle == "Sync failed")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRequestMadeWhileTheAppsOwnAlertIsUpWaitsForIt(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, _) = try await open(behaviour)
        try await app.driver.tapContentButton("Show the app's alert")
        #expect(await app.visibleTitle == "The app's own")

        try await app.driver.tapContentButton("Ask")
        try await app.driver.advance(by: .seconds(1))
        #expect(await app.visibleTitle == "The app's own")
        #expect(log.outcomes == [nil])
        #expect(!app.driver.warnings.contains { $0.contains("Dropped") }, "not handed to SwiftUI to be dropped")

        try await app.driver.tap("Fine")
        try await app.settle()
        try await app.driver.advance(by: .milliseconds(300))
        #expect(await app.visibleTitle == "Asked below")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.first??.isConfirmed == true)
    }

    @Test func aToastIsNotSeenAndItsTimeStopsWhileAControllerTheAppPresentedCoversIt() async throws {
        let (app, _, uiKit) = try await open(.iOS16AndLater)
        let toast = app.center.showToast(ToastData(title: "Saved", duration: .seconds(3)))
        try await app.driver.advance(by: .seconds(1))
        #expect(app.driver.contentTexts.contains("Saved"))

        uiKit.presentsControllerOfItsOwn = true  // a share sheet
        try await app.driver.advance(by: .milliseconds(300))
        #expect(app.center.hosts.first?.isVisible == false)
        #expect(!app.driver.contentTexts.contains("Saved"), "not drawn beneath the share sheet")
        let covered = uiKit.readings
        try await app.driver.advance(by: .seconds(10))
        #expect(toast.isPending, "its time does not run while no one can see it")
        #expect(uiKit.readings - covered <= 12, "read less and less often under the cover, then once a second")

        uiKit.presentsControllerOfItsOwn = false
        try await app.driver.advance(by: .milliseconds(1_050))
        #expect(app.center.topmostHost?.isVisible == true, "seen at the next reading, at most a second later")
        #expect(app.driver.contentTexts.contains("Saved"))
        try await app.driver.advance(by: .seconds(3))
        #expect(!toast.isPending, "its time runs again once it is seen")
    }

    @Test func theProbeIsNotReadWhileTheHostHasNothingToShow() async throws {
        let (app, _, uiKit) = try await open(.iOS16AndLater)
        try await app.driver.advance(by: .seconds(1))
        let idle = uiKit.readings
        try await app.driver.advance(by: .seconds(10))
        #expect(uiKit.readings == idle, "no polling while nothing is on screen or awaited")
        _ = app.center.showToast(ToastData(title: "Saved", duration: .seconds(1)))
        try await app.driver.advance(by: .seconds(1))
        #expect(uiKit.readings > idle)
    }
}
