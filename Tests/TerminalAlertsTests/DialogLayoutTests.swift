import Alerts
import AlertsTestSupport
import Testing

@testable import TerminalAlerts

@Suite(.englishWords) struct DialogLayoutTests {
    private let deletion = AlertData(
        title: "Delete “会議メモ.txt” 🎉?",
        message: "This cannot be undone.",
        buttons: [.destructive("Delete"), .cancel()]
    )

    private func drawn(
        _ alert: AlertData,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        waiting: Int = 0,
        glyphs: TerminalGlyphs = .unicode,
        keys: [TerminalKey] = []
    ) -> TerminalCanvas {
        var model = TerminalAlertModel(alert: alert)
        for key in keys { _ = model.handle(key) }
        var canvas = TerminalCanvas(size: size)
        DialogLayout(model: model, waiting: waiting, available: size, glyphs: glyphs).draw(on: &canvas)
        return canvas
    }

    /// The rows the box covers, cut to its columns.
    private func box(_ canvas: TerminalCanvas, corner: Character = "┌") -> [String] {
        let rows = (0..<canvas.size.rows).map { canvas.text(ofRow: $0) }
        guard let top = rows.firstIndex(where: { $0.contains(corner) }) else { return [] }
        let left = rows[top].prefix { $0 != corner }.displayWidth
        return rows[top...].prefix { !$0.isEmpty }.map { row in
            var skipped = 0
            return String(
                row.drop { character in
                    guard skipped < left else { return false }
                    skipped += DisplayWidth.of(character)
                    return true
                })
        }
    }

    @Test func everyRowOfTheBoxIsAsWideAsItsBordersWithWideText() {
        let rows = box(drawn(deletion))
        #expect(rows.count > 5)
        let width = rows[0].displayWidth
        for row in rows {
            #expect(row.displayWidth == width, "“\(row)”")
        }
        #expect(rows.first?.hasPrefix("┌") == true && rows.first?.hasSuffix("┐") == true)
        #expect(rows.last?.hasPrefix("└") == true && rows.last?.hasSuffix("┘") == true)
    }

    @Test func theFocusedButtonIsMarkedWithoutColourAndCancelComesFirst() {
        let text = drawn(deletion).text
        #expect(text.contains(">[ 1 Cancel ]<  [ 2 Delete ]"))
        let moved = drawn(deletion, keys: [.right]).text
        #expect(moved.contains(" [ 1 Cancel ]  >[ 2 Delete ]<"))
    }

