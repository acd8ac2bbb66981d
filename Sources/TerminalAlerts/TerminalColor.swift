/// One of the eight basic ANSI foreground colours, which every colour terminal shows.
public enum TerminalColor: Int, Hashable, Sendable, CaseIterable {
    /// Red: destructive actions.
    case red = 31
    /// Green.
    case green = 32
    /// Yellow.
    case yellow = 33
    /// Blue.
    case blue = 34
    /// Magenta.
    case magenta = 35
    /// Cyan.
    case cyan = 36
}
