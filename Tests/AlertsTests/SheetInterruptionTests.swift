import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// A sheet of higher priority that asks for it interrupts a visible alert of lower priority,
/// as an interrupting alert does; nothing interrupts a sheet on screen.
@MainActor
@Suite struct SheetInterruptionTests {
    @Test func aHigherPrioritySheetAskingForItSendsTheVisibleAlertBackToTheFrontOfItsPriority() throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let routine = fixture.center.show(AlertData(title: "Routine"))
        fixture.center.show(AlertData(title: "Later"))
        let firstShowing = try #require(host.presentation)

        let login = fixture.center.showSheet(
            SheetData(title: "Log in", priority: .critical, interruptsLowerPriority: true), finishingWith: String.self)
        #expect(host.presentation == nil, "the interrupted alert leaves the screen")
        #expect(routine.isPending, "being interrupted is not an ending")
        #expect(fixture.events.kinds(of: routine.id).contains(.interrupted(by: login.id)))
        #expect(fixture.queuedTitles == ["Routine", "Later"])

        fixture.settle()
        let sheet = try #require(host.sheetPresentation)
        #expect(sheet.sheet.title == "Log in")
        #expect(host.finishSheet(sheet.id, with: "ada"))
        #expect(login.outcome == .finished("ada"))
        fixture.settle()
        let secondShowing = try #require(host.presentation)
        #expect(secondShowing.request == routine.id, "the interrupted alert shows again before later ones")
        #expect(secondShowing.id != firstShowing.id)
    }

    @Test func aSheetInterruptsOnlyWhenItAsksAndIsOfHigherPriority() {
        let fixture = Fixture()
        let host = fixture.attachHost()
        fixture.center.show(AlertData(title: "Routine"))
        fixture.center.showSheet(SheetData(title: "Urgent", priority: .critical), finishingWith: Int.self)
        fixture.center.showSheet(SheetData(title: "Same priority", interruptsLowerPriority: true), finishingWith: Int.self)
        fixture.center.showSheet(
            SheetData(title: "Lower", priority: .low, interruptsLowerPriority: true), finishingWith: Int.self)
        #expect(host.presentation?.alert.title == "Routine")
        #expect(!fixture.events.all.contains { if case .interrupted = $0.kind { true } else { false } })
        #expect(fixture.center.queuedSheets.map(\.title) == ["Urgent", "Same priority", "Lower"])
    }

    @Test func anAlertThePersonIsDismissingIsNotInterruptedByASheet() throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let routine = fixture.center.show(AlertData(title: "Routine", buttons: [.cancel(), .ok()]))
        let presentation = try #require(host.presentation)
        host.dismissalBegan(presentation.id)
        fixture.center.showSheet(
            SheetData(title: "Log in", priority: .critical, interruptsLowerPriority: true), finishingWith: String.self)
        #expect(host.answer(presentation.id, buttonIndex: 1), "the tap that follows the dismissal still counts")
        #expect(routine.outcome?.answer?.title == "OK")
    }

    @Test func anInterruptingAlertShowsOverASheetOnTheSheetsOwnHostAndNeverTakesItDown() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let settings = fixture.center.showSheet(SheetData(title: "Settings", priority: .low), finishingWith: Int.self)
        let inSettings = fixture.center.attachHost()  // the sheet's content hosts what it asks for
        let urgent = fixture.center.show(AlertData(title: "Session expired", priority: .critical, interruptsLowerPriority: true))

        #expect(inSettings.presentation?.request == urgent.id, "the alert shows over the sheet")
        #expect(root.sheetPresentation?.sheet.title == "Settings")
        #expect(settings.isPending)
        #expect(!fixture.events.kinds(of: settings.id).contains { if case .sheet(.moved) = $0 { true } else { false } })
    }

    @Test func withoutAHostInTheSheetAnInterruptingAlertWaitsForTheSheet() {
        let fixture = Fixture()
        let root = fixture.attachHost()
        let settings = fixture.center.showSheet(SheetData(title: "Settings", priority: .low), finishingWith: Int.self)
        fixture.center.show(AlertData(title: "Session expired", priority: .critical, interruptsLowerPriority: true))
        #expect(root.presentation == nil)
        #expect(root.sheetPresentation?.sheet.title == "Settings")
        #expect(settings.isPending)
        #expect(fixture.queuedTitles == ["Session expired"])
    }

    /// The sheet's content has a host of its own, as `.showAlertView()` gives it: the alert the
    /// sheet interrupted still waits for the sheet to be gone, while an alert asked for
    /// meanwhile shows over the sheet.
    @Test func anInterruptedAlertWaitsUntilTheSheetThatInterruptedItIsGone() throws {
        let fixture = Fixture()
        let check = StateCheck(fixture.center)
        let root = fixture.attachHost()
        let routine = fixture.center.show(AlertData(title: "Routine"))
        fixture.center.showSheet(
            SheetData(title: "Log in", priority: .critical, interruptsLowerPriority: true), finishingWith: String.self)
        fixture.settle()
        let sheet = try #require(root.sheetPresentation)
        var inSheet: AlertHost? = fixture.center.attachHost()
        #expect(inSheet?.presentation == nil, "the interrupted alert waits for the sheet to be gone")
        #expect(routine.isPending)
        #expect(fixture.queuedTitles == ["Routine"])

        let asked = fixture.center.show(AlertData(title: "Wrong password"))
        #expect(inSheet?.presentation?.request == asked.id, "an alert asked for meanwhile shows over the sheet")
        #expect(fixture.tap("OK", on: try #require(inSheet)))
        fixture.settle()
        #expect(inSheet?.presentation == nil)

        #expect(root.finishSheet(sheet.id, with: "ada"))
        inSheet?.detach()  // the sheet's content goes with it
        inSheet = nil
        #expect(root.presentation == nil, "the sheet is still leaving the screen")
        fixture.settle()
        #expect(root.presentation?.request == routine.id)
        #expect(check.violations == [])
    }
}
