/// The characters boxes and marks are drawn with: light box drawing, which every terminal
/// font has, or plain ASCII for terminals and locales that are not UTF-8.
struct TerminalGlyphs: Hashable, Sendable {
    var topLeft: Character
    var topRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var horizontal: Character
    var vertical: Character
    /// Ends text cut short.
    var ellipsis: String
    /// Separates the parts of a hint line.
    var separator: String
    /// Stands for each character of a secure text field.
    var secureCharacter: Character

    static let unicode = TerminalGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        ellipsis: "…", separator: " · ", secureCharacter: "•"
    )

    static let ascii = TerminalGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        ellipsis: "...", separator: " | ", secureCharacter: "*"
    )
}
