import Testing
@testable import TerminalAlerts

@Suite struct LineAccumulatorTests {
    @Test func splitsLinesAtLineFeedsAndDropsCarriageReturns() {
        var lines = LineAccumulator()
        #expect(lines.append(Array("d\r\n2\nre".utf8)) == ["d", "2"])
        #expect(lines.append(Array("name.txt\n".utf8)) == ["rename.txt"])
        #expect(lines.finish() == nil)
    }

    @Test func theLastLineWithoutALineFeedComesAtTheEnd() {
        var lines = LineAccumulator()
        #expect(lines.append(Array("q\ny".utf8)) == ["q"])
        #expect(lines.finish() == "y")
        #expect(lines.finish() == nil)
    }

    @Test func keepsEmptyLines() {
        var lines = LineAccumulator()
        #expect(lines.append(Array("\n\n".utf8)) == ["", ""])
    }
}
