import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import SwiftUIAlerts

/// The life of the sheet a `.showAlertView()` presents: each wait belongs to the phase that
/// started it, and a state that contradicts itself is reported.
@MainActor
@Suite struct SheetLifeTests {
    @Test func aSheetHeldThatSwiftUINeverDrewIsReported() {
        var life = SheetLife()
        #expect(life.invariantViolations() == [])
        life.slot.isHeld = true
        #expect(life.invariantViolations().count == 2, "held though never drawn, and held with none shown")
    }

    @Test func aSheetTakenDownWhileItSlidesInWaitsInOnePhaseAtATime() throws {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let connection = AlertHostConnection(host: host)
        let handle = host.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        let sheet = try #require(host.sheetPresentation)
        connection.sheetChanged(sheet)
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

        connection.sheetDidDismiss()
        guard case .undrawn = connection.sheet.phase else {
            Issue.record("gone, it waits for nothing: \(connection.sheet.phase)")
            return
        }
        #expect(connection.sheet.presented == nil)
        #expect(connection.invariantViolations() == [])
        #expect(handle.outcome != nil)
    }
}
