import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// What VoiceOver does with an alert drawn in the app's design: as with the system's alert, its
/// cursor moves into each alert that appears, title first, and it is told the screen changed
/// when the alert appears and when it leaves. Run by the view host.
@MainActor
@Suite(.serialized, .englishWords) struct CustomDesignVoiceOverTests {
    private static let deleteAlert = AlertData(title: "Delete draft?", message: "It cannot be undone.", buttons: [.cancel(), .destructive("Erase")])

    /// Hosts the screen with a focused heading under `.showAlertView` with the plain design.
    private func launch(_ behaviour: PresentationBehaviour, recorder: AnnouncementRecorder, log: HandleLog) async throws -> HostedApp {
        let app = HostedApp(behaviour) { _ in
            FocusedHeadingScreen(alert: Self.deleteAlert, log: log)
                .showAlertView { alert in PlainAlertDesign(alert: alert) }
                .environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        return app
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func anAlertThatAppearsTakesVoiceOversCursorTitleFirstAndIsToldAsAScreenChange(_ behaviour: PresentationBehaviour) async throws {
        let recorder = AnnouncementRecorder()
        let log = HandleLog()
        let app = try await launch(behaviour, recorder: recorder, log: log)
        #expect(app.driver.accessibilityFocusedTexts == ["Inbox"])

        try await app.driver.tapContentButton("Delete")

        #expect(app.driver.accessibilityFocusedTexts == ["Delete draft?", "It cannot be undone.", "Cancel", "Erase"])
        #expect(recorder.screenChanges == 1)

        try await app.driver.tapContentButton("Erase")
        try await app.settle()

        #expect(!app.driver.contentTexts.contains("Delete draft?"))
        #expect(app.driver.accessibilityFocusedTexts == nil, "the cursor is no longer in the alert that left")
        #expect(recorder.screenChanges == 2, "leaving is told too, so the cursor goes back to the content")
    }

    @Test func aSecondAlertAfterTheFirstIsAnsweredTakesTheCursorAgain() async throws {
        let recorder = AnnouncementRecorder()
        let log = HandleLog()
        let app = try await launch(.iOS16AndLater, recorder: recorder, log: log)
        let second = AlertData(title: "Sync now?", buttons: [.cancel(), .ok("Sync")])
        try await app.driver.tapContentButton("Delete")
        let waiting = Task { await app.center.present(second) }
        try await app.driver.settle()
        #expect(app.driver.accessibilityFocusedTexts?.first == "Delete draft?")

        try await app.driver.tapContentButton("Cancel")
        try await app.settle()

        #expect(app.driver.contentTexts.contains("Sync now?"))
        #expect(app.driver.accessibilityFocusedTexts == ["Sync now?", "Cancel", "Sync"])
        #expect(recorder.screenChanges == 3, "the first appeared, left, and the second appeared")
        try await app.driver.tapContentButton("Sync")
        #expect(await waiting.value == .answered(AlertAnswer(buttonIndex: 1, title: "Sync", type: .default)))
    }

    @Test func anUrgentAlertReplacingTheOneShownTakesTheCursor() async throws {
        let recorder = AnnouncementRecorder()
        let log = HandleLog()
        let app = try await launch(.iOS16AndLater, recorder: recorder, log: log)
        try await app.driver.tapContentButton("Delete")
        #expect(recorder.screenChanges == 1)
        let urgent = AlertData(title: "Session expired", buttons: [.ok()], priority: .critical, interruptsLowerPriority: true)

        let waiting = Task { await app.center.present(urgent) }
        try await app.driver.settle()
        try await app.settle()

        #expect(app.driver.contentTexts.contains("Session expired"))
        #expect(app.driver.accessibilityFocusedTexts == ["Session expired", "OK"])
        #expect(recorder.screenChanges == 3, "the first appeared, made way, and the urgent one appeared")
        try await app.driver.tapContentButton("OK")
        #expect(await waiting.value == .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default)))
    }

    @Test func theCursorIsNotTakenWhileNoAlertIsShown() async throws {
        let recorder = AnnouncementRecorder()
        let log = HandleLog()
        let app = try await launch(.iOS16AndLater, recorder: recorder, log: log)

        try await app.driver.tapContentButton("Save")
        try await app.driver.advance(by: .seconds(1))

        #expect(app.driver.contentTexts.contains("Saved"))
        #expect(app.driver.accessibilityFocusedTexts == ["Inbox"], "a toast leaves the cursor where it is")
        #expect(recorder.screenChanges == 0)

        try await app.driver.tapContentButton("Delete")
        #expect(app.driver.accessibilityFocusedTexts?.first == "Delete draft?", "only an alert takes it")
    }
}
