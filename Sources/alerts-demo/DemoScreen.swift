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

    func draw(on canvas: inout TerminalCanvas) {
        let width = canvas.size.columns
        let help = wrap(DemoCommand.keyHelp(unicode: usesUnicode), width: max(1, width - 2))
        let bottom = canvas.size.rows - help.count
        for (index, line) in help.enumerated() {
            canvas.write(line, row: bottom + index, column: 1, style: .dim)
        }
        if let status {
            canvas.write(status, row: bottom - 1, column: 1, style: TerminalTextStyle(foreground: .yellow))
        }
        let title = DemoStrings[usesUnicode ? "alerts-demo — one AlertCenter behind every action" : "alerts-demo - one AlertCenter behind every action"]
        canvas.write(title, row: 0, column: 1, style: .bold)
        canvas.write(DemoStrings["Files"], row: 2, column: 1, style: .bold)
        var row = 3
        let sizeWidth = 8
        let nameWidth = max(1, min(36, width - sizeWidth - 6))
        for (index, file) in files.enumerated() {
            let selected = index == selection
            if selected { canvas.write(">", row: row, column: 1, style: .bold) }
            let style = selected ? TerminalTextStyle.reversed : .plain
            canvas.fill(row: row, column: 3, width: nameWidth + sizeWidth + 1, style: style)
            canvas.write(file.name, row: row, column: 3, style: style, maxWidth: nameWidth)
            let size = file.formattedSize
            canvas.write(size, row: row, column: 3 + nameWidth + 1 + sizeWidth - size.displayWidth, style: style)
            row += 1
        }
        if files.isEmpty {
            canvas.write(DemoStrings["(no files left)"], row: row, column: 3, style: .dim)
            row += 1
        }
        row += 1
        let logEnd = bottom - (status == nil ? 1 : 2)
        guard row < logEnd else { return }
        canvas.write(DemoStrings["Log"], row: row, column: 1, style: .bold)
        row += 1
        let room = max(0, logEnd - row)
        for line in log.suffix(room) {
            canvas.write(line, row: row, column: 1, maxWidth: width - 2)
            row += 1
        }
    }

    /// Breaks the help line at its separators.
    private func wrap(_ text: String, width: Int) -> [String] {
        let separator = usesUnicode ? " · " : " | "
        var lines: [String] = []
        var line = ""
        for part in text.components(separatedBy: separator) {
            let candidate = line.isEmpty ? part : line + separator + part
            if candidate.displayWidth > width, !line.isEmpty {
                lines.append(line)
                line = part
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }
}
