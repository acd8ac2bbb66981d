import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// `SheetOptions`: the sheets `\.showSheet` and `AlertCenter.presentSheet` present as a sheet
/// or a full-screen cover, with SwiftUI's detents, drag indicator, background interaction,
/// corner radius and interactive dismissal, through the same modal lane.
@MainActor
@Suite struct SheetOptionsHostTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func aFullScreenCoverWaitsBehindAnAlertThenCoversTheScreenAndFinishesWithItsValue(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetOptionsScreen(options: { _ in .fullScreenCover }, log: log) }
        try await app.driver.render()
        app.center.show(title: "Saved")
        try await app.driver.settle()

        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0, "the cover waits behind the alert")
        #expect(app.center.queuedSheets.map(\.title) == ["Rename"])

        try await app.driver.tap("OK")
        try await app.settle()
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(await app.driver.presentedSheet?.style == .fullScreenCover)
        #expect(app.driver.contentTexts.contains("Rename form"))

        await #expect(throws: ViewHostError.interactiveDismissalRefused(style: .fullScreenCover)) {
            try await app.driver.closeSheet()
        }
        #expect(log.renamed.isEmpty, "a cover has no swipe to dismiss: its outcome is still pending")

        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.finished("Notes 2")])
        #expect(app.driver.contentTexts.contains("Root"))

        app.center.show(title: "After")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "After", "the lane hands over once the cover has left")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetThatRefusesInteractiveDismissalStaysUpWithItsOutcomePending(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in
            SheetOptionsScreen(options: { _ in SheetOptions(interactiveDismissDisabled: true) }, log: log)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        #expect(await app.driver.presentedSheet?.refusesInteractiveDismissal == true)

        await #expect(throws: ViewHostError.interactiveDismissalRefused(style: .sheet)) {
            try await app.driver.closeSheet()
        }
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 1, "the sheet stays")
        #expect(log.renamed.isEmpty, "its outcome stays pending")
        #expect(app.center.visibleSheets.map(\.sheet.title) == ["Rename"])

        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        try await app.settle()
        #expect(log.renamed == [.finished("Notes 2")])
        #expect(app.driver.presentedSheetCount == 0)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetWithTheDefaultOptionsIsAPlainSheetThePersonCanSwipeDown(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in SheetOptionsScreen(options: { _ in SheetOptions() }, log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        let sheet = try #require(await app.driver.presentedSheet)
        #expect(sheet.style == .sheet)
        #expect(sheet.detents == nil)
        #expect(sheet.dragIndicator == nil)
        #expect(sheet.backgroundInteraction == nil)
        #expect(sheet.cornerRadius == nil)
        #expect(!sheet.refusesInteractiveDismissal)

        try await app.driver.closeSheet()
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.renamed == [.dismissed])
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func detentsDragIndicatorBackgroundInteractionAndCornerRadiusReachThePresentedSheet(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in
            SheetOptionsScreen(
                options: { detent in
                    SheetOptions(
                        detents: [.medium, .large, .fraction(0.3), .height(200)], selectedDetent: detent, dragIndicator: .visible,
                        backgroundInteraction: .enabled(upThrough: .medium), cornerRadius: 24)
                },
                log: log)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        let sheet = try #require(await app.driver.presentedSheet)
        #expect(sheet.detents == [.medium, .large, .fraction(0.3), .height(200)])
        #expect(sheet.selectedDetent == .medium)
        #expect(sheet.dragIndicator == .visible)
        #expect(sheet.backgroundInteraction == .enabledUpThrough(.medium))
        #expect(sheet.cornerRadius == 24)
        #expect(!sheet.refusesInteractiveDismissal)

        try await app.driver.selectDetent(.large)
        #expect(await app.driver.presentedSheet?.selectedDetent == .large)
        await #expect(throws: ViewHostError.noDetent(String(describing: PresentationDetent.fraction(0.5).kind))) {
            try await app.driver.selectDetent(.fraction(0.5))
        }
        #expect(await app.driver.presentedSheet?.selectedDetent == .large)

        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        try await app.settle()
        #expect(log.renamed == [.finished("Notes 2")])
        #expect(app.driver.contentTexts.contains("Detent large"), "the person's drag reached the caller's binding")
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aViewModelsSheetCarriesItsOptions(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: SheetOutcomeLog()) }
        try await app.driver.render()
        let center = app.center
        let options = SheetOptions(detents: [.height(320)], cornerRadius: 12, interactiveDismissDisabled: true)
        let request = Task { await center.presentSheet("Details", options: options, finishingWith: Int.self) { SheetLaneDetailsForm() } }
        try await app.finishTransition()
        let sheet = try #require(await app.driver.presentedSheet)
        #expect(sheet.style == .sheet)
        #expect(sheet.detents == [.height(320)])
        #expect(sheet.cornerRadius == 12)
        #expect(sheet.refusesInteractiveDismissal)
        await #expect(throws: ViewHostError.interactiveDismissalRefused(style: .sheet)) {
            try await app.driver.closeSheet()
        }

        try await app.driver.tapContentButton("Pick 3")
        try await app.finishTransition()
        #expect(await request.value == .finished(3))
        #expect(app.driver.presentedSheetCount == 0)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aViewModelsFullScreenCoverEndsByCodeLikeASheet(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SheetLaneScreen(log: SheetOutcomeLog()) }
        try await app.driver.render()
        let center = app.center
        let request = Task { await center.presentSheet("Details", options: .fullScreenCover, finishingWith: Int.self) { SheetLaneDetailsForm() } }
        try await app.finishTransition()
        #expect(await app.driver.presentedSheet?.style == .fullScreenCover)

        center.dismissAllSheets()
        try await app.finishTransition()
        try await app.settle()
        #expect(await request.value == .dismissedByCode)
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.driver.contentTexts.contains("Root"))
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aCoverOverACoverEndsLevelByLevelAndTheLaneHandsOverOnceBothLeft(_ behaviour: PresentationBehaviour) async throws {
        let log = SheetOutcomeLog()
        let app = HostedApp(behaviour) { _ in
            SheetOptionsScreen(options: { _ in .fullScreenCover }, nested: .fullScreenCover, log: log)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Details")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 2)
        #expect(await app.driver.presentedSheet?.style == .fullScreenCover)
        #expect(app.driver.contentTexts.contains("Details form"))

        app.center.dismissAllSheets()
        for _ in 0..<4 {
            try await app.finishTransition()
            try await app.settle()
        }
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.details == [.dismissedByCode])
        #expect(log.renamed == [.dismissedByCode])
        #expect(app.driver.contentTexts.contains("Root"))

        app.center.show(title: "After")
        try await app.driver.settle()
        #expect(await app.visibleTitle == "After")
        #expect(app.driver.warnings.isEmpty)
    }
}
