import Foundation
import TerminalAlerts

/// The demo's own screen under the alerts: the file list, the log of outcomes, a status line
/// and the help line naming the keys.
struct DemoScreen {
    var files: [DemoFile]
    var selection: Int
    var log: [String]
    var status: String?
    var usesUnicode: Bool
    /// The rows the renderer's toasts and loading line take at the top and bottom.
    var edges: TerminalEdgeInsets = .zero

    /// Where the parts go in a window of this size.
    func layout(size: TerminalSize) -> DemoScreenLayout {
        let helpWidth = max(1, size.columns - 2)
        return DemoScreenLayout(
            size: size,
            fileCount: files.count,
            selection: selection,
            hasStatus: status != nil,
            edges: edges,
            help: [wrap(DemoCommand.keyHelp(unicode: usesUnicode), width: helpWidth), wrap(shortHelp, width: helpWidth)]
        )
    }

    func draw(on canvas: inout TerminalCanvas) {
        let width = canvas.size.columns
        let layout = layout(size: canvas.size)
        if layout.isTooSmall {
            drawTooSmallNotice(on: &canvas)
            return
        }
        for (row, line) in zip(layout.helpRows, layout.helpLines) {
            canvas.write(line, row: row, column: 1, style: .dim)
        }
        if let status, let row = layout.statusRow {
            canvas.write(shown(status), row: row, column: 1, style: TerminalTextStyle(foreground: .yellow), maxWidth: width - 2)
        }
        let title = DemoStrings[usesUnicode ? "alerts-demo — one AlertCenter behind every action" : "alerts-demo - one AlertCenter behind every action"]
        canvas.write(title, row: layout.titleRow, column: 1, style: .bold, maxWidth: width - 2)
        canvas.write(DemoStrings["Files"], row: layout.filesHeadingRow, column: 1, style: .bold)
        var row = layout.fileRows.lowerBound
        let sizeWidth = 8
        let nameWidth = max(1, min(36, width - sizeWidth - 6))
        for (index, file) in files.enumerated().dropFirst(layout.firstFile).prefix(layout.fileRows.count) {
            let selected = index == selection
            if selected { canvas.write(">", row: row, column: 1, style: .bold) }
            let style = selected ? TerminalTextStyle.reversed : .plain
            canvas.fill(row: row, column: 3, width: nameWidth + sizeWidth + 1, style: style)
            canvas.write(shown(file.name), row: row, column: 3, style: style, maxWidth: nameWidth)
            let size = file.formattedSize
            canvas.write(size, row: row, column: 3 + nameWidth + 1 + sizeWidth - size.displayWidth, style: style)
            row += 1
        }
        if files.isEmpty {
            canvas.write(DemoStrings["(no files left)"], row: row, column: 3, style: .dim)
        }
        canvas.write(DemoStrings["Log"], row: layout.logHeadingRow, column: 1, style: .bold)
        for (row, line) in zip(layout.logRows, log.suffix(layout.logRows.count)) {
            canvas.write(line, row: row, column: 1, maxWidth: width - 2)
        }
    }

    /// Text as the locale shows it: in ASCII when it is not UTF-8.
    private func shown(_ text: String) -> String {
        usesUnicode ? text : text.asciiFallback()
    }

    /// The keys that matter most, for a window too short for the whole help.
    private var shortHelp: String {
        ["d delete", "r rename", "q quit", "Ctrl-C abort"].map { DemoStrings[$0] }.joined(separator: usesUnicode ? " · " : " | ")
    }

    /// Says that the window is too small, in as much of it as there is.
    private func drawTooSmallNotice(on canvas: inout TerminalCanvas) {
        let minimum = DemoScreenLayout.minimumSize
        let lines = [
            DemoStrings["Window too small"],
            DemoStrings.format("(needs %1$ldx%2$ld)", minimum.columns, minimum.rows),
            DemoStrings["Ctrl-C quits"],
        ].map(shown)
        let top = max(0, (canvas.size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = max(0, (canvas.size.columns - line.displayWidth) / 2)
            canvas.write(line, row: top + offset, column: column, style: offset == 0 ? .bold : .plain)
        }
    }

    /// Breaks the help line at its separators, and a part wider than the line between its
    /// words.
    private func wrap(_ text: String, width: Int) -> [String] {
        let separator = usesUnicode ? " · " : " | "
        var lines: [String] = []
        var line = ""
        func add(_ piece: String, joinedBy joiner: String) {
            let candidate = line.isEmpty ? piece : line + joiner + piece
            if candidate.displayWidth > width, !line.isEmpty {
                lines.append(line)
                line = piece
            } else {
                line = candidate
            }
        }
        for part in text.components(separatedBy: separator) {
            if part.displayWidth > width {
                for (index, word) in part.split(separator: " ").enumerated() {
                    add(String(word), joinedBy: index == 0 ? separator : " ")
                }
            } else {
                add(part, joinedBy: separator)
            }
        }
        lines.append(line)
        return lines
    }
}
