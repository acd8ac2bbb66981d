import Testing

@testable import TerminalAlerts

/// The emulator the end-to-end tests read screens with: if it misread, they could pass wrongly.
@Suite struct VirtualTerminalTests {
    private func screen(_ output: String, columns: Int = 10, rows: Int = 3) -> VirtualTerminal {
        var terminal = VirtualTerminal(size: TerminalSize(columns: columns, rows: rows))
        terminal.feed(Array(output.utf8))
        return terminal
    }

    @Test func placesTextAtCursorPositionsAndErasesLines() {
        let terminal = screen("hello\u{1B}[2;3Hworld\u{1B}[1;3H\u{1B}[K")
        #expect(terminal.lines == ["he", "  world", ""])
    }

    @Test func wideCharactersTakeTwoCellsAndOverwritingHalfBlanksTheOther() {
        #expect(screen("会議x").lines.first == "会議x")
        #expect(screen("会議\u{1B}[1;2Hx").lines.first == " x議")
    }

    @Test func writingTheLastColumnWrapsOnlyWithTheNextCharacter() {
        #expect(screen("0123456789", rows: 2).lines == ["0123456789", ""])
        #expect(screen("0123456789ab", rows: 2).lines == ["0123456789", "ab"])
        #expect(screen("0123456789\u{1B}[2;1Hx", rows: 2).lines == ["0123456789", "x"])
    }

    @Test func scrollsAtTheBottomAndKeepsColoursOutOfTheText() {
        #expect(screen("a\r\nb\r\nc\r\n\u{1B}[31md\u{1B}[0m").lines == ["b", "c", "d"])
    }

    @Test func theAlternateScreenComesAndGoesLeavingTheMainScreenAsItWas() {
        var terminal = screen("shell$")
        terminal.feed(Array("\u{1B}[?1049h\u{1B}[H\u{1B}[?25lfull screen".utf8))
        #expect(terminal.isAlternateScreen)
        #expect(!terminal.isCursorVisible)
        #expect(terminal.lines.first == "full scree")
        terminal.feed(Array("\u{1B}[?1049l\u{1B}[?25h".utf8))
        #expect(!terminal.isAlternateScreen)
        #expect(terminal.isCursorVisible)
        #expect(terminal.lines.first == "shell$")
    }

    @Test func resizingCutsTheScreenUntilTheProgramRedraws() {
        var terminal = screen("0123456789\r\nabcdefghij")
        terminal.resize(to: TerminalSize(columns: 4, rows: 1))
        #expect(terminal.lines == ["0123"])
    }
}
