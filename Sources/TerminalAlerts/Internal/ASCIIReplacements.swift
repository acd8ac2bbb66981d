/// The ASCII stand-ins for typographic marks and drawing characters, for
/// ``Swift/StringProtocol/asciiFallback(keepingLineBreaks:)``.
enum ASCIIReplacements {
    static let table: [Character: String] = [
        "“": "\"", "”": "\"", "„": "\"", "«": "\"", "»": "\"",
        "‘": "'", "’": "'", "‚": "'", "‹": "'", "›": "'",
        "…": "...", "→": "->", "←": "<-", "↑": "^", "↓": "v",
        "—": "-", "–": "-", "‒": "-", "−": "-", "×": "x", "·": "|", "•": "*",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "─": "-", "│": "|",
        "\u{00A0}": " ", "\u{2421}": "^?", "\u{FFFD}": "?",
    ]
}
