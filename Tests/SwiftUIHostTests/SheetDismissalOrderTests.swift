import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Sheets leave one at a time, from the top (rule “One sheet dismissal at a time”): SwiftUI
/// before iOS 17 applies one presentation change per update and none while a sheet animates, so
/// the host loses a dismissal asked for beside another. `.showAlertView()` takes nested sheets
/// down level by level, each once the one above has gone, and keeps each sheet's content drawn
/// while it slides away.
@MainActor
@Suite(.englishWords) struct SheetDismissalOrderTests {
    @Test func twoNestedSheetsClosedInOneUpdateLeaveTheLowerOneUpWithItsBindingFalse() async throws {
        let driver = try await openBothAppSheets(.iOS16AndLater)

        try await driver.tapContentButton("Close both")
        try await driver.advance(by: .seconds(2))
        #expect(driver.presentedSheetCount == 1, "the inner sheet left; the outer one lost its dismissal")
        #expect(driver.contentTexts.contains("Outer sheet"))
        #expect(driver.warnings.contains { $0.contains("One sheet dismissal at a time") })

        try await driver.closeSheet()
        try await driver.advance(by: .milliseconds(600))
        #expect(driver.presentedSheetCount == 0, "the person can still swipe it away")
    }

    @Test func twoNestedSheetsClosedInOneUpdateBothLeaveWhenTheRuleIsOff() async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.sheetDismissals = .severalAtOnce
        let driver = try await openBothAppSheets(behaviour)

        try await driver.tapContentButton("Close both")
        try await driver.advance(by: .seconds(1))
        #expect(driver.presentedSheetCount == 0)
        #expect(driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func dismissAllTakesThreeLevelsDownFromTheTopEachOnceTheOneAboveHasGone(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(3, in: app)

        app.center.dismissAllSheets()
        app.center.show(title: "Back home")
        try await app.driver.settle()
        #expect(log.outcomes == [1: .dismissedByCode, 2: .dismissedByCode, 3: .dismissedByCode], "each ends at once")
        var counts: [Int] = []
        for _ in 0..<30 {
            try await app.driver.advance(by: .milliseconds(100))
            if counts.last != app.driver.presentedSheetCount { counts.append(app.driver.presentedSheetCount) }
            if app.driver.presentedSheetCount > 0 {
                #expect(await app.visibleTitle == nil, "nothing shows while a sheet is still leaving")
            }
        }
        #expect(counts == [3, 2, 1, 0], "one level leaves at a time, the topmost first")
        #expect(app.driver.contentTexts.contains("Level 0"))
        #expect(await app.visibleTitle == "Back home")
        #expect(app.center.hosts.count == 1)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func dismissingDownToALevelKeepsThatSheetAndItsHostShowsWhatComesNext(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(3, in: app)

