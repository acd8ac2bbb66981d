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
        #expect(lines.append(Array("\nnext".utf8)).map(\.count) == [LineAccumulator.maximumLineBytes])
        #expect(lines.finish() == "next")
        // A guard against the quadratic rescan (47.8 s here before), with room for sanitizers
        // and a busy machine (under 4 s with ASan): not a measurement of speed.
        #expect(elapsed < .seconds(30), "4 MB in 4 KB reads: each byte is looked at once")
    }

    /// 32 MB of two- and three-byte characters without a line feed, in reads of 4 KB, with or
    /// without a line feed at the end: the accumulator never holds more than its bound and a
    /// read, and the line it keeps is whole characters, more than a field holds.
    @Test(arguments: [true, false])
    func aHugeLineKeepsOnlyItsBound(ends: Bool) throws {
        var lines = LineAccumulator()
        let piece = Array(String(repeating: "é長", count: 4096 / 5).utf8)
        var largestHeld = 0
        for _ in 0..<(32 << 20) / piece.count {
            #expect(lines.append(piece).isEmpty)
            largestHeld = max(largestHeld, lines.heldBytes)
        }
        #expect(largestHeld <= LineAccumulator.maximumLineBytes + piece.count)
        let line = ends ? lines.append(Array("é長\r\nnext\n".utf8)).first : lines.finish()
        #expect(ends ? lines.finish() == nil : true)
        let kept = try #require(line)
        #expect(kept.utf8.count <= LineAccumulator.maximumLineBytes)
        #expect(kept.utf8.count > LineAccumulator.maximumLineBytes - 3)
        #expect(!kept.contains("\u{FFFD}"), "no character is cut in two")
        #expect(kept.count > LineEditor.maximumLength)
        if ends {
            #expect(lines.append(Array("more\n".utf8)) == ["more"], "the lines after it are whole")
        }
        #expect(lines.heldBytes == 0)
    }

    @Test func aLongLineEndingInTheSameReadIsCutToo() {
        var lines = LineAccumulator()
        let long = String(repeating: "x", count: LineAccumulator.maximumLineBytes + 10)
        #expect(lines.append(Array((long + "\r\nok\n").utf8)).map(\.count) == [LineAccumulator.maximumLineBytes, 2])
    }
}
