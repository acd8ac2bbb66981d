import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Toasts requested through `@Environment(\.showToast)` and drawn by `.showAlertView()`, run
/// through the stand-in's view host on the center's manual clock.
@MainActor
@Suite(.englishWords) struct ToastHostTests {
    /// iOS 16 and later, moving time in steps of 50 ms.
    static let behaviour: PresentationBehaviour = {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.timeStep = .milliseconds(50)
        return behaviour
    }()

    private func launch(recorder: AnnouncementRecorder = AnnouncementRecorder()) async throws -> (HostedApp, ToastLog) {
        let log = ToastLog()
        let app = HostedApp(Self.behaviour) { _ in
            ToastScreen(log: log).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        return (app, log)
    }

    @Test func theCloseButtonIsNamedInTheAppsLanguage() async throws {
        try await PreferredLanguages.$override.withValue(["de"]) {
            let (app, log) = try await launch()
            try await app.driver.tapContentButton("Save")
            #expect(app.driver.contentButtonTitles.contains("Schließen"))
            #expect(!app.driver.contentButtonTitles.contains("Close"))

            try await app.driver.tapContentButton("Schließen")
            #expect(log.outcomes == [.dismissed])
        }
    }

    @Test func aToastAppearsInTheViewTreeAndLeavesWhenItsTimeEnds() async throws {
        let (app, log) = try await launch()

        try await app.driver.tapContentButton("Save")

        #expect(app.driver.contentTexts.contains("Saved"))
        #expect(app.driver.contentImages.contains("checkmark.circle.fill"))
        #expect(app.driver.contentButtonTitles.contains("Close"))
        #expect(log.handles.first?.toast.effectiveDuration == .seconds(2))

        try await app.driver.advance(by: .milliseconds(1_950))
        #expect(app.driver.contentTexts.contains("Saved"))
        #expect(log.outcomes == [nil])

        try await app.driver.advance(by: .milliseconds(100))
        #expect(!app.driver.contentTexts.contains("Saved"))
        #expect(log.outcomes == [.timedOut])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func hoverAndPressHoldTheTimeAndItGoesOnFromWhereItStopped() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Save")
        try await app.driver.advance(by: .seconds(1))

        try await app.driver.hover(over: "Saved", true)
        #expect(app.center.visibleToasts.first?.pauseReasons == [.hover])
        try await app.driver.advance(by: .seconds(10))
        #expect(app.driver.contentTexts.contains("Saved"))
        try await app.driver.hover(over: "Saved", false)

        try await app.driver.press("Saved", true)
        #expect(app.center.visibleToasts.first?.pauseReasons == [.touch])
        try await app.driver.advance(by: .seconds(10))
        try await app.driver.press("Saved", false)
        #expect(app.center.visibleToasts.first?.isPaused == false)

        try await app.driver.advance(by: .milliseconds(950))
        #expect(log.outcomes == [nil])
        try await app.driver.advance(by: .milliseconds(100))
        #expect(log.outcomes == [.timedOut])
        #expect(!app.driver.contentTexts.contains("Saved"))
    }

    @Test func theButtonRunsItsActionAndTheCloseButtonDismisses() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Delete")
        try await app.driver.tapContentButton("Save")
        #expect(app.driver.contentButtonTitles.filter { $0 == "Close" }.count == 2)

        try await app.driver.tapContentButton("Undo")
        #expect(log.undone == 1)
        #expect(log.outcomes == [.actionTapped, nil])
        #expect(!app.driver.contentTexts.contains("Message deleted"))

        try await app.driver.tapContentButton("Close")
        #expect(log.outcomes == [.actionTapped, .dismissed])
        #expect(!app.driver.contentTexts.contains("Saved"))
        #expect(!app.driver.contentButtonTitles.contains("Close"))
    }

