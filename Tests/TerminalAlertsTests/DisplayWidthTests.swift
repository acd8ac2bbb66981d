import Testing

@testable import TerminalAlerts

@Suite struct DisplayWidthTests {
    @Test func asciiAndLatinTakeOneCellEach() {
        #expect("notes.txt".displayWidth == 9)
        #expect("Résumé".displayWidth == 6)
    }

    @Test func eastAsianWideCharactersTakeTwoCells() {
        #expect("会議メモ".displayWidth == 8)
        #expect("한국어".displayWidth == 6)
        #expect("ＡＢ".displayWidth == 4)
        #expect("ｱｲ".displayWidth == 2)
    }

    @Test func emojiTakeTwoCellsWhateverTheirSequence() {
        #expect("🎉".displayWidth == 2)
        #expect("👩‍👩‍👧".displayWidth == 2)
        #expect("🇯🇵".displayWidth == 2)
        #expect("👍🏽".displayWidth == 2)
        #expect("❤️".displayWidth == 2)
    }

    @Test func combiningMarksFormatAndControlCharactersTakeNone() {
        #expect("e\u{301}".displayWidth == 1)
        #expect("a\u{200B}b".displayWidth == 2)
        #expect("\u{7}".displayWidth == 0)
    }

    @Test func symbolsOfAmbiguousWidthTakeOneCell() {
        #expect("✓•…“”─│".displayWidth == 7)
    }
}
