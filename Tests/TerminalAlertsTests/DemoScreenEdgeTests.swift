import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import TerminalAlerts
@testable import alerts_demo

/// The demo's screen with toasts and the loading line at its edges: in every window its parts
/// keep to the rows between them, so no toast covers the list, the log or the help.
@MainActor
@Suite(.englishWords)
struct DemoScreenEdgeTests {
    @Test(arguments: DemoScreenLayoutTests.sizes)
    func thePartsKeepBetweenTheToastLines(size: TerminalSize) {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let renderer = TerminalAlertRenderer(center: center, mode: .fullScreen(TerminalAppearance()), activationDelay: .zero) { _ in }
        center.showToast(ToastData(title: "2 new messages", position: .top))
        center.showToast(ToastData(title: "Draft saved", style: .success))
        center.showToast(ToastData(title: "Disk almost full", style: .warning))
        let loading = center.beginLoading("Syncing…")
        clock.advance(by: .milliseconds(400))
        let edges = renderer.edgeInsets(for: size)
        #expect(edges.top + edges.bottom <= size.rows / 3)
        #expect(edges.top + edges.bottom > 0)
        let screen = DemoScreen(
            files: DemoFile.samples, selection: 0, log: DemoScreenLayoutTests.log, status: "Syncing with sync.example.com…", usesUnicode: true, edges: edges
        )
        let layout = screen.layout(size: size)
        #expect(!layout.isTooSmall)
        let band = edges.contentRows(amongRows: size.rows)
        var taken = Set<Int>()
        for region in layout.regions {
            #expect(region.rows.allSatisfy { band.contains($0) }, "\(region.name) between the toast lines at \(size)")
            #expect(taken.isDisjoint(with: region.rows), "\(region.name) overlaps another part at \(size)")
            taken.formUnion(region.rows)
        }
        #expect(!layout.logRows.isEmpty)
        var canvas = TerminalCanvas(size: size)
        screen.draw(on: &canvas)
        renderer.draw(on: &canvas)
        let rows = canvas.text.components(separatedBy: "\n")
        #expect(rows[layout.titleRow].hasPrefix(" alerts-demo".prefix(size.columns)), "the title is not covered at \(size)")
        #expect(rows[layout.logHeadingRow] == " Log")
        #expect(rows[size.rows - 1].contains("Disk".prefix(size.columns - 3)), "the newest toast at the bottom edge at \(size)")
        loading.end()
    }
}
