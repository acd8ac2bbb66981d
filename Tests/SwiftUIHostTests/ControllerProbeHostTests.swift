import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// On the SwiftUI path the controller probe tells whether SwiftUI presented the host's alert:
/// it recognises the presentation by the alert controller first seen after the alert was handed
/// over, never by its title, and an alert it never sees is handed over again, less and less
/// often, with a runtime warning: never taken as shown while nothing is.
@MainActor
@Suite struct ControllerProbeHostTests {
    /// `screen` hosted under `behaviour` (with `leaving` presenters) with the emulated UIKit's
    /// controller probe, rendered.
    private func open(
        _ behaviour: PresentationBehaviour, leaving: PresentationBehaviour.LeavingPresenter = .removedAtOnce,
        _ screen: @escaping () -> some View
    ) async throws -> (HostedApp, EmulatedUIKit) {
        var behaviour = behaviour
        behaviour.leavingPresenter = leaving
        let uiKit = EmulatedUIKit()
        let app = HostedApp(behaviour) { _ in
            screen().environment(\.hostControllerProbe, uiKit.probe)
        }
        uiKit.driver = app.driver
        try await app.driver.render()
        return (app, uiKit)
    }

    /// Moves time in steps of 100 ms until `title` is the visible alert or `limit` has passed,
    /// checking at each step that no alert is shown twice at once; returns whether it is.
    private func waitForAlert(_ title: String, in app: HostedApp, upTo limit: Duration) async throws -> Bool {
        var waited = Duration.zero
        while waited < limit {
            if await app.visibleTitle == title { return true }
            try await app.driver.advance(by: .milliseconds(100))
            waited += .milliseconds(100)
            let shown = app.driver.shownAlertTitles
            #expect(Set(shown).count == shown.count, "shown twice at once: \(shown)")
        }
        return await app.visibleTitle == title
    }

    /// Answers `next` once it shows, as the queue goes on, with nothing reported on the way.
    private func expectTheQueueGoesOn(to next: AlertHandle, in app: HostedApp, _ uiKit: EmulatedUIKit) async throws {
        #expect(try await waitForAlert("Next", in: app, upTo: .seconds(3)), "the queue goes on")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(next.outcome?.isConfirmed == true)
        #expect(uiKit.runtimeWarnings.isEmpty)
    }

