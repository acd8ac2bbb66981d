import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// What `.showAlertView()` does for people who use VoiceOver, a keyboard or large text, run
/// through the stand-in's view host.
@MainActor
@Suite struct AccessibilityHostTests {
    @Test func withVoiceOverAToastWaitingBehindTheVisibleOnesIsAnnouncedWhenItStartsWaiting() async throws {
        let recorder = AnnouncementRecorder()
        let log = ToastLog()
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1), clock: clock)
        let app = HostedApp(ToastHostTests.behaviour, center: center, clock: clock) { _ in
            ToastScreen(log: log).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        try await app.driver.setVoiceOverEnabled(true)

        try await app.driver.tapContentButton("Save")
        try await app.driver.tapContentButton("Fail")

        // Visible toasts stay until closed while VoiceOver runs: the error would wait unheard.
        #expect(!app.driver.contentTexts.contains("Upload failed"))
        #expect(
            recorder.announcements == [
                AccessibilityAnnouncement(text: "Saved", priority: .default),
                AccessibilityAnnouncement(text: "Upload failed. No connection.", priority: .high),
            ])
        try await app.driver.advance(by: .seconds(30))
        #expect(app.driver.contentTexts.contains("Saved"))

        // When it becomes visible it is not announced a second time.
        try await app.driver.tapContentButton("Close")
        #expect(app.driver.contentTexts.contains("Upload failed"))
        #expect(recorder.texts == ["Saved", "Upload failed. No connection."])
    }

    @Test func toastsAlreadyWaitingWhenVoiceOverStartsAreAnnounced() async throws {
        let recorder = AnnouncementRecorder()
        let log = ToastLog()
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1), clock: clock)
        let app = HostedApp(ToastHostTests.behaviour, center: center, clock: clock) { _ in
            ToastScreen(log: log).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Save")
        try await app.driver.tapContentButton("Fail")
        #expect(recorder.texts == ["Saved"])

        try await app.driver.setVoiceOverEnabled(true)

        #expect(recorder.texts == ["Saved", "Upload failed. No connection."])
        #expect(!app.driver.contentTexts.contains("Upload failed"))
    }

    @Test func withoutVoiceOverAWaitingToastIsAnnouncedOnlyWhenItAppears() async throws {
        let recorder = AnnouncementRecorder()
        let log = ToastLog()
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1), clock: clock)
        let app = HostedApp(ToastHostTests.behaviour, center: center, clock: clock) { _ in
            ToastScreen(log: log).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()

        try await app.driver.tapContentButton("Save")
        try await app.driver.tapContentButton("Fail")

        #expect(recorder.texts == ["Saved"])
    }

    @Test func aSheetWithItsOwnShowAlertViewLeavingMakesAnnouncementsWaitForTheScreenToSettle() async throws {
        let changes = ChangeCounter()
        let announcer = AccessibilityAnnouncer(post: { _ in }, interfaceChanged: { changes.count += 1 })
        let app = HostedApp(ToastHostTests.behaviour) { _ in
            SheetToastScreen().environment(\.accessibilityAnnouncer, announcer)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Edit")
        try await app.finishTransition()
        let whileTheSheetIsUp = changes.count

        try await app.driver.tapContentButton("Save and Close")
        try await app.finishTransition()

        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.center.hosts.count == 1)
        #expect(changes.count > whileTheSheetIsUp)
    }

    @Test func aBlockingIndicatorDisablesTheContentForTheKeyboardFocusAndMenus() async throws {
        let work = LoadingWork()
        let app = HostedApp(ToastHostTests.behaviour) { _ in
            VStack {
                LoadingScreen(work: work)
                EnabledStateView()
            }
            .showAlertView()
        }
        try await app.driver.render()
        #expect(app.driver.contentTexts.contains("Shortcuts on"))

        try await app.driver.tapContentButton("Sync")
        try await app.driver.advance(by: .milliseconds(450))
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])
        #expect(app.driver.contentTexts.contains("Shortcuts off"))

        work.gate.open()
        try await app.driver.settle()
        try await app.driver.advance(by: .seconds(1))
        #expect(app.driver.progressViews.isEmpty)
        #expect(app.driver.contentTexts.contains("Shortcuts on"))
    }

    @Test func anIndicatorThatDoesNotBlockLeavesTheContentEnabled() async throws {
        let work = LoadingWork()
        let app = HostedApp(ToastHostTests.behaviour) { _ in
            VStack {
                LoadingScreen(work: work)
                EnabledStateView()
            }
            .showAlertView()
        }
        try await app.driver.render()

        try await app.driver.tapContentButton("Sync in Background")
        try await app.driver.advance(by: .milliseconds(450))
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])
        #expect(app.driver.contentTexts.contains("Shortcuts on"))
        work.gate.open()
        try await app.driver.settle()
    }

    @Test func atAnAccessibilityTextSizeAToastKeepsItsTextAndControls() async throws {
        let log = ToastLog()
        let app = HostedApp(ToastHostTests.behaviour) { _ in
            ToastScreen(log: log).showAlertView().environment(\.dynamicTypeSize, .accessibility3)
        }
        try await app.driver.render()

        try await app.driver.tapContentButton("Delete")

        #expect(app.driver.contentTexts.contains("Message deleted"))
        #expect(app.driver.contentImages.contains("info.circle.fill"))
        #expect(app.driver.contentButtonTitles.contains("Undo"))
        try await app.driver.tapContentButton("Close")
        #expect(log.outcomes == [.dismissed])
        #expect(!app.driver.contentTexts.contains("Message deleted"))
    }
}

/// Shows whether the controls here are enabled, as keyboard shortcuts, focus and menus follow
/// `isEnabled`.
private struct EnabledStateView: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(isEnabled ? "Shortcuts on" : "Shortcuts off")
    }
}

/// How often the announcer was told the interface changed.
@MainActor
private final class ChangeCounter {
    var count = 0
}
