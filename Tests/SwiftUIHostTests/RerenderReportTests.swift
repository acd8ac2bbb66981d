import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Body evaluations per alert shown and answered, through the view host, for `.showAlertView()`
/// and for two designs it replaces (an optional `AlertData` in a modifier's `@State`, an enum
/// switched in the screen's `body`); prints the table BENCHMARKS.md quotes.
@MainActor
@Suite(.serialized) struct RerenderReportTests {
    private static let alerts = 10

    private struct Row {
        let design: String
        let screen: Double
        let reader: Double
        let staticContent: Double
        let modifier: Double
    }

    /// Renders `root`, then shows and answers `alerts` alerts; returns the evaluations per
    /// alert of each type in `types`.
    private func measure(_ root: some View, _ behaviour: PresentationBehaviour, types: [Any.Type]) async throws -> [Double] {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let driver = ViewHostDriver(root.environment(\.alertCenter, center), behaviour: behaviour) { clock.advance(by: AlertDuration($0)) }
        try await driver.render()
        let before = types.map { driver.bodyEvaluations(of: $0) }
        for _ in 0..<Self.alerts {
            try await driver.tapContentButton("Show")
            #expect(await driver.visibleAlert?.title == "Report")
            try await driver.tap("OK")
            try await driver.advance(by: center.configuration.settleTime.duration)
        }
        #expect(driver.warnings.isEmpty)
        return zip(types, before).map { Double(driver.bodyEvaluations(of: $0) - $1) / Double(Self.alerts) }
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func showingAndAnsweringAnAlertReEvaluatesNoContent(_ behaviour: PresentationBehaviour) async throws {
        let counts = try await measure(
            ShowAlertViewScreen(), behaviour,
            types: [ShowAlertViewScreen.self, ContentReadingShowAlert.self, StaticContent.self, ShowAlertView.self])
        #expect(counts[0] == 0)
        #expect(counts[1] == 0)
        #expect(counts[2] == 0)
        #expect(counts[3] > 0)

        let optionalState = try await measure(
            OptionalAlertStateScreen(), behaviour,
            types: [OptionalAlertStateScreen.self, ContentReadingTheClosureAction.self, StaticContent.self, OptionalAlertStateModifier.self])
        let enumSwitch = try await measure(
            EnumSwitchedInBodyScreen(), behaviour,
            types: [EnumSwitchedInBodyScreen.self, ContentReadingAClosure.self, StaticContent.self])
        let rows = [
            Row(design: ".showAlertView()", screen: counts[0], reader: counts[1], staticContent: counts[2], modifier: counts[3]),
            Row(
                design: "an optional AlertData in @State, closure in environment", screen: optionalState[0], reader: optionalState[1],
                staticContent: optionalState[2], modifier: optionalState[3]),
            Row(design: "an enum switched in the screen's body", screen: enumSwitch[0], reader: enumSwitch[1], staticContent: enumSwitch[2], modifier: 0),
        ]
        print("Body evaluations per alert shown and answered (\(Self.alerts) alerts, \(behaviour)):")
        print("| design | screen | view reading the action | static view | modifier |")
        print("|---|---:|---:|---:|---:|")
        for row in rows {
            print("| \(row.design) | \(row.screen) | \(row.reader) | \(row.staticContent) | \(row.modifier) |")
        }
        #expect(optionalState[1] > 0)
        #expect(enumSwitch[0] > 0)
    }
}