    /// A pushed screen popped while its alert is up: the alert moves to the root's host with
    /// the same title while UIKit may still show the leaving one from the same controller, and
    /// refuse the root's presentation meanwhile. The leaving controller is not the root's
    /// presentation: the alert shows at the root once it has gone, and can be answered.
    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving, PresentationBehaviour.LeavingPresenter.allCases)
    func anAlertMovedByAPopShowsAtTheRootOnceTheLeavingOneHasGone(
        _ generation: PresentationBehaviour, _ leaving: PresentationBehaviour.LeavingPresenter
    ) async throws {
        let log = HandleLog()
        let (app, uiKit) = try await open(generation, leaving: leaving) { StackScreen(placement: .onEachScreen, log: log) }
        try await app.driver.tapContentButton("Push")
        try await app.finishTransition()
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        let next = app.center.show(AlertData(title: "Next"))
        #expect(try await waitForAlert("Sync failed", in: app, upTo: .seconds(1)))

        try await app.driver.navigateBack()
        #expect(try await waitForAlert("Sync failed", in: app, upTo: .seconds(3)), "shown at the root")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromService.outcome?.isConfirmed == true)
        try await expectTheQueueGoesOn(to: next, in: app, uiKit)
    }

    /// A pushed screen popped while the dialog anchored in it is up: the dialog moves to the
    /// root of the same host while UIKit may still show the leaving one from the same
    /// controller, and refuse the root's presentation meanwhile. The host's own leaving
    /// controller is not the root's presentation: the dialog shows at the root once it has
    /// gone, and can be answered.
    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving, PresentationBehaviour.LeavingPresenter.allCases)
    func aDialogMovedByAPopShowsAtTheRootOnceTheLeavingOneHasGone(
        _ generation: PresentationBehaviour, _ leaving: PresentationBehaviour.LeavingPresenter
    ) async throws {
        let log = HandleLog()
        let (app, uiKit) = try await open(generation, leaving: leaving) { AnchoredDetailScreen(log: log) }
        try await app.driver.tapContentButton("Push")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Anchored")
        let next = app.center.show(AlertData(title: "Next"))
        #expect(try await waitForAlert("Move?", in: app, upTo: .seconds(1)))
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])
        try await app.driver.advance(by: .milliseconds(300))  // seen presented: its controller is the host's own

        try await app.driver.navigateBack()
        #expect(try await waitForAlert("Move?", in: app, upTo: .seconds(5)), "shown at the root")
        #expect(app.driver.contentTexts.contains("Root"))
        try await app.driver.tap("Move")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Move"])
        try await expectTheQueueGoesOn(to: next, in: app, uiKit)
    }

    /// The same for a dialog whose anchored view is removed while it is up, with no navigation.
    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving, PresentationBehaviour.LeavingPresenter.allCases)
    func aDialogWhoseAnchoredViewLeavesShowsAtTheRootOnceTheLeavingOneHasGone(
        _ generation: PresentationBehaviour, _ leaving: PresentationBehaviour.LeavingPresenter
    ) async throws {
        let log = HandleLog()
        let (app, uiKit) = try await open(generation, leaving: leaving) { AnchoredDialogScreen(log: log) }
        try await app.driver.tapContentButton("Anchored")
        #expect(try await waitForAlert("Move?", in: app, upTo: .seconds(1)))
        try await app.driver.advance(by: .milliseconds(300))  // seen presented: its controller is the host's own
        try await app.driver.tapContentButton("Remove the anchored button")
        #expect(try await waitForAlert("Move?", in: app, upTo: .seconds(5)), "shown at the root")
        #expect(app.driver.visibleAlertAnchorButtons == ["Elsewhere", "Alert", "Remove the anchored button"])
        try await app.driver.tap("Move")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Move"])
        #expect(uiKit.runtimeWarnings.isEmpty)
    }

    /// SwiftUI drops the alert silently `drops` times (its binding left `true`, nothing shown):
    /// the host hands it over again until it is shown, with a runtime warning once the usual
    /// hand-overs have run out, and the queue goes on.
    @Test(arguments: [3, 5])
    func anAlertDroppedSilentlyIsShownInTheEndAndTheQueueGoesOn(_ drops: Int) async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.silentDrops = drops
        let (app, uiKit) = try await open(behaviour) { Text("Home").showAlertView() }
        let first = app.center.show(AlertData(title: "First"))
        let second = app.center.show(AlertData(title: "Second"))

        #expect(try await waitForAlert("First", in: app, upTo: .seconds(30)), "shown in the end")
        #expect(uiKit.runtimeWarnings.count == 1)
        #expect(uiKit.runtimeWarnings.first?.contains("“First”") == true)
        #expect(uiKit.runtimeWarnings.first?.contains("never seen presented") == true)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(first.outcome?.isConfirmed == true)
        #expect(try await waitForAlert("Second", in: app, upTo: .seconds(3)), "the queue goes on")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(second.outcome?.isConfirmed == true)
        #expect(uiKit.runtimeWarnings.count == 1)
    }

    /// The same with no drop: an alert SwiftUI presents at once is seen, never handed over,
    /// and nothing is reported.
    @Test func anAlertPresentedAtOnceIsSeenAndNothingIsReported() async throws {
        let (app, uiKit) = try await open(.iOS16AndLater) { Text("Home").showAlertView() }
        let first = app.center.show(AlertData(title: "First"))
        var titles: Set<String?> = []
        for _ in 0..<100 {
            try await app.driver.advance(by: .milliseconds(100))
            titles.insert(await app.visibleTitle)
        }
        #expect(titles == ["First"], "on screen throughout, never withdrawn")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(first.outcome?.isConfirmed == true)
        #expect(uiKit.runtimeWarnings.isEmpty)
        #expect(uiKit.readings > 0)
    }
}
