import AlertsTestSupport
import Testing

@testable import TerminalAlerts
@testable import alerts_demo

/// The demo's own screen in windows of many sizes: its parts never overlap, the log stays in
/// sight, and below the minimum size the screen says it is too small.
@Suite(.englishWords) struct DemoScreenLayoutTests {
    static let sizes = [
        (80, 24), (60, 16), (40, 12), (30, 10), (24, 8), (20, 8), (100, 9), (200, 60), (30, 40), (45, 11),
    ].map { TerminalSize(columns: $0.0, rows: $0.1) }
    static let log = (1...30).map { "#\($0) Burst \($0) of 30 → OK" }

    @Test(arguments: sizes, [nil, "Syncing with sync.example.com…"])
    func noTwoPartsOverlapAndTheLogStaysInSight(size: TerminalSize, status: String?) {
        for files in [DemoFile.samples, []] {
            let screen = DemoScreen(files: files, selection: max(0, files.count - 1), log: Self.log, status: status, usesUnicode: true)
            var canvas = TerminalCanvas(size: size)
            screen.draw(on: &canvas)
            let rows = canvas.text.components(separatedBy: "\n")
            let layout = screen.layout(size: size)
            #expect(!layout.isTooSmall)
            var taken = Set<Int>()
            for region in layout.regions {
                #expect(region.rows.allSatisfy { (0..<size.rows).contains($0) }, "\(region.name) inside the window at \(size)")
                #expect(taken.isDisjoint(with: region.rows), "\(region.name) overlaps another part at \(size)")
                taken.formUnion(region.rows)
            }
            #expect(!layout.logRows.isEmpty, "at least one log line at \(size)")
            #expect(rows[layout.logHeadingRow] == " Log")
            let lastLogLine = rows[layout.logRows].last { !$0.isEmpty }
            #expect(lastLogLine?.hasPrefix(" #30 Burst 30 of 30".prefix(size.columns - 1)) == true, "the latest log line at \(size)")
            for (row, line) in zip(layout.helpRows, layout.helpLines) {
                #expect(rows[row] == " " + line, "the help line is whole at \(size)")
            }
            #expect(layout.helpLines.allSatisfy { $0.displayWidth <= size.columns - 2 }, "help lines fit the width at \(size)")
            if size.rows >= 20 {
                func words(_ text: String) -> [Substring] { text.split(separator: " ").filter { $0 != "·" } }
                #expect(words(layout.helpLines.joined(separator: " ")) == words(DemoCommand.keyHelp(unicode: true)), "the whole help where there is room")
            }
            if let status, let row = layout.statusRow {
                #expect(rows[row].hasPrefix(" " + status.prefix(size.columns - 2)))
            }
            for (offset, row) in layout.fileRows.enumerated() where !files.isEmpty {
                #expect(rows[row].contains(files[layout.firstFile + offset].name.prefix(2)), "a file on each row of the list at \(size)")
            }
            if let selected = files.indices.last {
                #expect(layout.fileRows.contains(layout.fileRows.lowerBound + selected - layout.firstFile), "the selected file is in sight at \(size)")
            }
        }
    }

    @Test(arguments: [(19, 8), (40, 7), (10, 3), (1, 1)].map { TerminalSize(columns: $0.0, rows: $0.1) })
    func belowTheMinimumSizeTheScreenSaysItIsTooSmall(size: TerminalSize) {
        let screen = DemoScreen(files: DemoFile.samples, selection: 0, log: Self.log, status: nil, usesUnicode: true)
        var canvas = TerminalCanvas(size: size)
        screen.draw(on: &canvas)
        #expect(screen.layout(size: size).isTooSmall)
        #expect(canvas.text.contains("Window too small".prefix(size.columns)))
        #expect(!canvas.text.contains("Budget"))
    }
}
