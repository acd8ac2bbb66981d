import Testing

@testable import TerminalAlerts

@Suite struct LineEditorTests {
    private func edited(_ text: String, _ keys: [TerminalKey]) -> LineEditor {
        var editor = LineEditor(text: text)
        for key in keys { _ = editor.handle(key) }
        return editor
    }

    @Test func typesAtTheCursorWhichStartsAtTheEnd() {
        let editor = edited("notes", [.character("!"), .left, .left, .character("-")])
        #expect(editor.text == "note-s!")
        #expect(editor.cursor == 5)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCursor() {
        #expect(edited("abc", [.backspace]).text == "ab")
        #expect(edited("abc", [.home, .backspace, .delete]).text == "bc")
        #expect(edited("abc", [.home, .control("d")]).text == "bc")
        #expect(edited("abc", [.end, .delete]).text == "abc")
    }

    @Test func homeEndAndTheirControlKeysJumpToTheEnds() {
        #expect(edited("name", [.home, .character(">")]).text == ">name")
        #expect(edited("name", [.control("a"), .control("e"), .character("<")]).text == "name<")
    }

    @Test func controlWAndAltBackspaceDeleteTheWordBeforeTheCursor() {
        #expect(edited("my notes.txt", [.control("w")]).text == "my ")
        #expect(edited("my notes.txt  ", [.control("w")]).text == "my ")
        #expect(edited("my notes.txt", [.alt("\u{7F}"), .control("w")]).text == "")
    }

    @Test func controlUAndControlKKillBeforeAndAfterTheCursor() {
        #expect(edited("Budget 2024.xlsx", [.wordLeft, .control("u")]).text == "2024.xlsx")
        #expect(edited("Budget 2024.xlsx", [.wordLeft, .control("k")]).text == "Budget ")
    }

    @Test func wordMovesSkipWhitespaceSeparatedWords() {
        let editor = edited("one two three", [.home, .wordRight, .wordRight])
        #expect(editor.cursor == 7)
        #expect(edited("one two three", [.alt("b"), .alt("b"), .character("_")]).text == "one _two three")
        #expect(edited("one two three", [.home, .alt("d")]).text == " two three")
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        let editor = edited("caf", [.character("e"), .character("\u{301}")])
        #expect(editor.text == "café")
        #expect(editor.characters.count == 4)
        #expect(editor.cursor == 4)
    }

    @Test func pastedTabsAndControlCharactersCannotReachTheScreen() {
        let editor = edited("", [.paste("a\tb\u{1B}[2Jc\u{08}\u{07}")])
        #expect(editor.text == "a b␛[2Jc␈␇")
        #expect(editor.window(width: 40, mask: nil).text.displayWidth == 10, "every character takes one cell: the box keeps its width")
    }

    @Test func pastedLineBreaksBecomeSpaces() {
        #expect(edited("", [.paste("two\nlines")]).text == "two lines")
    }

    /// A paste far longer than the field: only what fits is taken (and the field says it was
    /// cut), also when it is made of control characters and bidirectional marks, which become
    /// pictures or are dropped, and at the end of a combining mark.
    @Test func aPasteLongerThanTheFieldTakesWhatFitsAndSaysSo() {
        for unit in ["ab", "\u{1B}\u{202E}", "\u{202E}\u{202E}x", "\r\n"] {
            let long = String(repeating: unit, count: 100_000)
            let editor = edited("cafe", [.paste("\u{301}" + long)])
            #expect(editor.characters.count == LineEditor.maximumLength, "\(unit.debugDescription)")
            #expect(editor.wasCut)
            #expect(editor.text.hasPrefix("café"))
            #expect(editor.cursor == LineEditor.maximumLength)
        }
        let exact = edited("", [.paste(String(repeating: "\u{202E}x", count: LineEditor.maximumLength))])
        #expect(exact.characters.count == LineEditor.maximumLength)
        #expect(!exact.wasCut, "dropped marks take no room")
    }

    @Test func nonEditingKeysAreLeftToTheCaller() {
        var editor = LineEditor(text: "x")
        for key: TerminalKey in [.enter, .tab, .escape, .up, .down, .backTab] {
            let handled = editor.handle(key)
            #expect(!handled, "\(key)")
        }
        #expect(editor.text == "x")
    }

    @Test func theWindowScrollsToKeepTheCursorVisible() {
        let editor = LineEditor(text: "abcdefghij")
        let window = editor.window(width: 5, mask: nil)
        #expect(window.text == "ghij")
        #expect(window.cursorColumn == 4)
        let start = edited("abcdefghij", [.home]).window(width: 5, mask: nil)
        #expect(start.text == "abcde")
        #expect(start.cursorColumn == 0)
    }

    @Test func theWindowMeasuresWideCharactersAndMasksSecureText() {
        let wide = LineEditor(text: "会議メモ").window(width: 6, mask: nil)
        #expect(wide.text == "メモ")
        #expect(wide.cursorColumn == 4)
        let secure = LineEditor(text: "secret").window(width: 20, mask: "•")
        #expect(secure.text == "••••••")
        #expect(secure.cursorColumn == 6)
    }

    @Test func aHugePasteIsInsertedInLinearTimeAndCutAtTheLimitWithANotice() {
        var editor = LineEditor(text: "ab")
        #expect(!editor.wasCut)
        _ = editor.handle(.left)
        let elapsed = ContinuousClock().measure {
            _ = editor.handle(.paste(String(repeating: "x\u{301}y", count: 200_000)))
        }
        #expect(editor.characters.count == LineEditor.maximumLength)
        #expect(editor.wasCut)
        #expect(editor.text.hasPrefix("ax\u{301}yx\u{301}y"))
        #expect(editor.text.hasSuffix("b"), "the text after the cursor stays")
        #expect(editor.cursor == LineEditor.maximumLength - 1)
        // A guard against a quadratic insertion (11.7 s for a 400 KB paste before), with room
        // for sanitizers and a busy machine: not a measurement of speed.
        #expect(elapsed < .seconds(30), "400 K characters")
        _ = editor.handle(.character("z"))
        #expect(editor.characters.count == LineEditor.maximumLength, "a full field takes nothing more")
    }
}
