/// Something that happened at the terminal, delivered in order by ``TerminalSession/start()``.
///
/// In ``TerminalMode/fullScreen(_:)`` input arrives as ``key(_:)``; in ``TerminalMode/lines``
/// as ``line(_:)``.
public enum TerminalEvent: Hashable, Sendable {
    /// A key, in full-screen mode.
    case key(TerminalKey)
    /// A line the person typed or a script sent, without its line ending, in line mode.
    case line(String)
    /// The terminal changed size (SIGWINCH), or the program took the terminal again after a
    /// stop (Ctrl-Z or SIGSTOP, then `fg`): redraw everything.
    case resized(TerminalSize)
    /// Ctrl-C, or SIGINT from elsewhere: abort everything.
    case interrupted
    /// SIGTERM or SIGHUP, in either mode: another program, or the terminal closing, asks this
    /// one to end. Abort everything as for ``interrupted``, then end; programs exit with
    /// status 128 plus the signal's number. A second such signal ends the process at once.
    case terminated(signal: Int32)
    /// The input ended (end of file, or the terminal hung up: in full-screen mode, the terminal
    /// is gone). Nothing more will be read.
    case endOfInput
}
