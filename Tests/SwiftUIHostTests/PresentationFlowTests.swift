import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// What the package promises in SwiftUI terms, run through `.showAlertView()`'s real body under
/// the emulated presentation rules, for every OS generation: nothing is dropped.
@MainActor
@Suite(.englishWords) struct PresentationFlowTests {
    @Test(arguments: PresentationBehaviour.allVariants)
    func anAlertShownFromAnotherAlertsButtonAppearsOnlyOnceTheFirstIsGone(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in ChainedRequestButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")
        try await app.answer("Next")

        let settleTime = app.center.configuration.settleTime.duration
        try await app.driver.advance(by: settleTime - .milliseconds(10))
        #expect(await app.driver.visibleAlert == nil)
        #expect(!app.driver.isDismissing, "the dismissal, one frame and 450 ms, ended with a margin before the settle time")
        try await app.driver.advance(by: .milliseconds(10))

        #expect(await app.visibleTitle == "Second")
        #expect(app.driver.warnings.isEmpty)
        #expect(log.outcomes.first == .answered(AlertAnswer(buttonIndex: 0, title: "Next", type: .default)))
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func twoRequestsInTheSameTickBothAppearInOrder(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in TwoRequestsButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Both")

        #expect(await app.visibleTitle == "One")
        try await app.answer("OK")
        try await app.settle()
        #expect(await app.visibleTitle == "Two")
        try await app.answer("OK")
        try await app.settle()

        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aDismissalLongerThanTheSettleTimeLosesNothing(_ behaviour: PresentationBehaviour) async throws {
        var slow = behaviour
        slow.dismissalAnimation = .milliseconds(1_500)
        slow.droppedPresentation = .bindingReset
        let log = HandleLog()
        // What SwiftUI does with no controller probe: with one, the host waits for the leaving
        // alert instead (DroppedPresentationTests).
        let app = HostedApp(slow, probesControllers: false) { _ in ChainedRequestButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")
        try await app.driver.tap("Next")
        try await app.settle()

        #expect(await app.driver.visibleAlert == nil)
        #expect(app.driver.warnings.contains { $0.contains("Dropped during dismissal") })
        #expect(log.handles.count == 2 && log.outcomes[1] == nil, "the dropped alert is still waiting, not dismissed")

        try await app.driver.advance(by: .seconds(2))
        #expect(await app.visibleTitle == "Second")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aPresentationDroppedWithItsBindingLeftTrueIsNotSeen(_ behaviour: PresentationBehaviour) async throws {
        var slow = behaviour
        slow.dismissalAnimation = .milliseconds(1_500)
        slow.droppedPresentation = .bindingKept
        let log = HandleLog()
        // What SwiftUI does with no controller probe: with one, the host waits for the leaving
        // alert instead (DroppedPresentationTests).
        let app = HostedApp(slow, probesControllers: false) { _ in ChainedRequestButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")
        try await app.driver.tap("Next")
        try await app.driver.advance(by: .seconds(3))

        // With no UIKit to ask (no controller probe, as on macOS), SwiftUI gives no sign of
        // this drop; the settle time's margin is the defence.
        #expect(await app.driver.visibleAlert == nil)
        #expect(app.driver.warnings.contains { $0.contains("Dropped during dismissal") })
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func showAlertViewAppliedTwiceShowsEachAlertOnce(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in TwoRequestsButton(log: log).showAlertView().showAlertView() }
        try await app.driver.render()
        #expect(app.center.hosts.count == 2)
        try await app.driver.tapContentButton("Both")

        #expect(await app.visibleTitle == "One")
        #expect(app.driver.warnings.isEmpty)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(await app.visibleTitle == "Two")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func withoutShowAlertViewTheRequestEndsRejectedNoHost(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let driver = ViewHostDriver(TwoRequestsButton(log: log), behaviour: behaviour)
        try await driver.render()
        try await driver.tapContentButton("Both")

        #expect(log.outcomes == [.rejected(.noHost), .rejected(.noHost)])
        #expect(await driver.visibleAlert == nil)
    }

    @Test(arguments: [PresentationBehaviour.DialogDismissal.bindingOnly, .runsCancelAction])
    func aDialogClosedWithoutAButtonEndsTheRequest(_ dismissal: PresentationBehaviour.DialogDismissal) async throws {
        for var behaviour in PresentationBehaviour.allVariants {
            behaviour.dialogDismissal = dismissal
            let log = HandleLog()
            let dialog = AlertData(title: "Move to Trash?", buttons: [.cancel(), .destructive("Move")], style: .confirmationDialog)
            let app = HostedApp(behaviour) { _ in RequestButton(title: "Trash", alert: dialog, log: log).showAlertView() }
            try await app.driver.render()
            try await app.driver.tapContentButton("Trash")
            #expect(await app.driver.visibleAlert?.style == .confirmationDialog)
            try await app.driver.advance(by: .milliseconds(300))

            try await app.driver.dismissDialog()
            try await app.settle()

            let expected: AlertOutcome = dismissal == .bindingOnly ? .dismissed : .answered(AlertAnswer(buttonIndex: 0, title: "Cancel", type: .cancel))
            #expect(log.outcomes == [expected], "\(behaviour)")
            #expect(await app.driver.visibleAlert == nil)
        }
    }
}