        app.center.dismissSheets(downTo: 1)
        app.center.show(title: "On level 1")
        try await app.driver.advance(by: .seconds(2))
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts.contains("Level 1"))
        #expect(log.outcomes == [2: .dismissedByCode, 3: .dismissedByCode])
        #expect(await app.visibleTitle == "On level 1")
        #expect(app.driver.warnings.isEmpty)

        try await app.driver.tap("OK")
        try await app.settle()
        try await app.driver.tapContentButton("Finish")
        try await app.finishTransition()
        #expect(log.outcomes[1] == .finished(1))
        #expect(app.driver.presentedSheetCount == 0)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aFinishedSheetKeepsItsContentWhileItSlidesAway(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(1, in: app)

        try await app.driver.tapContentButton("Finish")
        try await app.driver.advance(by: .milliseconds(200))
        #expect(app.driver.presentedSheetCount == 1, "still leaving")
        #expect(app.driver.contentTexts.contains("Level 1"), "its content stays drawn, not an empty sheet")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.outcomes[1] == .finished(1))
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetRequestedWhileLevelsLeaveWaitsAndOpensOnTheRootOnceAllHaveGone(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(2, in: app)

        app.center.dismissAllSheets()
        let center = app.center
        Task { log.outcomes[0] = await center.presentSheet("Level 1", finishingWith: Int.self) { NestedSheetLevel(level: 1, log: log) } }
        try await app.driver.advance(by: .milliseconds(700))
        #expect(app.driver.presentedSheetCount == 1, "the lower level is still leaving")
        try await app.driver.advance(by: .seconds(2))
        #expect(app.driver.presentedSheetCount == 1, "the new sheet, on the root")
        #expect(app.center.visibleSheets.map(\.host) == [app.center.hosts[0].id])
        try await app.driver.tapContentButton("Finish")
        try await app.finishTransition()
        #expect(log.outcomes[0] == .finished(1))
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aLowerSheetFinishedUnderALiveOneTakesItAlongAndItsRequestEndsWithItsHost(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(2, in: app)

        let lower = try #require(app.center.visibleSheets.first)
        #expect(app.center.hosts[0].finishSheet(lower.id, with: 7))
        app.center.show(title: "Back home")
        try await app.driver.advance(by: .seconds(2))
        #expect(log.outcomes[1] == .finished(7))
        #expect(log.outcomes[2] == .hostGone, "asked for from inside the lower sheet, it ends with that sheet's host")
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.driver.contentTexts.contains("Level 0"))
        #expect(await app.visibleTitle == "Back home")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func dismissAllWhileTheUpperSheetStillAppearsTakesItDownFirst(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(1, in: app)
        try await app.driver.tapContentButton("Open level 2")
        try await app.driver.advance(by: .milliseconds(200))
        #expect(app.driver.presentedSheetCount == 2, "level 2 is still animating in")

        app.center.dismissAllSheets()
        app.center.show(title: "Back home")
        try await app.driver.advance(by: .seconds(3))
        #expect(log.outcomes == [1: .dismissedByCode, 2: .dismissedByCode])
        #expect(app.driver.presentedSheetCount == 0)
        #expect(await app.visibleTitle == "Back home")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func twoFullScreenCoversTakenDownTogetherLeaveLevelByLevel(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log, options: .fullScreenCover) }
        try await openLevels(2, in: app)
        #expect(await app.driver.presentedSheet?.style == .fullScreenCover)

        app.center.dismissAllSheets()
        app.center.show(title: "Back home")
        var counts: [Int] = []
        for _ in 0..<30 {
            try await app.driver.advance(by: .milliseconds(100))
            if counts.last != app.driver.presentedSheetCount { counts.append(app.driver.presentedSheetCount) }
        }
        #expect(counts == [2, 1, 0])
        #expect(log.outcomes == [1: .dismissedByCode, 2: .dismissedByCode])
        #expect(await app.visibleTitle == "Back home")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(.tags(.reentrancy), arguments: PresentationBehaviour.allGenerations)
    func anObserverThatDismissesAgainAndAsksForASheetWhenTheTopOneEndsGetsItOnceAllHaveGone(
        _ behaviour: PresentationBehaviour
    ) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(2, in: app)
        let center = app.center
        var asked = false
        let observation = center.observeEvents { event in
            guard event.sheetEnding == .dismissedByCode, event.title == "Level 2", !asked else { return }
            asked = true
            center.dismissAllSheets()
            Task { log.outcomes[0] = await center.presentSheet("Level 1", finishingWith: Int.self) { NestedSheetLevel(level: 1, log: log) } }
        }
        defer { observation.cancel() }

        center.dismissAllSheets()
        #expect(asked, "the observer ran when the top sheet ended")
        try await app.driver.advance(by: .seconds(3))
        #expect(log.outcomes[1] == .dismissedByCode)
        #expect(log.outcomes[2] == .dismissedByCode)
        #expect(app.driver.presentedSheetCount == 1, "the new sheet, once both levels have gone")
        #expect(center.visibleSheets.map(\.sheet.title) == ["Level 1"])
        try await app.driver.tapContentButton("Finish")
        try await app.finishTransition()
        #expect(log.outcomes[0] == .finished(1))
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anUpperSheetTakenDownBeforeSwiftUIDrewItHoldsNothing(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await openLevels(1, in: app)
        let center = app.center
        Task { log.outcomes[2] = await center.presentSheet("Level 2", finishingWith: Int.self) { NestedSheetLevel(level: 2, log: log) } }
        // The request and the host's stream run; no view update reads the new sheet's binding.
        for _ in 0..<50 { await Task.yield() }
        #expect(center.visibleSheets.count == 2, "level 2 is presented from the host inside level 1")

        center.dismissAllSheets()
        center.show(title: "Back home")
        try await app.driver.advance(by: .seconds(3))
        #expect(log.outcomes == [1: .dismissedByCode, 2: .dismissedByCode])
        #expect(app.driver.presentedSheetCount == 0, "level 1 is not held for a sheet that never appeared")
        #expect(await app.visibleTitle == "Back home")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetWhoseDismissalSwiftUILostBesideTheAppsOwnSheetLeavesOnTheRetry(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in AppSheetInsideAPackageSheetScreen() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Open app sheet")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 2)

        try await app.driver.tapContentButton("Done")
        app.center.show(title: "Back home")
        try await app.driver.advance(by: .milliseconds(900))
        #expect(app.driver.presentedSheetCount == 1, "the app's sheet left; the package's dismissal was lost beside it")
        #expect(app.driver.warnings.contains { $0.contains("One sheet dismissal at a time") })
        try await app.driver.advance(by: .seconds(2))
        #expect(app.driver.presentedSheetCount == 0, "asked again, it leaves")
        #expect(app.driver.contentTexts.contains("Root"))
        #expect(await app.visibleTitle == "Back home")
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetWithdrawnWhileItStillSlidesInLeavesOnceItHasAppeared(_ behaviour: PresentationBehaviour) async throws {
        let log = NestedSheetLog()
        let app = HostedApp(behaviour) { _ in NestedSheetsScreen(log: log) }
        try await app.driver.render()
        let center = app.center
        let request = Task { await center.presentSheet("Level 1", finishingWith: Int.self) { NestedSheetLevel(level: 1, log: log) } }
        try await app.driver.advance(by: .milliseconds(200))
        #expect(app.driver.presentedSheetCount == 1, "still sliding in")

        request.cancel()
        center.show(title: "Back home")
        try await app.driver.advance(by: .seconds(3))
        #expect(center.visibleSheets.isEmpty)
        #expect(app.driver.presentedSheetCount == 0)
        #expect(await app.visibleTitle == "Back home")
        #expect(app.driver.warnings.isEmpty, "it was let go only once it had appeared")
    }

    /// Hosts the app's own two nested sheets and opens both.
    private func openBothAppSheets(_ behaviour: PresentationBehaviour) async throws -> ViewHostDriver {
        let driver = ViewHostDriver(TwoNestedAppSheetsScreen(), behaviour: behaviour)
        try await driver.render()
        try await driver.tapContentButton("Open")
        try await driver.advance(by: .milliseconds(600))
        try await driver.tapContentButton("Open inner")
        try await driver.advance(by: .milliseconds(600))
        #expect(driver.presentedSheetCount == 2)
        return driver
    }

    /// Opens `count` levels of sheets, each once the one below has finished appearing.
    private func openLevels(_ count: Int, in app: HostedApp) async throws {
        try await app.driver.render()
        for level in 1...count {
            try await app.driver.tapContentButton("Open level \(level)")
            try await app.finishTransition()
        }
        #expect(app.driver.presentedSheetCount == count)
    }
}
