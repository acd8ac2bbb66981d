import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// `alertAnchor()`: a dialog requested through the marked view is attached to it, where an
/// iPad's popover points; one requested elsewhere is attached at the root; one queue for all.
@MainActor
@Suite(.serialized, .englishWords) struct AnchoredDialogTests {
    static let everyButton = ["Anchored", "Elsewhere", "Alert", "Remove the anchored button"]

    @Test(arguments: PresentationBehaviour.allVariants)
    func aDialogAskedForByAnAnchoredButtonIsAttachedToIt(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in AnchoredDialogScreen(log: log) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Anchored")
        #expect(await app.visibleTitle == "Move?")
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])
        try await app.answer("Move")
        try await app.settle()

        try await app.driver.tapContentButton("Elsewhere")
        #expect(await app.visibleTitle == "Move?")
        #expect(app.driver.visibleAlertAnchorButtons == Self.everyButton)
        try await app.answer("Move")
        try await app.settle()

        #expect(log.outcomes.map { $0?.answer?.title } == ["Move", "Move"])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func anAnchoredDialogWaitsInTheQueueBehindAnAlertAndTheAlertBehindIt(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in AnchoredDialogScreen(log: log) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Alert")
        try await app.driver.tapContentButton("Anchored")
        #expect(await app.driver.visibleAlert?.style == .alert)
        try await app.answer("Delete")
        try await app.settle()

        #expect(await app.driver.visibleAlert?.style == .confirmationDialog)
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])
        try await app.driver.tapContentButton("Alert", occurrence: 0)
        #expect(await app.driver.visibleAlert?.style == .confirmationDialog, "the alert waits for the dialog")
        try await app.answer("Move")
        try await app.settle()

        #expect(await app.driver.visibleAlert?.style == .alert)
        #expect(app.driver.visibleAlertAnchorButtons == Self.everyButton)
        try await app.answer("Cancel")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Delete", "Move", "Cancel"])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func aDialogWhoseAnchoredViewLeavesMovesToTheRootAndIsAnswered() async throws {
        let log = HandleLog()
        let app = HostedApp(.iOS16AndLater) { _ in AnchoredDialogScreen(log: log) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Anchored")
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])
        try await app.driver.tapContentButton("Remove the anchored button")
        try await app.settle()

        #expect(await app.visibleTitle == "Move?")
        #expect(app.driver.visibleAlertAnchorButtons == ["Elsewhere", "Alert", "Remove the anchored button"])
        try await app.driver.tap("Move")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Move"])
    }
}
