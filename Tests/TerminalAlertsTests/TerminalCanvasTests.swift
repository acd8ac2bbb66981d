import Testing

@testable import TerminalAlerts

@Suite struct TerminalCanvasTests {
    @Test func writesTextAtAPositionAndReadsItBack() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 10, rows: 2))
        #expect(canvas.write("hello", row: 1, column: 2) == 5)
        #expect(canvas.text == "\n  hello")
    }

    @Test func cutsTextAtTheRightEdgeAndAtTheGivenWidth() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 2))
        #expect(canvas.write("abcdefgh", row: 0, column: 2) == 4)
        #expect(canvas.write("abcdefgh", row: 1, column: 0, maxWidth: 3) == 3)
        #expect(canvas.text == "  abcd\nabc")
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverSplitAtTheEdge() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 5, rows: 1))
        #expect(canvas.write("会議メ", row: 0, column: 0) == 4)
        #expect(canvas.text(ofRow: 0) == "会議")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 1))
        canvas.write("会議メ", row: 0, column: 0)
        canvas.write("x", row: 0, column: 3)
        #expect(canvas.text(ofRow: 0) == "会 xメ")
        canvas.write("y", row: 0, column: 4)
        #expect(canvas.text(ofRow: 0) == "会 xy")
    }

    @Test func combiningMarksJoinTheCharacterBefore() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 1))
        #expect(canvas.write("e\u{301}x", row: 0, column: 0) == 2)
        #expect(canvas.text(ofRow: 0) == "éx")
    }

    @Test func renderedRowsCarryStylesAndDropColourWhenAskedTo() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 12, rows: 1))
        canvas.write("Delete", row: 0, column: 1, style: TerminalTextStyle(isBold: true, foreground: .red))
        let coloured = canvas.rendered(row: 0, usesColor: true, limit: 12)
        #expect(coloured.text == " \u{1B}[0;1;31mDelete\u{1B}[0m")
        #expect(coloured.width == 7)
        #expect(canvas.rendered(row: 0, usesColor: false, limit: 12).text == " \u{1B}[0;1mDelete\u{1B}[0m")
    }

    @Test func dimmingKeepsTextAndFadesEveryCell() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 4, rows: 1))
        canvas.write("ab", row: 0, column: 0, style: .bold)
        canvas.dim()
        #expect(canvas.text == "ab")
        #expect(canvas.style(at: TerminalPoint(row: 0, column: 0)) == .dim)
    }
}
