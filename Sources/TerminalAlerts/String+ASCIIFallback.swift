import Foundation

extension StringProtocol {
    /// The text in ASCII, for a terminal whose locale is not UTF-8 (`LANG=C`), where anything
    /// else shows as mojibake.
    ///
    /// Typographic marks become their ASCII counterparts (`“ ”` → `"`, `’` → `'`, `…` → `...`,
    /// `→` → `->`, `—` → `-`, `×` → `x`), the control pictures of
    /// ``Swift/StringProtocol/sanitizedForTerminal(keepingLineBreaks:)`` become caret notation
    /// (`␛` → `^[`), letters lose their accents (`é` → `e`), and any other character becomes
    /// one `?` per terminal cell it takes. The text is sanitized first, so the result is
    /// harmless as well. ``TerminalSession`` applies it to all it writes when the locale is
    /// not UTF-8; programs apply it to what they print themselves.
    ///
    /// ```swift
    /// "Delete “Résumé.pdf”? → 2 left…".asciiFallback()  // "Delete \"Resume.pdf\"? -> 2 left..."
    /// ```
    public func asciiFallback(keepingLineBreaks: Bool = false) -> String {
        sanitizedForTerminal(keepingLineBreaks: keepingLineBreaks).asciiTransliterated()
    }

    /// The text with every character beyond ASCII replaced as ``asciiFallback(keepingLineBreaks:)``
    /// does, and nothing else changed: control characters stay as they are.
    func asciiTransliterated() -> String {
        guard !utf8.allSatisfy({ $0 < 0x80 }) else { return String(self) }
        var result = ""
        for character in self {
            if character.isASCII {
                result.append(character)
            } else if let replacement = ASCIIReplacements.table[character] {
                result += replacement
            } else if let picture = character.unicodeScalars.first, character.unicodeScalars.count == 1, (0x2400...0x241F).contains(picture.value) {
                result += "^" + String(UnicodeScalar(UInt8(picture.value - 0x2400 + 0x40)))
            } else {
                let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.isASCII }
                if !base.isEmpty {
                    result.unicodeScalars.append(contentsOf: base)
                } else {
                    result += String(repeating: "?", count: Swift.max(1, DisplayWidth.of(character)))
                }
            }
        }
        return result
    }
}
