import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// As on an iOS device, each `.showAlertView()` reads the controller that hosts it: the one of
/// the window's root, or of the sheet its view is in. A sheet's host does not take the sheet
/// itself, presented from the level below, for something covering it.
@MainActor
@Suite struct PresentationLevelProbeTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetsHostReadsTheSheetsControllerAndShowsTheAlert(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SheetToastScreen() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Edit")
        try await app.finishTransition()
        #expect(app.center.hosts.count == 2)

        let alert = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .milliseconds(300))
        #expect(await app.visibleTitle == "Sync failed", "shown on the sheet, the topmost host")
        var titles: Set<String?> = []
        for _ in 0..<30 {
            try await app.driver.advance(by: .milliseconds(100))
            titles.insert(await app.visibleTitle)
        }
        #expect(titles == ["Sync failed"], "seen presented by the sheet's controller: never withdrawn to be offered again")

        let probes = try #require(app.probes)
        #expect(probes.uiKit(atLevel: 1).readings > 0, "the sheet's host read the sheet's controller")
        #expect(probes.runtimeWarnings.isEmpty)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        #expect(app.driver.warnings.isEmpty)
    }
}
