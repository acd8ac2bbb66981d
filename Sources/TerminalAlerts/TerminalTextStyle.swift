/// How text looks on a terminal: attributes that need no colour, and an optional colour.
///
/// Attributes stay when colour is off (`NO_COLOR`), so nothing is shown by colour alone.
///
/// ```swift
/// canvas.write("Delete", row: 3, column: 4, style: TerminalTextStyle(isBold: true, foreground: .red))
/// ```
public struct TerminalTextStyle: Hashable, Sendable {
    /// Bold, or bright on some terminals.
    public var isBold: Bool
    /// Faint.
    public var isDim: Bool
    /// Underlined.
    public var isUnderlined: Bool
    /// Foreground and background swapped.
    public var isReversed: Bool
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: TerminalColor?

    /// Creates a style.
    public init(isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false, foreground: TerminalColor? = nil) {
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.foreground = foreground
    }

    /// The terminal's default look.
    public static let plain = TerminalTextStyle()
    /// Bold.
    public static let bold = TerminalTextStyle(isBold: true)
    /// Faint.
    public static let dim = TerminalTextStyle(isDim: true)
    /// Reversed.
    public static let reversed = TerminalTextStyle(isReversed: true)

    /// The SGR escape sequence that switches to this style from any other.
    func selectGraphicRendition(usesColor: Bool) -> String {
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isUnderlined { codes.append("4") }
        if isReversed { codes.append("7") }
        if usesColor, let foreground { codes.append(String(foreground.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
