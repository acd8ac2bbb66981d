import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A host with nothing to show and nothing covering it costs nothing while it waits: it arms no
/// timer and does not read UIKit, however long it stays idle, before and after it has shown
/// something.
@MainActor
@Suite struct IdleHostTests {
    private func open(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, EmulatedUIKit) {
        let uiKit = EmulatedUIKit()
        let app = HostedApp(behaviour) { _ in ForeignPresentationScreen(log: HandleLog(), uiKit: uiKit) }
        uiKit.driver = app.driver
        try await app.driver.render()
        return (app, uiKit)
    }

    /// Expects the host to stay idle for a long while: no timer armed, UIKit not read.
    private func expectIdle(_ app: HostedApp, _ uiKit: EmulatedUIKit, _ comment: Comment) async throws {
        try await app.driver.advance(by: .seconds(2))
        let readings = uiKit.readings
        #expect(app.clock.pendingCount == 0, comment)
        try await app.driver.advance(by: .seconds(10))
        #expect(uiKit.readings == readings, comment)
        #expect(app.clock.pendingCount == 0, comment)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anIdleHostArmsNoTimer(_ behaviour: PresentationBehaviour) async throws {
        let (app, uiKit) = try await open(behaviour)
        #expect(app.center.topmostHost?.isVisible == true)
        try await expectIdle(app, uiKit, "attached, nothing shown")

        let toast = app.center.showToast(ToastData(title: "Saved", duration: .seconds(3)))
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.contentTexts.contains("Saved"))
        #expect(app.clock.pendingCount > 0, "the toast's time runs, and the probe is read while it shows")
        try await app.driver.advance(by: .seconds(4))
        #expect(toast.outcome != nil)
        try await expectIdle(app, uiKit, "after a toast")

        let alert = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .milliseconds(300))
        #expect(await app.visibleTitle == "Sync failed")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        try await expectIdle(app, uiKit, "after an alert")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func hostsArmNoTimerOnceASheetHasAppearedOrGone(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open level 1")
        try await app.finishTransition()
        try await app.driver.advance(by: .milliseconds(100))
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.clock.pendingCount == 0, "the sheet's host has finished waiting for the sheet to appear")
        let probes = try #require(app.probes, "each level's host reads a controller probe, as on a device")
        #expect(probes.readings > 0)
        let readings = probes.readings
        try await app.driver.advance(by: .seconds(5))
        #expect(probes.readings == readings, "no host reads UIKit while only the package's own sheet covers the root")
        #expect(app.clock.pendingCount == 0)

        app.center.dismissAllSheets()
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.outcomes == [1: .dismissedByCode])
        #expect(app.clock.pendingCount == 0, "the sheet has gone: nothing waits for its dismissal")
    }
}
