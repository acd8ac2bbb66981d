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

    @Test func aLongLineArrivingInManyReadsTakesLinearTime() {
        var lines = LineAccumulator()
        let piece = Array(repeating: UInt8(ascii: "x"), count: 4096)
        let elapsed = ContinuousClock().measure {
            for _ in 0..<1024 { #expect(lines.append(piece).isEmpty) }
        }
        #expect(lines.append(Array("\nnext".utf8)).map(\.count) == [4096 * 1024])
        #expect(lines.finish() == "next")
        // A guard against the quadratic rescan (47.8 s here before), with room for sanitizers
        // and a busy machine (under 4 s with ASan): not a measurement of speed.
        #expect(elapsed < .seconds(30), "4 MB in 4 KB reads: each byte is looked at once")
    }
}
