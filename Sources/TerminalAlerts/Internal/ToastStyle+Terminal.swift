import Alerts

extension ToastStyle {
    /// The mark shown before a toast's title: the style is never told by colour alone.
    func terminalMark(unicode: Bool) -> String {
        switch self {
        case .info: "i"
        case .success: unicode ? "✓" : "+"
        case .warning: "!"
        case .error: unicode ? "✗" : "x"
        }
    }

    /// The colour of the mark.
    var terminalColor: TerminalColor {
        switch self {
        case .info: .cyan
        case .success: .green
        case .warning: .yellow
        case .error: .red
        }
    }
}
