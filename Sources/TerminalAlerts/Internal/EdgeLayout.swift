import Alerts
import Foundation

/// Where the toasts and the loading line go on a full screen, and what each line says.
///
/// Toasts at the top edge take the first rows, in the order they appeared; the loading line and
/// then the toasts at the bottom edge take the last rows. Together they take at most a third of
/// the rows, and none in a window under six rows or ten columns; when there is less room, the
/// loading line and the newest toasts are kept.
struct EdgeLayout {
    /// One line: its text in styled pieces, and the keys that act on it, at its right end.
    struct Line {
        var pieces: [(text: String, style: TerminalTextStyle)]
        var hint: String?
    }

    /// Which keys act on which line, as ``TerminalAlertRenderer`` takes them.
    struct Keys {
        /// The toast Esc closes, unless Esc cancels the loading.
        var dismisses: AlertRequestID?
        /// The toast whose button Ctrl-T presses.
        var presses: AlertRequestID?
        /// Whether Esc cancels the loading.
        var cancelsLoading: Bool
    }

    /// How often the spinner turns.
    static let spinnerInterval = AlertDuration.milliseconds(100)
    static let unicodeSpinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinner = ["|", "/", "-", "\\"]

    let insets: TerminalEdgeInsets
    let topLines: [Line]
    let bottomLines: [Line]

    /// The most rows the lines may take in a window of this size.
    static func rowLimit(for size: TerminalSize) -> Int {
        size.rows >= 6 && size.columns >= 10 ? size.rows / 3 : 0
    }

    init(toasts: [ToastPresentation], loading: LoadingPresentation?, size: TerminalSize, usesUnicode: Bool, now: AlertDuration, keys: Keys) {
        var room = Self.rowLimit(for: size)
        let showsLoading = loading != nil && room > 0
        if showsLoading { room -= 1 }
        let kept = Set(toasts.suffix(room).map(\.id))
        let shown = toasts.filter { kept.contains($0.id) }
        let words = TerminalStrings.table
        func line(_ toast: ToastPresentation) -> Line {
            var hints: [String] = []
            if keys.presses == toast.id, let button = toast.toast.button {
                hints.append(words.format("Ctrl-T: %@", Self.shown(button.title, usesUnicode)))
            }
            if keys.dismisses == toast.id { hints.append(words["Esc: close"]) }
            return Line(
                pieces: Self.pieces(of: toast, usesUnicode: usesUnicode), hint: hints.isEmpty ? nil : hints.joined(separator: usesUnicode ? " · " : " | "))
        }
        topLines = shown.filter { $0.toast.position == .top }.map(line)
        var bottom: [Line] = []
        if showsLoading, let loading {
            let cancel = keys.cancelsLoading ? words.format("Esc: %@", Self.shown(AlertButton.cancel().title, usesUnicode)) : nil
            bottom.append(Line(pieces: Self.pieces(of: loading, usesUnicode: usesUnicode, now: now), hint: cancel))
        }
        bottomLines = bottom + shown.filter { $0.toast.position == .bottom }.map(line)
        insets = TerminalEdgeInsets(top: topLines.count, bottom: bottomLines.count)
    }

    /// Draws the lines over whatever their rows held.
    func draw(on canvas: inout TerminalCanvas, usesUnicode: Bool) {
        let rows = canvas.size.rows
        for (offset, line) in topLines.enumerated() {
            Self.draw(line, row: offset, on: &canvas, usesUnicode: usesUnicode)
        }
        for (offset, line) in bottomLines.enumerated() {
            Self.draw(line, row: rows - bottomLines.count + offset, on: &canvas, usesUnicode: usesUnicode)
        }
    }

    /// A toast as one line of plain text, for line mode.
    static func text(of toast: ToastPresentation, usesUnicode: Bool) -> String {
        pieces(of: toast, usesUnicode: usesUnicode).map(\.text).joined()
    }

    /// The loading indicator as one line of plain text, for line mode: its message, without
    /// spinner or time, since the line is printed once.
    static func text(of loading: LoadingPresentation, usesUnicode: Bool) -> String {
        var text = shown(loading.message, usesUnicode)
        if let progress = loading.progress { text += " \(Int((progress * 100).rounded(.down)))%" }
        return text
    }

    // MARK: - Private

    /// Text as it may be written: its control characters made visible, and in ASCII when the
    /// terminal is not UTF-8.
    private static func shown(_ text: String, _ usesUnicode: Bool) -> String {
        usesUnicode ? text.sanitizedForTerminal() : text.asciiFallback()
    }

    private static func pieces(of toast: ToastPresentation, usesUnicode: Bool) -> [(text: String, style: TerminalTextStyle)] {
        let style = toast.toast.style
        var pieces: [(text: String, style: TerminalTextStyle)] = [
            (style.terminalMark(unicode: usesUnicode), TerminalTextStyle(isBold: true, foreground: style.terminalColor)),
            (" " + shown(toast.toast.title, usesUnicode), .bold),
        ]
        if let count = toast.countLabel {
            pieces.append((" " + shown(count, usesUnicode), TerminalTextStyle(isBold: true, foreground: style.terminalColor)))
        }
        if let message = toast.toast.message, !message.isEmpty {
            pieces.append(((usesUnicode ? " — " : " - ") + shown(message, usesUnicode), .plain))
        }
        return pieces
    }

    private static func pieces(of loading: LoadingPresentation, usesUnicode: Bool, now: AlertDuration) -> [(text: String, style: TerminalTextStyle)] {
        let elapsed = max(.zero, now - loading.shownSince)
        let frames = usesUnicode ? unicodeSpinner : asciiSpinner
        let frame = frames[Int((elapsed.nanoseconds / spinnerInterval.nanoseconds) % Int64(frames.count))]
        let seconds = elapsed.nanoseconds / 1_000_000_000
        var pieces: [(text: String, style: TerminalTextStyle)] = [
            (frame, TerminalTextStyle(isBold: true, foreground: .cyan)),
            (" " + text(of: loading, usesUnicode: usesUnicode), .plain),
        ]
        if loading.operationCount > 1 {
            pieces.append((" " + (usesUnicode ? "×" : "x") + "\(loading.operationCount)", .bold))
        }
        pieces.append(("  " + String(format: "%lld:%02lld", seconds / 60, seconds % 60), .dim))
        return pieces
    }

    /// Writes one line across the whole row: its text from the left, cut with an ellipsis
    /// where it does not fit, and its hint at the right end while there is room for both.
    private static func draw(_ line: Line, row: Int, on canvas: inout TerminalCanvas, usesUnicode: Bool) {
        let columns = canvas.size.columns
        canvas.fill(row: row, column: 0, width: columns)
        let available = columns - 2
        var hint = line.hint
        if let text = hint, text.displayWidth + 2 + 10 > available { hint = nil }
        let room = available - (hint.map { $0.displayWidth + 2 } ?? 0)
        let ellipsis = usesUnicode ? "…" : "..."
        let total = line.pieces.reduce(0) { $0 + $1.text.displayWidth }
        let textRoom = total > room ? room - ellipsis.displayWidth : room
        var column = 1
        for piece in line.pieces where column - 1 < textRoom {
            column += canvas.write(piece.text, row: row, column: column, style: piece.style, maxWidth: textRoom - (column - 1))
        }
        if total > room { canvas.write(ellipsis, row: row, column: column, style: .dim) }
        if let hint {
            canvas.write(hint, row: row, column: columns - 1 - hint.displayWidth, style: .dim)
        }
    }
}
