import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// The loading indicator of `@Environment(\.withLoading)`, drawn by `.showAlertView()`, run
/// through the stand-in's view host on the center's manual clock (grace time 0.4 s, minimum
/// time 0.6 s).
@MainActor
@Suite(.englishWords) struct LoadingHostTests {
    private func launch(recorder: AnnouncementRecorder = AnnouncementRecorder()) async throws -> (HostedApp, LoadingWork) {
        let work = LoadingWork()
        let app = HostedApp(ToastHostTests.behaviour) { _ in
            LoadingScreen(work: work).showAlertView().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        return (app, work)
    }

    @Test func theIndicatorAppearsOnlyAfterTheGraceTimeAndBlocksTheContentUnderIt() async throws {
        let (app, work) = try await launch()
        try await app.driver.tapContentButton("Sync")

        try await app.driver.advance(by: .milliseconds(350))
        #expect(app.driver.progressViews.isEmpty)
        #expect(app.driver.isContentButtonHittable("Edit") == true)

        try await app.driver.advance(by: .milliseconds(100))
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])
        #expect(app.driver.progressViews.first?.fractionCompleted == nil)
        #expect(app.driver.isContentButtonHittable("Edit") == false)
        #expect(!app.driver.accessibleButtonTitles.contains("Edit"))
        await #expect(throws: ViewHostError.notHittable("Edit")) {
            try await app.driver.tapContentButton("Edit")
        }
        #expect(work.edits == 0)

        work.gate.open()
        try await app.driver.settle()
        #expect(work.results == ["returned"])
        // Shown at 0.4 s, it stays until 1.0 s.
        #expect(app.driver.progressViews.count == 1)
        try await app.driver.advance(by: .milliseconds(600))
        #expect(app.driver.progressViews.isEmpty)
        try await app.driver.tapContentButton("Edit")
        #expect(work.edits == 1)
    }

    @Test func workThatEndsWithinTheGraceTimeShowsNothing() async throws {
        let (app, work) = try await launch()
        try await app.driver.tapContentButton("Sync")
        try await app.driver.advance(by: .milliseconds(300))
        work.gate.open()
        try await app.driver.settle()

        try await app.driver.advance(by: .seconds(2))
        #expect(work.results == ["returned"])
        #expect(app.driver.progressViews.isEmpty)
        #expect(app.driver.isContentButtonHittable("Edit") == true)
    }

    @Test func anIndicatorThatDoesNotBlockLeavesTheContentUsable() async throws {
        let (app, work) = try await launch()
        try await app.driver.tapContentButton("Sync in Background")
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])

        try await app.driver.tapContentButton("Edit")
        #expect(work.edits == 1)
        work.gate.open()
        try await app.driver.settle()
    }

    @Test func progressIsShownButOnlyTheIndicatorItselfIsAnnounced() async throws {
        let recorder = AnnouncementRecorder()
        let (app, work) = try await launch(recorder: recorder)
        try await app.driver.tapContentButton("Export")
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.progressViews.first?.fractionCompleted == 0)

        var seen: [Double?] = []
        for _ in 1...3 {
            work.gate.open()
            try await app.driver.settle()
            seen.append(app.driver.progressViews.first?.fractionCompleted)
        }
        #expect(seen == [0.25, 0.5, 0.75])
        #expect(recorder.texts == ["Exporting…"])

        work.gate.open()
        try await app.driver.settle()
        #expect(work.results == ["returned"])
        #expect(app.driver.progressViews.isEmpty)
        #expect(app.driver.contentTexts.contains("Exported"))
        #expect(recorder.texts == ["Exporting…", "Exported"])
    }

    @Test func cancelOnTheIndicatorCancelsTheWorkAndTheIndicatorLeaves() async throws {
        let (app, work) = try await launch()
        try await app.driver.tapContentButton("Export")
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.contentButtonTitles.contains("Cancel"))

        try await app.driver.tapContentButton("Cancel")
        try await app.driver.advance(by: .milliseconds(600))

        #expect(work.results == ["cancelled"])
        #expect(app.driver.progressViews.isEmpty)
        #expect(!app.driver.contentTexts.contains("Exported"))
    }

    @Test func theIndicatorsCancelButtonIsInTheAppsLanguage() async throws {
        try await PreferredLanguages.$override.withValue(["de"]) {
            let (app, work) = try await launch()
            try await app.driver.tapContentButton("Export")
            try await app.driver.advance(by: .milliseconds(500))
            #expect(app.driver.contentButtonTitles.contains("Abbrechen"))
            #expect(!app.driver.contentButtonTitles.contains("Cancel"))

            try await app.driver.tapContentButton("Abbrechen")
            try await app.driver.advance(by: .milliseconds(600))
            #expect(work.results == ["cancelled"])
        }
    }

    @Test func anAlertStillAppearsAboveABlockingIndicator() async throws {
        let (app, work) = try await launch()
        try await app.driver.tapContentButton("Sync")
        try await app.driver.advance(by: .milliseconds(500))

        let handle = app.center.show(AlertData(title: "Session expired"))
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Session expired")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)

        work.gate.open()
        try await app.driver.settle()
    }

    @Test func anIndicatorThatMovesToASheetAndBackIsAnnouncedOnce() async throws {
        let recorder = AnnouncementRecorder()
        // With a controller probe the root learns that the app's own sheet has gone only at its
        // next reading, up to a second later than measured here.
        let app = HostedApp(ToastHostTests.behaviour, probesControllers: false) { _ in
            SheetToastScreen().environment(\.accessibilityAnnouncer, recorder.announcer)
        }
        try await app.driver.render()
        let loading = app.center.beginLoading("Syncing…", blocksInteraction: false)
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])

        try await app.driver.tapContentButton("Edit")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])
        try await app.driver.closeSheet()
        try await app.finishTransition()
        #expect(app.driver.progressViews.map(\.title) == ["Syncing…"])
        #expect(recorder.texts == ["Syncing…"])

        loading.update(message: "Almost done…")
        try await app.driver.settle()
        #expect(recorder.texts == ["Syncing…", "Almost done…"])
        loading.end()
        try await app.driver.advance(by: .milliseconds(600))
        #expect(app.driver.progressViews.isEmpty)
    }

    @Test func withoutAShowAlertViewTheWorkStillRuns() async throws {
        let work = LoadingWork()
        let driver = ViewHostDriver(UnhostedLoadingButton(work: work), behaviour: ToastHostTests.behaviour)
        try await driver.render()
        try await driver.tapContentButton("Sync")
        try await driver.advance(by: .seconds(1))
        work.gate.open()
        try await driver.settle()

        #expect(work.results == ["returned"])
        #expect(driver.progressViews.isEmpty)
    }
}

/// A button that runs work with `withLoading` with no `.showAlertView()` above it.
private struct UnhostedLoadingButton: View {
    @Environment(\.withLoading) private var withLoading
    let work: LoadingWork

    var body: some View {
        Button("Sync", role: nil) {
            Task { [withLoading, work] in
                work.results.append(await work.run { try await withLoading("Syncing…") { try await work.gate.wait() } })
            }
        }
    }
}
