/// How a full-screen terminal is drawn: with colour or not, with Unicode glyphs or ASCII.
///
/// ``TerminalMode/detect(environment:input:output:)`` reads it from the environment:
/// `NO_COLOR` (set and not empty) turns colour off; a locale that is not UTF-8 (`LC_ALL`,
/// `LC_CTYPE`, `LANG`) selects ASCII boxes and glyphs.
public struct TerminalAppearance: Hashable, Sendable {
    /// Whether text may be coloured.
    public var usesColor: Bool
    /// Whether boxes and marks use Unicode line drawing (`┌─┐`) rather than ASCII (`+-+`).
    public var usesUnicode: Bool

    /// Creates an appearance.
    public init(usesColor: Bool = true, usesUnicode: Bool = true) {
        self.usesColor = usesColor
        self.usesUnicode = usesUnicode
    }

    var glyphs: TerminalGlyphs { usesUnicode ? .unicode : .ascii }
}
