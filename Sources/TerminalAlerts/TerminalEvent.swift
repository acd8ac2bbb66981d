/// Something that happened at the terminal, delivered in order by ``TerminalSession/start()``.
///
/// In ``TerminalMode/fullScreen(_:)`` input arrives as ``key(_:)``; in ``TerminalMode/lines``
/// as ``line(_:)``.
public enum TerminalEvent: Hashable, Sendable {
    /// A key, in full-screen mode.
    case key(TerminalKey)
    /// A line the person typed or a script sent, without its line ending, in line mode.
    case line(String)
    /// The terminal changed size (SIGWINCH); redraw everything.
    case resized(TerminalSize)
    /// Ctrl-C, or SIGINT from elsewhere: abort everything.
    case interrupted
    /// The input ended (end of file, or the terminal hung up). Nothing more will be read.
    case endOfInput
}
