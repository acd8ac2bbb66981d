import Testing

@testable import TerminalAlerts

@Suite struct ASCIIFallbackTests {
    @Test func typographicMarksBecomeTheirASCIICounterparts() {
        #expect("Delete “notes.txt”? → it’s gone… ×3 — ok · next".asciiFallback() == "Delete \"notes.txt\"? -> it's gone... x3 - ok | next")
    }

    @Test func controlPicturesBecomeCaretNotationAndControlsAreSanitizedFirst() {
        #expect("a\u{1B}]0;t\u{07}b\u{7F}".asciiFallback() == "a^[]0;t^Gb^?")
        #expect("␛[2J".asciiFallback() == "^[[2J")
        #expect("x\u{85}y".asciiFallback() == "x?y")
    }

    @Test func accentsGoAndOtherCharactersBecomeOneQuestionMarkPerCell() {
        #expect("Résumé".asciiFallback() == "Resume")
        #expect("Re\u{301}sume\u{301}".asciiFallback() == "Resume")
        #expect("会議.txt".asciiFallback() == "????.txt")
        #expect("🎉 x".asciiFallback() == "?? x")
    }

    @Test func lineBreaksStayOnlyWhenAskedAndASCIIIsUnchanged() {
        #expect("a\nb".asciiFallback() == "a b")
        #expect("a\nb…".asciiFallback(keepingLineBreaks: true) == "a\nb...")
        #expect("plain ASCII {}".asciiFallback() == "plain ASCII {}")
    }

    @Test func everyResultIsASCII() {
        let samples = ["“”‘’…→←↑↓—–×·•┌┐└┘─│\u{A0}\u{FFFD}", "\u{202E}evil", String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "한국어 ﷽ 𝔘"]
        for sample in samples {
            #expect(sample.asciiFallback().utf8.allSatisfy { $0 < 0x80 }, "\(sample)")
        }
    }

    @Test func aCanvasRenderedWithoutUnicodeKeepsItsLayoutWithQuestionMarks() {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 10, rows: 1))
        canvas.write("会a␛é|", row: 0, column: 0)
        let row = canvas.rendered(row: 0, usesColor: false, usesUnicode: false, limit: 10)
        #expect(row.text == "??a??|")
        #expect(row.width == 6)
    }
}
