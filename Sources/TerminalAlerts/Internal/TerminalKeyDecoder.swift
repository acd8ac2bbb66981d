/// Turns the bytes a terminal sends in raw mode into keys.
///
/// An escape byte may be Esc or the start of a sequence (an arrow key sends `ESC [ A`); the
/// decoder keeps it pending, and the reader calls ``flush()`` when no more bytes came within
/// ``timeoutMilliseconds``: then it was Esc. Sequences and UTF-8 characters split across reads
/// are joined. Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes one
/// ``TerminalKey/paste(_:)``, even when its end marker is split across reads. A paste is
/// bounded: Ctrl-C ends it and is then taken as Ctrl-C, and a paste whose end marker never
/// comes ends once no byte arrived for ``pasteTimeoutMilliseconds``. A paste keeps at most
/// ``maximumPasteBytes``, more than a text field holds: the rest is read and dropped, so a
/// paste of any size, or one that never ends, takes bounded memory.
struct TerminalKeyDecoder {
    /// How long to wait after an escape byte for the rest of a sequence: long enough for bytes
    /// of one key to arrive together, short enough that Esc does not feel slow.
    static let escapeTimeoutMilliseconds: Int32 = 50
    /// How long a paste may pause before it is taken as ended without its end marker: long
    /// enough for a paste arriving in pieces over a slow connection.
    static let pasteTimeoutMilliseconds: Int32 = 1000
    /// The most bytes of a paste kept: room for a full text field
    /// (``LineEditor/maximumLength`` characters) of up to 64 bytes each, so that a paste cut
    /// here still fills the field and shows it was cut.
    static let maximumPasteBytes = LineEditor.maximumLength * 64

    private var pending: [UInt8] = []
    /// The bytes of the paste under way, without the end marker, at most
    /// ``maximumPasteBytes``; `nil` outside a paste.
    private var pasted: [UInt8]?
    /// Whether the paste under way had more bytes than it keeps.
    private var isPasteCut = false

    private static let escape: UInt8 = 0x1B
    private static let controlC: UInt8 = 0x03
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// How long the reader should wait for more bytes before calling ``flush()``; `nil` when
    /// nothing waits and it may wait for ever.
    var timeoutMilliseconds: Int32? {
        if pasted != nil { return Self.pasteTimeoutMilliseconds }
        return pending.isEmpty ? nil : Self.escapeTimeoutMilliseconds
    }

