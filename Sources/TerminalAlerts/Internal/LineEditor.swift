/// One line of editable text with a cursor, edited with the keys of a shell prompt.
///
/// ←/→ or Ctrl-B/Ctrl-F move by character, Ctrl-←/→ or Alt-B/Alt-F by word, Home/End or
/// Ctrl-A/Ctrl-E to the ends; Backspace and Delete (or Ctrl-D) remove a character, Ctrl-W or
/// Alt-Backspace the word before the cursor, Alt-D the word after, Ctrl-U everything before
/// the cursor and Ctrl-K everything after.
///
/// A field holds at most ``maximumLength`` characters; what would go past is left out, and
/// ``wasCut`` says so for the dialog to show.
struct LineEditor: Hashable, Sendable {
    /// The most characters a field holds: more than any name or answer, little enough to
    /// edit and draw at once.
    static let maximumLength = 4096

    private(set) var characters: [Character]
    /// Whether text was left out because the field was full.
    private(set) var wasCut = false
    /// The cursor's position, as a count of characters before it.
    private(set) var cursor: Int

    /// Creates an editor holding `text`, with the cursor at its end.
    init(text: String = "") {
        characters = []
        cursor = 0
        insert(text)
        wasCut = false
    }

    var text: String { String(characters) }

    /// Applies an editing key. Returns `false` for keys that do not edit, which the caller
    /// handles (Enter, Tab, Esc, ↑/↓…).
    mutating func handle(_ key: TerminalKey) -> Bool {
        switch key {
        case .character(let character):
            insert(String(character))
        case .paste(let text):
            insert(text)
        case .backspace, .control("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
        case .right, .control("f"):
            cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .wordLeft, .alt("b"):
            cursor = startOfWord(before: cursor)
        case .wordRight, .alt("f"):
            cursor = endOfWord(after: cursor)
        case .control("w"), .alt("\u{7F}"):
            let start = startOfWord(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .alt("d"):
            characters.removeSubrange(cursor..<endOfWord(after: cursor))
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        default:
            return false
        }
        return true
    }

    /// Inserts text at the cursor, made safe for the terminal: line breaks and Tab become
    /// spaces, other control characters visible placeholders. A combining mark typed after a
    /// letter joins it, so the cursor never stands inside one visible character.
    /// Text that does not fit ``maximumLength`` is left out, and only as much of it is read as
    /// can fit: a long paste costs no more than one that fills the field.
    mutating func insert(_ text: String) {
        // Two more than there is room for: one may join the character before the cursor, one
        // more says that something was left out.
        let wanted = max(0, Self.maximumLength - characters.count) + 2
        var inserted: [Character] = []
        var rest = Substring(text)
        while inserted.count < wanted, !rest.isEmpty {
            let piece = rest.prefix(wanted - inserted.count)
            rest = rest[piece.endIndex...]
            inserted += piece.sanitizedForTerminal()
        }
        if cursor > 0, let first = inserted.first, String([characters[cursor - 1], first]).count == 1 {
            characters[cursor - 1] = Character(String([characters[cursor - 1], first]))
            inserted.removeFirst()
        }
        let room = Self.maximumLength - characters.count
        if inserted.count > room {
            inserted.removeSubrange(max(0, room)...)
            wasCut = true
        }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// What fits `width` cells around the cursor, and the cursor's cell within it. Scrolls
    /// so that the cursor stays visible; a secure field shows `mask` for every character.
    func window(width: Int, mask: Character?) -> (text: String, cursorColumn: Int) {
        let shown = mask.map { Array(repeating: $0, count: characters.count) } ?? characters
        let widths = shown.map(DisplayWidth.of)
        let room = max(1, width)
        var start = 0
        var beforeCursor = widths[..<cursor].reduce(0, +)
        while beforeCursor > room - 1, start < cursor {
            beforeCursor -= widths[start]
            start += 1
        }
        var text = ""
        var used = 0
        for index in start..<shown.count {
            guard used + widths[index] <= room else { break }
            text.append(shown[index])
            used += widths[index]
        }
        return (text, beforeCursor)
    }

    private func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func endOfWord(after position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }
}