    @Test func topToastsShowTheNewestNearestTheTopEdgeAndBottomOnesNearestTheBottom() async throws {
        let (app, _) = try await launch()
        try await app.driver.tapContentButton("Delete")
        app.center.showToast(ToastData(title: "Pinned", position: .top))
        try await app.driver.tapContentButton("Save")
        #expect(app.driver.contentTexts == ["Pinned", "Message deleted", "Saved"])

        try await app.driver.tapContentButton("Undo")
        try await app.driver.tapContentButton("Fail")
        // The top stack with its newest first, then the bottom stack with its newest last.
        #expect(app.driver.contentTexts == ["Pinned", "Saved", "Upload failed", "No connection."])
    }

    @Test func aToastShownAndWithdrawnInOneTickNeverSticksAndTheNextOneShows() async throws {
        let (app, _) = try await launch()
        for round in 1...20 {
            app.center.showToast(ToastData(title: "Flicker \(round)")).cancel()
        }
        let kept = app.center.showToast("Kept")
        try await app.driver.settle()
        #expect(app.driver.contentTexts == ["Kept"])

        kept.cancel()
        try await app.driver.settle()
        #expect(app.driver.contentTexts.isEmpty)
        #expect(kept.outcome == .cancelled)
        try await app.driver.advance(by: .seconds(10))
        #expect(app.driver.contentTexts.isEmpty)
    }

    @Test func aRepeatedRequestUpdatesTheVisibleToastWithACount() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Copy")
        try await app.driver.advance(by: .seconds(1))
        try await app.driver.tapContentButton("Copy")
        try await app.driver.tapContentButton("Copy")