    @Test func destructiveButtonsAreRedAndTheDefaultIsBold() throws {
        let canvas = drawn(deletion)
        let row = try #require((0..<24).first { canvas.text(ofRow: $0).contains("[ 2 Delete ]") })
        let line = canvas.text(ofRow: row)
        let deleteColumn = line.prefix(upTo: try #require(line.range(of: "Delete")).lowerBound).displayWidth
        let cancelColumn = line.prefix(upTo: try #require(line.range(of: "Cancel")).lowerBound).displayWidth
        #expect(canvas.style(at: TerminalPoint(row: row, column: deleteColumn))?.foreground == .red)
        #expect(canvas.style(at: TerminalPoint(row: row, column: cancelColumn))?.isBold == true)
        #expect(canvas.style(at: TerminalPoint(row: row, column: cancelColumn))?.isReversed == true)
    }

    @Test func aConfirmationDialogListsButtonsWithCancelLastAfterABlankLine() {
        let dialog = AlertData(title: "Delete “notes.txt”?", buttons: [.destructive("Delete"), .cancel()], style: .confirmationDialog)
        let rows = box(drawn(dialog))
        let delete = rows.firstIndex { $0.contains("[ 1 Delete ]") }
        let cancel = rows.firstIndex { $0.contains("[ 2 Cancel ]") }
        #expect(delete != nil && cancel == delete.map { $0 + 2 })
        #expect(rows.contains { $0.contains(">[ 2 Cancel ]<") })
    }

    @Test func theHintNamesWhatEnterAndEscDoAndTheShortcuts() {
        let text = drawn(deletion).text
        #expect(text.contains("Enter: Cancel · Esc: Cancel · Tab: next · 1-2"))
        let quit = drawn(AlertData(title: "Quit?", buttons: [AlertButton(title: "No", type: .cancel), AlertButton(title: "Yes")])).text
        #expect(quit.contains("Enter: Yes · Esc: No · Tab: next · y/n"))
        #expect(!drawn(AlertData(title: "Saved")).text.contains("Esc"))
    }

    @Test func asciiGlyphsDrawTheBoxWithPlusMinusAndBar() {
        let rows = box(drawn(deletion, glyphs: .ascii), corner: "+")
        #expect(rows.first?.hasPrefix("+--") == true)
        #expect(rows.dropFirst().first?.hasPrefix("|") == true)
        #expect(!rows.joined().contains("┌"))
        #expect(rows.joined().contains(" | Esc: Cancel"))
    }

    @Test func waitingAlertsAreCountedInTheTopBorder() {
        #expect(drawn(deletion, waiting: 2).text.contains(" 2 more waiting ─┐"))
        #expect(!drawn(deletion).text.contains("waiting"))
    }

    @Test(arguments: [12, 20, 30])
    func aTerminalNarrowerThanTheBoxGetsABoxAsWideAsItWithTextWrapped(columns: Int) {
        let canvas = drawn(deletion, size: TerminalSize(columns: columns, rows: 24))
        let rows = box(canvas)
        #expect(rows.first?.displayWidth == columns)
        #expect(rows.allSatisfy { $0.displayWidth == columns })
        #expect(rows.last?.hasSuffix("┘") == true)
        #expect(rows.contains { $0.contains("Delete") })
        #expect(rows.contains { $0.contains("Cancel") })
    }

    @Test func aTerminalTooShortDropsTheHintAndBlankLinesButKeepsTheButtons() {
        let canvas = drawn(deletion, size: TerminalSize(columns: 80, rows: 6))
        let text = canvas.text
        #expect(text.contains(">[ 1 Cancel ]<"))
        #expect(text.contains("Delete “会議メモ.txt” 🎉?"))
        #expect(!text.contains("Enter:"))
        #expect(text.contains("┌") && text.contains("└"))
        let tiny = drawn(deletion, size: TerminalSize(columns: 80, rows: 4)).text
        #expect(tiny.contains(">[ 1 Cancel ]<"))
        #expect(tiny.contains("└"))
        #expect(!tiny.contains("This cannot be undone."))
    }

    /// A title of 4,096 wide characters in a small window, with a long message: each text is
    /// wrapped once, not again for every line left out, and the box still fits with its
    /// buttons and the title's first line.
    @Test(arguments: [TerminalSize(columns: 20, rows: 8), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 6, rows: 4)])
    func aVeryLongTitleIsWrappedOnceWhateverTheWindow(size: TerminalSize) {
        let title = String(repeating: "長", count: 4096)
        let message = String(repeating: "word ", count: 2000)
        let alert = AlertData(title: title, message: message, buttons: [.destructive("Delete"), .cancel()])
        let model = TerminalAlertModel(alert: alert)
        var wrapped = 0
        var calls = 0
        let layout = DialogLayout(model: model, waiting: 0, available: size, glyphs: .unicode) { text, width in
            calls += 1
            wrapped += text.count
            return TextWrapper.wrap(text, width: width)
        }
        #expect(wrapped <= title.count + message.count + 200, "characters wrapped: \(wrapped) in \(calls) calls")
        var canvas = TerminalCanvas(size: size)
        layout.draw(on: &canvas)
        if size.columns >= 20 {
            #expect(layout.size.rows <= size.rows - 1)
            #expect(canvas.text.contains("長長…") && canvas.text.contains("Delete"), "\(canvas.text)")
        }
    }

    @Test func aTinyTerminalStillGetsSomethingWithoutCrashing() {
        for columns in 0...6 {
            for rows in 0...4 {
                _ = drawn(deletion, size: TerminalSize(columns: columns, rows: rows))
            }
        }
    }

    @Test func aDialogKeepsItsWidthAsTheFocusMoves() {
        let rename = AlertData(
            title: "Rename “notes.txt”", message: "Type the new name.", buttons: [.cancel(), .ok("Rename")],
            textFields: [AlertTextField(placeholder: "New name", text: "notes.txt")])
        for alert in [rename, deletion] {
            var model = TerminalAlertModel(alert: alert)
            var widths: Set<Int> = []
            for _ in 0..<4 {
                widths.insert(DialogLayout(model: model, waiting: 0, available: TerminalSize(columns: 80, rows: 24), glyphs: .unicode).size.columns)
                _ = model.handle(.tab)
            }
            #expect(widths.count == 1, "widths \(widths.sorted()) for “\(alert.title)”")
        }
    }

    @Test func theCursorStandsAtTheEndOfTheFocusedTextField() throws {
        let rename = AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "New name", text: "新しい.txt")])
        let canvas = drawn(rename)
        let cursor = try #require(canvas.cursor)
        let line = canvas.text(ofRow: cursor.row)
        let field = try #require(line.range(of: ">[新しい.txt"))
        #expect(line[field].hasPrefix(">["))
        let textStart = line.prefix(upTo: field.lowerBound).displayWidth + 2
        #expect(cursor.column == textStart + "新しい.txt".displayWidth)
        #expect(canvas.text.contains("New name"))
    }

    @Test func secureFieldsShowMasksNotText() {
        let signIn = AlertData(
            title: "Sign in", buttons: [.cancel(), .ok("Sign In")], textFields: [AlertTextField(placeholder: "Password", text: "hunter2", isSecure: true)])
        let text = drawn(signIn).text
        #expect(text.contains("•••••••"))
        #expect(!text.contains("hunter2"))
        #expect(text.contains("Password (hidden)"))
    }
}
