extension StringProtocol {
    /// The text made harmless to write to a terminal: nothing in it can move the cursor,
    /// clear the screen, set the window title or the clipboard, recolour or reorder text.
    ///
    /// Tab becomes a space, and so does a line break unless `keepingLineBreaks`. ESC, DEL and
    /// the other C0 controls become their visible pictures (`␛`, `␡`, `␇`…); C1 controls
    /// become `�`; bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are
    /// dropped. ``TerminalAlertRenderer`` and ``TerminalCanvas`` apply it to all text they
    /// did not write themselves; programs apply it to text they print.
    ///
    /// ```swift
    /// "Server says: \u{1B}]0;pwned\u{07}".sanitizedForTerminal()  // "Server says: ␛]0;pwned␇"
    /// ```
    public func sanitizedForTerminal(keepingLineBreaks: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x09:
                result.append(" ")
            case 0x0A:
                if previousWasCarriageReturn { result.removeLast() }
                result.append(keepingLineBreaks ? "\n" : " ")
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
