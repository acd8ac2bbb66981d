import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import SwiftUIAlerts

/// The life of the sheet a `.showAlertView()` presents: each wait belongs to the phase that
/// started it, and a state that contradicts itself is reported.
@MainActor
@Suite struct SheetLifeTests {
    /// A "Settings" sheet the center presents from a host, handed to the host's connection.
    private func presentSettings() throws -> (Fixture, AlertHost, AlertHostConnection, SheetHandle<Int>, SheetPresentation) {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let connection = AlertHostConnection(host: host)
        let handle = host.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        let sheet = try #require(host.sheetPresentation)
        connection.sheetChanged(sheet)
        return (fixture, host, connection, handle, sheet)
    }

    @Test func aSheetHeldThatSwiftUINeverDrewIsReported() {
        var life = SheetLife()
        #expect(life.invariantViolations() == [])
        life.slot.isHeld = true
        #expect(life.invariantViolations().count == 2, "held though never drawn, and held with none shown")
    }

    @Test func aSheetTakenDownWhileItSlidesInWaitsInOnePhaseAtATime() throws {
        let (fixture, host, connection, handle, sheet) = try presentSettings()
        #expect(connection.isSheetPresented(sheet), "SwiftUI reads the binding: the sheet slides in")
        #expect(connection.sheet.isDrawn)

        fixture.clock.advance(by: .milliseconds(100))
        handle.cancel()
        connection.sheetChanged(host.sheetPresentation)
        guard case .finishingAppearance = connection.sheet.phase else {
            Issue.record("taken down while it slides in, it waits for the appearance to end: \(connection.sheet.phase)")
            return
        }
        #expect(connection.sheet.slot.isHeld)
        #expect(connection.isSheetPresented(sheet))

        fixture.clock.advance(by: HostTiming.presentationAppearance)
        guard case .awaitingDismissal = connection.sheet.phase else {
            Issue.record("let go, it waits for SwiftUI's onDismiss: \(connection.sheet.phase)")
            return
        }
        #expect(!connection.isSheetPresented(sheet))

        connection.sheetDidDismiss(sheet)
        guard case .undrawn = connection.sheet.phase else {
            Issue.record("gone, it waits for nothing: \(connection.sheet.phase)")
            return
        }
        #expect(connection.sheet.presented == nil)
        #expect(connection.invariantViolations() == [])
        #expect(handle.outcome != nil)
    }

    @Test func aSheetClosedWhileItSlidesInReadsPresentedUntilItIsIn() throws {
        let (fixture, _, connection, handle, sheet) = try presentSettings()
        #expect(connection.isSheetPresented(sheet), "SwiftUI reads the binding: the sheet slides in")

        fixture.clock.advance(by: .milliseconds(100))
        connection.setSheetPresented(false, sheet)
        guard case .finishingAppearance = connection.sheet.phase else {
            Issue.record("closed while it slides in, it waits for the appearance to end: \(connection.sheet.phase)")
            return
        }
        #expect(connection.sheet.dismissedByPerson == sheet.id)
        #expect(connection.isSheetPresented(sheet), "SwiftUI would lose a dismissal now: it still reads true")
        #expect(connection.invariantViolations() == [])

        fixture.clock.advance(by: HostTiming.presentationAppearance)
        guard case .drawn = connection.sheet.phase else {
            Issue.record("in, it waits for nothing: \(connection.sheet.phase)")
            return
        }
        #expect(!connection.isSheetPresented(sheet), "in, its binding reads false: SwiftUI dismisses it")
        #expect(handle.outcome == nil)

        connection.sheetDidDismiss(sheet)
        #expect(handle.outcome == .dismissed)
        #expect(connection.invariantViolations() == [])
    }

    @Test func aSheetClosedAndThenTakenDownWhileItSlidesInLeavesOnceInAndEndsOnce() throws {
        let (fixture, host, connection, handle, sheet) = try presentSettings()
        #expect(connection.isSheetPresented(sheet))

        fixture.clock.advance(by: .milliseconds(100))
        connection.setSheetPresented(false, sheet)
        fixture.clock.advance(by: .milliseconds(100))
        handle.cancel()
        connection.sheetChanged(host.sheetPresentation)
        #expect(handle.outcome == .cancelled)
        guard case .finishingAppearance = connection.sheet.phase else {
            Issue.record("taken down while it slides in, it still waits for the appearance to end: \(connection.sheet.phase)")
            return
        }
        #expect(connection.isSheetPresented(sheet))
        #expect(connection.invariantViolations() == [])

        fixture.clock.advance(by: HostTiming.presentationAppearance)
        guard case .awaitingDismissal = connection.sheet.phase else {
            Issue.record("in, it is let go and waits for SwiftUI's onDismiss: \(connection.sheet.phase)")
            return
        }
        #expect(!connection.isSheetPresented(sheet))
        connection.sheetDidDismiss(sheet)
        #expect(handle.outcome == .cancelled, "it ends once")
        #expect(connection.sheet.presented == nil)
        #expect(connection.invariantViolations() == [])
        #expect(fixture.clock.pendingCount == 0)
    }

    @Test func aSheetReportedGoneBeforeItsFalseEndsDismissedAndItsLateFalseLeavesTheNextSheetAlone() throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let connection = AlertHostConnection(host: host)
        let first = host.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        let firstSheet = try #require(host.sheetPresentation)
        connection.sheetChanged(firstSheet)
        #expect(connection.isSheetPresented(firstSheet))

        connection.sheetDidDismiss(firstSheet)
        #expect(first.outcome == .dismissed, "onDismiss with no false yet: the person dismissed it")
        #expect(connection.sheet.awaitingItsFalse == firstSheet.id)
        connection.sheetDidDismiss(firstSheet)
        #expect(first.outcome == .dismissed, "a second onDismiss for a sheet gone changes nothing")

        let second = host.showSheet(SheetData(title: "Filter"), finishingWith: Int.self)
        let secondSheet = try #require(host.sheetPresentation)
        connection.sheetChanged(secondSheet)
        #expect(connection.isSheetPresented(secondSheet))
        connection.setSheetPresented(false, secondSheet)
        #expect(connection.sheet.awaitingItsFalse == nil, "the first sheet's late false has come")
        #expect(connection.sheet.dismissedByPerson == nil, "through the second sheet's binding, it is not the second's")
        #expect(connection.isSheetPresented(secondSheet))
        #expect(second.outcome == nil)
        connection.sheetDidDismiss(firstSheet)
        #expect(second.outcome == nil, "an onDismiss made for the first sheet does not end the second")
        #expect(connection.sheet.presented == secondSheet.id)

        connection.setSheetPresented(false, firstSheet)
        #expect(connection.sheet.dismissedByPerson == nil, "a false for a sheet already gone changes nothing")
        fixture.clock.advance(by: HostTiming.presentationAppearance)
        connection.setSheetPresented(false, secondSheet)
        #expect(connection.sheet.dismissedByPerson == secondSheet.id, "the person now swipes the second sheet")
        #expect(!connection.isSheetPresented(secondSheet))
        connection.sheetDidDismiss(secondSheet)
        #expect(second.outcome == .dismissed)
        #expect(connection.sheet.awaitingItsFalse == nil, "its false came first: none is awaited")
        #expect(connection.invariantViolations() == [])
    }
}