        #expect(app.driver.contentTexts.filter { $0 == "Copied" }.count == 1)
        #expect(app.driver.contentTexts.contains("×3"))
        #expect(log.outcomes == [nil, nil, nil])
    }

    @Test func aToastRequestedWhileASheetIsUpIsDrawnOnTheSheetAndStaysWhenItCloses() async throws {
        let recorder = AnnouncementRecorder()
        // With a controller probe the root learns that the app's own sheet has gone only at its
        // next reading, up to a second later than measured here.
        let app = HostedApp(Self.behaviour, probesControllers: false) { _ in
            SheetToastScreen().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Edit")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.center.hosts.count == 2)

        let synced = app.center.showToast("Synced")
        try await app.driver.settle()
        #expect(app.driver.contentTexts == ["Editor", "Synced"])
        #expect(app.center.hosts.last?.toasts.map(\.toast.title) == ["Synced"])
        #expect(app.center.hosts.first?.toasts.isEmpty == true)

        try await app.driver.tapContentButton("Save and Close")
        #expect(app.driver.presentedSheetCount == 1, "the sheet animates out")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.driver.contentTexts == ["Synced", "Saved"])
        #expect(synced.isPending)
        #expect(recorder.texts == ["Synced", "Saved"])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func underReduceMotionToastsFadeAndOtherwiseTheyAlsoMoveFromTheirEdge() async throws {
        let (app, _) = try await launch()
        try await app.driver.tapContentButton("Delete")
        try await app.driver.tapContentButton("Save")
        #expect(app.driver.contentTransitions == [["move(top)", "opacity"], ["move(bottom)", "opacity"]])

        try await app.driver.setReduceMotion(true)
        #expect(app.driver.contentTransitions == [["opacity"], ["opacity"]])
    }

    @Test func theTimeStopsWhileTheSceneIsNotActive() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Save")
        try await app.driver.advance(by: .seconds(1))

        try await app.driver.setScenePhase(.background)
        #expect(!app.center.isAppActive)
        try await app.driver.advance(by: .seconds(30))
        #expect(log.outcomes == [nil])

        try await app.driver.setScenePhase(.inactive)
        #expect(!app.center.isAppActive)
        try await app.driver.setScenePhase(.active)
        #expect(app.center.isAppActive)
        try await app.driver.advance(by: .milliseconds(1_050))
        #expect(log.outcomes == [.timedOut])
    }

    @Test func whileVoiceOverRunsAToastStaysUntilItIsClosed() async throws {
        let (app, log) = try await launch()
        try await app.driver.setVoiceOverEnabled(true)
        #expect(app.center.isScreenReaderRunning)

        try await app.driver.tapContentButton("Save")
        try await app.driver.advance(by: .seconds(20))
        #expect(log.outcomes == [nil])
        try await app.driver.tapContentButton("Close")
        #expect(log.outcomes == [.dismissed])

        try await app.driver.setVoiceOverEnabled(false)
        #expect(!app.center.isScreenReaderRunning)
    }

    @Test func eachToastIsAnnouncedOnceWithAPriorityThatFollowsItsStyle() async throws {
        let recorder = AnnouncementRecorder()
        let (app, _) = try await launch(recorder: recorder)

        try await app.driver.tapContentButton("Save")
        try await app.driver.tapContentButton("Fail")
        try await app.driver.tapContentButton("Delete")
        // Pauses, resumes and the passing time change the toasts, not what they say.
        try await app.driver.hover(over: "Saved", true)
        try await app.driver.advance(by: .milliseconds(500))
        try await app.driver.hover(over: "Saved", false)

        #expect(
            recorder.announcements == [
                AccessibilityAnnouncement(text: "Saved", priority: .default),
                AccessibilityAnnouncement(text: "Upload failed. No connection.", priority: .high),
                AccessibilityAnnouncement(text: "Message deleted", priority: .low),
            ])
    }

    @Test func aCoalescedRequestIsAnnouncedAgainBecauseItsContentChanged() async throws {
        let recorder = AnnouncementRecorder()
        let (app, _) = try await launch(recorder: recorder)

        try await app.driver.tapContentButton("Copy")
        try await app.driver.tapContentButton("Copy")
        try await app.driver.advance(by: .milliseconds(200))

        #expect(recorder.texts == ["Copied", "Copied"])
    }

    @Test func aToastQueuedBeyondTheVisibleLimitIsAnnouncedWhenItAppears() async throws {
        let recorder = AnnouncementRecorder()
        let log = ToastLog()
        let clock = ManualAlertClock()
        let app = HostedApp(Self.behaviour, center: AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1), clock: clock), clock: clock) {
            _ in
            ToastScreen(log: log).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Save")
        try await app.driver.tapContentButton("Fail")
        #expect(recorder.texts == ["Saved"])
        #expect(!app.driver.contentTexts.contains("Upload failed"))

        try await app.driver.tapContentButton("Close")
        #expect(app.driver.contentTexts.contains("Upload failed"))
        #expect(recorder.texts == ["Saved", "Upload failed. No connection."])
    }

    @Test func aButtonActionThatShowsAnotherToastShowsIt() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Archive")

        try await app.driver.tapContentButton("Undo")

        #expect(log.outcomes == [.actionTapped, nil])
        #expect(app.driver.contentTexts == ["Restored"])
    }

    @Test func anAlertShowsOverTheToastsAndHoldsTheirTime() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Save")
        let alert = app.center.show(AlertData(title: "Session expired"))
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Session expired")
        #expect(app.driver.contentTexts == ["Saved"])

        try await app.driver.advance(by: .seconds(10))
        #expect(log.outcomes == [nil])
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        try await app.driver.advance(by: .seconds(2))
        #expect(log.outcomes == [.timedOut])
    }

    @Test func closingAToastWhileThePointerIsOnItLeavesNothingHeld() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Save")
        try await app.driver.hover(over: "Saved", true)
        try await app.driver.tapContentButton("Close")
        #expect(log.outcomes == [.dismissed])

        try await app.driver.tapContentButton("Save")
        try await app.driver.advance(by: .milliseconds(2_050))
        #expect(log.outcomes == [.dismissed, .timedOut])
    }

    @Test func withoutAShowAlertViewAToastIsRejectedAndNothingIsDrawn() async throws {
        let log = ToastLog()
        let driver = ViewHostDriver(UnhostedToastButton(log: log), behaviour: Self.behaviour)
        try await driver.render()

        try await driver.tapContentButton("Save")

        #expect(log.outcomes == [.rejected(.noHost)])
        #expect(driver.contentTexts.isEmpty)
    }
}

/// A button that requests a toast with no `.showAlertView()` above it.
private struct UnhostedToastButton: View {
    @Environment(\.showToast) private var showToast
    let log: ToastLog

    var body: some View {
        Button("Save", role: nil) {
            log.handles.append(showToast("Saved"))
        }
    }
}
