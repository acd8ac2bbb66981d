import Testing

@testable import TerminalAlerts

@Suite struct TerminalKeyDecoderTests {
    private func decode(_ text: String) -> [TerminalKey] {
        var decoder = TerminalKeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func arrowsHomeEndDeleteAndShiftTabDecodeFromTheirSequences() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OD") == [.up, .left])
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
        #expect(decode("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.delete, .pageUp, .pageDown, .backTab])
    }

    @Test func controlOrAltWithLeftAndRightMoveByWord() {
        #expect(decode("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D") == [.wordLeft, .wordRight, .wordLeft])
    }

    @Test func aLoneEscapeWaitsForTheTimeoutThenIsEscape() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.timeoutMilliseconds == TerminalKeyDecoder.escapeTimeoutMilliseconds)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.timeoutMilliseconds == nil)
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
        #expect(decoder.timeoutMilliseconds == nil)
    }

    @Test func aControlByteAfterEscapeOIsAKeyOfItsOwn() {
        #expect(decode("\u{1B}O\u{03}") == [.alt("O"), .control("c")])
        #expect(decode("\u{1B}O\r") == [.alt("O"), .enter])
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.feed([0x03]) == [.alt("O"), .control("c")])
    }

    @Test func escapeBeforeAControlByteOrAnotherEscapeIsEscape() {
        #expect(decode("\u{1B}\r") == [.escape, .enter])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func escapeBeforeAPrintableCharacterIsAlt() {
        #expect(decode("\u{1B}b\u{1B}f") == [.alt("b"), .alt("f")])
        #expect(decode("\u{1B}\u{7F}") == [.alt("\u{7F}")])
    }

    @Test func controlBytesBecomeEnterTabBackspaceAndControlLetters() {
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.enter, .tab, .backspace, .backspace])
        #expect(decode("\u{03}\u{01}\u{17}") == [.control("c"), .control("a"), .control("w")])
        #expect(decode("\r") == [.enter])
        #expect(decode("\n") == [.enter])
    }

    @Test func utf8CharactersDecodeEvenWhenSplitAcrossReads() {
        var decoder = TerminalKeyDecoder()
        let bytes = Array("名".utf8)
        #expect(decoder.feed(bytes.prefix(1)) == [])
        #expect(decoder.feed(bytes.dropFirst()) == [.character("名")])
        #expect(decode("aé🎉") == [.character("a"), .character("é"), .character("🎉")])
    }

    @Test func bracketedPasteIsOneKeyEvenWithNewlinesAndAnswerLetters() {
        #expect(decode("\u{1B}[200~y\r\n1 two\u{1B}[201~x") == [.paste("y\r\n1 two"), .character("x")])
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.feed(Array("def\u{1B}[201~".utf8)) == [.paste("abcdef")])
    }

    @Test func aPasteEndMarkerSplitAcrossReadsIsRecognised() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc \u{1B}[20".utf8)) == [])
        #expect(decoder.timeoutMilliseconds == TerminalKeyDecoder.pasteTimeoutMilliseconds, "a paste may pause longer than a key")
        #expect(decoder.feed(Array("1~x".utf8)) == [.paste("abc "), .character("x")])
        #expect(decoder.timeoutMilliseconds == nil)
        for split in 1..<6 {
            var bytewise = TerminalKeyDecoder()
            let bytes = Array("\u{1B}[200~a\u{1B}]0;t\u{07}b\u{1B}[201~y".utf8)
            let keys = bytewise.feed(bytes.prefix(bytes.count - split - 1)) + bytewise.feed(bytes.suffix(split + 1))
            #expect(keys == [.paste("a\u{1B}]0;t\u{07}b"), .character("y")])
        }
    }

    @Test func aPasteWithoutItsEndMarkerEndsAtTheTimeoutAndKeysAreKeysAgain() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(decoder.flush() == [.paste("abc")], "the start of a marker is not pasted text")
        #expect(decoder.timeoutMilliseconds == nil)
        #expect(decoder.feed(Array("1".utf8)) == [.character("1")])
        #expect(decoder.feed([0x03]) == [.control("c")])
    }

    @Test func controlCEndsAPasteOrASequenceAndIsControlC() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.feed(Array("de\u{03}f".utf8)) == [.paste("abcde"), .control("c"), .character("f")])
        #expect(decode("\u{1B}[200~\u{03}") == [.control("c")])
        #expect(decode("\u{1B}[1;\u{03}") == [.control("c")])
        #expect(decode("\u{1B}\u{03}") == [.escape, .control("c")])
    }

    @Test func aLargePasteArrivingInPiecesTakesLinearTime() {
        var decoder = TerminalKeyDecoder()
        let piece = Array(String(repeating: "x", count: 4096).utf8)
        #expect(decoder.feed(Array("\u{1B}[200~".utf8)) == [])
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<256 { _ = decoder.feed(piece) }
        }
        let keys = decoder.feed(Array("\u{1B}[201~".utf8))
        #expect(keys == [.paste(String(repeating: "x", count: TerminalKeyDecoder.maximumPasteBytes))])
        #expect(elapsed < .seconds(5), "1 MB in 4 KB reads: each byte is looked at once")
    }

    /// 32 MB of two- and three-byte characters, in reads of 4 KB: the decoder never holds more
    /// than its bound and a read, and the text it keeps is whole characters, enough to fill a
    /// text field and show it was cut. The keys after the paste are keys again.
    @Test(arguments: [true, false])
    func aHugePasteKeepsOnlyItsBoundWithOrWithoutItsEndMarker(ends: Bool) {
        var decoder = TerminalKeyDecoder()
        let piece = Array(String(repeating: "é長", count: 4096 / 5).utf8)
        #expect(decoder.feed(Array("\u{1B}[200~".utf8)) == [])
        var largestHeld = 0
        for _ in 0..<(32 << 20) / piece.count {
            #expect(decoder.feed(piece).isEmpty)
            largestHeld = max(largestHeld, decoder.heldBytes)
        }
        #expect(largestHeld <= TerminalKeyDecoder.maximumPasteBytes + piece.count)
        let keys = ends ? decoder.feed(Array("\u{1B}[201~y".utf8)) : decoder.flush() + decoder.feed(Array("y".utf8))
        #expect(keys.count == 2)
        #expect(keys.last == .character("y"))
        guard case .paste(let text) = keys.first else {
            Issue.record("no paste: \(keys.prefix(1))")
            return
        }
        #expect(text.utf8.count <= TerminalKeyDecoder.maximumPasteBytes)
        #expect(text.utf8.count > TerminalKeyDecoder.maximumPasteBytes - 3)
        #expect(!text.contains("\u{FFFD}"), "no character is cut in two")
        #expect(decoder.heldBytes == 0)
        var field = LineEditor()
        let handled = field.handle(.paste(text))
        #expect(handled)
        #expect(field.characters.count == LineEditor.maximumLength)
        #expect(field.wasCut)
    }

    @Test func unknownSequencesAndInvalidBytesAreDropped() {
        #expect(decode("\u{1B}[99xa") == [.character("a")])
        var invalid = TerminalKeyDecoder()
        #expect(invalid.feed([0x80, 0xFF, 0x62]) == [.character("b")])
        #expect(decode("\u{85}\u{9B}c") == [.character("c")], "C1 control characters")
        var decoder = TerminalKeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [])
    }
}
