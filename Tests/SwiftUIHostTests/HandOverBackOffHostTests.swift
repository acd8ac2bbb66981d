import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A root `.showAlertView()` around an inner one, read through the emulated UIKit's probe, that
/// "Remove" takes out of the tree.
private struct RemovableProbedHostScreen: View {
    let uiKit: EmulatedUIKit
    @State private var isShown = true

    var body: some View {
        VStack {
            Text("Root")
            Button("Remove", role: nil) { isShown = false }
            if isShown {
                Text("Inner").showAlertView().environment(\.hostControllerProbe, uiKit.probe)
            }
        }
        .showAlertView()
    }
}

/// A host whose alert is never seen presented hands it over again, less and less often; while
/// such a hand-over waits, its view may leave, or its window go to the background. No wait of
/// the host outlives it, and the alert shows where it can.
@MainActor
@Suite struct HandOverBackOffHostTests {
    /// The screen hosted under `behaviour`, its inner host blind to the alerts SwiftUI presents,
    /// with an alert shown long enough for its hand-overs to run out.
    private func alertInBackOff(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, EmulatedUIKit, AlertHandle) {
        let uiKit = EmulatedUIKit()
        uiKit.missesAlerts = true
        let app = HostedApp(behaviour) { _ in RemovableProbedHostScreen(uiKit: uiKit) }
        uiKit.driver = app.driver
        try await app.driver.render()
        let alert = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .seconds(5))
        try #require(uiKit.runtimeWarnings.count == 1, "the hand-overs ran out: the next one waits longer")
        return (app, uiKit, alert)
    }

    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving)
    func aHostRemovedWhileAHandOverWaitsLeavesNoTimerAndTheAlertShowsAtTheRoot(_ behaviour: PresentationBehaviour) async throws {
        let (app, uiKit, alert) = try await alertInBackOff(behaviour)
        try await app.driver.tapContentButton("Remove")
        try await app.settle()
        try await app.driver.advance(by: .seconds(1))
        #expect(!app.driver.contentTexts.contains("Inner"))
        #expect(await app.visibleTitle == "Sync failed", "the alert moves to the root's host")
        #expect(app.driver.shownAlertTitles == ["Sync failed"], "shown once")

        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        #expect(app.clock.pendingCount == 0, "no wait of the removed host outlives it")
        try await app.driver.advance(by: .seconds(20))
        #expect(app.driver.shownAlertTitles.isEmpty, "nothing is handed over again")
        #expect(uiKit.runtimeWarnings.count == 1)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aWindowSentToTheBackgroundWhileAHandOverWaitsArmsNoTimerUntilItIsBack(_ behaviour: PresentationBehaviour) async throws {
        let (app, uiKit, alert) = try await alertInBackOff(behaviour)
        try await app.driver.setScenePhase(.background)
        try await app.settle()
        try await app.driver.advance(by: .seconds(1))
        #expect(app.driver.shownAlertTitles.isEmpty, "nothing shows in the background")
        #expect(app.clock.pendingCount == 0, "nothing waits while the window is in the background")
        try await app.driver.advance(by: .seconds(20))
        #expect(app.driver.shownAlertTitles.isEmpty, "nothing is handed over in the background")
        #expect(alert.outcome == nil, "the alert waits for the window")

        uiKit.missesAlerts = false
        try await app.driver.setScenePhase(.active)
        try await app.settle()
        #expect(await app.visibleTitle == "Sync failed", "shown once the window is back")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        try await app.driver.advance(by: .seconds(1))
        #expect(app.clock.pendingCount == 0, "the probe is read no more once the alert has gone")
        #expect(uiKit.runtimeWarnings.count == 1)
    }
}