    /// Decodes newly read bytes; bytes that may begin a longer key stay pending.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        pending.append(contentsOf: bytes)
        var keys: [TerminalKey] = []
        while !pending.isEmpty {
            if pasted != nil {
                guard let ended = takePaste() else { break }
                keys += ended
                continue
            }
            guard let (key, length) = decodeFirst() else { break }
            pending.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Ends what is pending once the timeout passed: a lone escape byte is Esc; an unfinished
    /// sequence or character is dropped. A paste whose end marker did not come ends: its text
    /// so far is delivered, without the start of a marker.
    mutating func flush() -> [TerminalKey] {
        defer { pending = [] }
        if pasted != nil {
            return endPaste(keeping: [])
        }
        return pending == [Self.escape] ? [.escape] : []
    }

    // MARK: - Decoding

    /// The first key in `pending` and how many bytes it takes; a `nil` key for bytes that mean
    /// nothing; `nil` altogether when more bytes are needed.
    private mutating func decodeFirst() -> (TerminalKey?, Int)? {
        let byte = pending[0]
        switch byte {
        case Self.escape:
            return decodeEscape()
        case 0x0D:
            return (.enter, pending.count > 1 && pending[1] == 0x0A ? 2 : 1)
        case 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (nil, 1)
        default:
            guard let (character, length) = decodeCharacter(at: 0) else {
                return needsMore(characterAt: 0) ? nil : (nil, 1)
            }
            return (.character(character), length)
        }
    }

    private mutating func decodeEscape() -> (TerminalKey?, Int)? {
        guard pending.count > 1 else { return nil }
        switch pending[1] {
        case UInt8(ascii: "["):
            return decodeControlSequence()
        case UInt8(ascii: "O"):
            guard pending.count > 2 else { return nil }
            // A control byte after `ESC O` is no sequence's: the two were Alt-O, and the
            // control byte is a key of its own (Ctrl-C always gets through).
            if pending[2] < 0x20 { return (.alt("O"), 2) }
            return (Self.keyForFinal(pending[2], modifier: 1), 3)
        case Self.escape:
            return (.escape, 1)
        case 0x7F, 0x08:
            return (.alt("\u{7F}"), 2)
        default:
            guard let (character, length) = decodeCharacter(at: 1) else {
                return needsMore(characterAt: 1) ? nil : (.escape, 1)
            }
            return (.alt(character), 1 + length)
        }
    }

    /// `ESC [ parameters final`: arrows, Home, End, Delete, Page Up/Down, Shift-Tab, paste.
    private mutating func decodeControlSequence() -> (TerminalKey?, Int)? {
        var index = 2
        while index < pending.count, !(0x40...0x7E).contains(pending[index]) {
            // A control byte cuts the sequence short and is taken as its own key: Ctrl-C
            // always gets through.
            if pending[index] < 0x20 { return (nil, index) }
            index += 1
        }
        guard index < pending.count else {
            return pending.count > 32 ? (nil, pending.count) : nil
        }
        let final = pending[index]
        let parameters = String(decoding: pending[2..<index], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        let length = index + 1
        let modifier = parameters.count > 1 ? parameters[1] : 1
        if final == UInt8(ascii: "~") {
            switch parameters.first ?? 0 {
            case 1, 7: return (.home, length)
            case 4, 8: return (.end, length)
            case 3: return (.delete, length)
            case 5: return (.pageUp, length)
            case 6: return (.pageDown, length)
            case 200:
                pasted = []
                return (nil, length)
            default: return (nil, length)
            }
        }
        if final == UInt8(ascii: "Z") {
            return (.backTab, length)
        }
        return (Self.keyForFinal(final, modifier: modifier), length)
    }

    /// The key of a CSI or SS3 final byte; Ctrl or Alt with left/right moves by word.
    private static func keyForFinal(_ final: UInt8, modifier: Int) -> TerminalKey? {
        let byWord = modifier == 3 || modifier == 5
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    /// The keys that end the paste under way: its text, and Ctrl-C when that ended it; `nil`
    /// while it goes on. Each byte is looked at once: what cannot begin the end marker moves
    /// to the pasted text, and only a marker's first bytes stay pending for the next read.
    private mutating func takePaste() -> [TerminalKey]? {
        let marker = Self.pasteEnd
        var index = 0
        while index < pending.count {
            if pending[index] == Self.controlC {
                let keys = endPaste(keeping: pending[..<index])
                pending.removeSubrange(...index)
                return keys + [.control("c")]
            }
            if pending[index] == Self.escape {
                let available = pending[index...].prefix(marker.count)
                if available.elementsEqual(marker) {
                    let keys = endPaste(keeping: pending[..<index])
                    pending.removeSubrange(..<(index + marker.count))
                    return keys.isEmpty ? [.paste("")] : keys
                }
                if available.count < marker.count, available.elementsEqual(marker.prefix(available.count)) {
                    break
                }
            }
            index += 1
        }
        keepPasted(pending[..<index])
        pending.removeSubrange(..<index)
        return nil
    }

    /// Adds bytes to the paste under way, as many as ``maximumPasteBytes`` leaves room for.
    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        guard let count = pasted?.count else { return }
        let room = max(0, Self.maximumPasteBytes - count)
        if bytes.count > room { isPasteCut = true }
        pasted?.append(contentsOf: bytes.prefix(room))
    }

    /// Ends the paste under way with its last bytes: its text as a key, none when it is empty.
    /// A paste that was cut loses its last character too, which may have been cut in two.
    private mutating func endPaste(keeping last: ArraySlice<UInt8>) -> [TerminalKey] {
        keepPasted(last)
        var text = pasted ?? []
        if isPasteCut {
            while let byte = text.last, byte & 0xC0 == 0x80 { text.removeLast() }
            if let byte = text.last, byte >= 0xC0 { text.removeLast() }
        }
        pasted = nil
        isPasteCut = false
        return text.isEmpty ? [] : [.paste(String(decoding: text, as: UTF8.self))]
    }

    /// How many bytes the decoder holds: those of a paste under way and those waiting to be
    /// decoded.
    var heldBytes: Int { pending.count + (pasted?.count ?? 0) }

    // MARK: - UTF-8

    private func decodeCharacter(at start: Int) -> (Character, Int)? {
        let length = Self.sequenceLength(pending[start])
        guard length > 0, start + length <= pending.count else { return nil }
        var iterator = pending[start..<start + length].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else {
            return nil
        }
        return (Character(scalar), length)
    }

    /// Whether the bytes at `start` are the beginning of a UTF-8 character still arriving.
    private func needsMore(characterAt start: Int) -> Bool {
        let length = Self.sequenceLength(pending[start])
        guard length > 1, start + length > pending.count else { return false }
        return pending[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }
}
