/// A screen's worth of styled text, drawn into before it is shown on the terminal.
///
/// A program draws its own screen into a canvas, ``TerminalAlertRenderer`` draws the visible
/// alert on top, and ``TerminalSession/render(_:)`` shows the result. Text is placed by
/// terminal cells: wide characters take two, and anything past the right edge is cut.
///
/// ```swift
/// var canvas = TerminalCanvas(size: session.size)
/// canvas.write("Files", row: 0, column: 1, style: .bold)
/// alerts.draw(on: &canvas)
/// session.render(canvas)
/// ```
public struct TerminalCanvas: Sendable {
    struct Cell: Hashable, Sendable {
        /// The character shown, or `nil` for the right half of a wide character.
        var text: String?
        var style: TerminalTextStyle

        static let blank = Cell(text: " ", style: .plain)
    }

    /// The canvas's size.
    public let size: TerminalSize
    /// Where the terminal's cursor should be shown, or `nil` to hide it.
    public var cursor: TerminalPoint?
    private var cells: [Cell]

    /// Creates a blank canvas.
    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// Writes text on one row from a column, cut at the right edge or after `maxWidth` cells.
    /// Control characters are shown as visible placeholders, never sent to the terminal (see
    /// ``Swift/StringProtocol/sanitizedForTerminal(keepingLineBreaks:)``).
    ///
    /// - Returns: The number of cells written.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TerminalTextStyle = .plain, maxWidth: Int? = nil) -> Int {
        guard (0..<size.rows).contains(row) else { return 0 }
        let limit = min(size.columns, column + (maxWidth ?? size.columns))
        var x = column
        var lastCell: Int?
        for character in text.sanitizedForTerminal() {
            let cells = DisplayWidth.of(character)
            if cells == 0 {
                if let lastCell, let previous = self.cells[lastCell].text {
                    self.cells[lastCell].text = previous + String(character)
                }
                continue
            }
            guard x + cells <= limit else { break }
            if x >= 0 {
                clear(row: row, column: x, style: style)
                if cells == 2 { clear(row: row, column: x + 1, style: style) }
                let index = row * size.columns + x
                self.cells[index] = Cell(text: String(character), style: style)
                if cells == 2 { self.cells[index + 1] = Cell(text: nil, style: style) }
                lastCell = index
            }
            x += cells
        }
        return max(0, x - max(column, 0))
    }

    /// Fills cells of one row with spaces in a style.
    public mutating func fill(row: Int, column: Int, width: Int, style: TerminalTextStyle = .plain) {
        guard (0..<size.rows).contains(row) else { return }
        let start = max(0, column)
        let end = min(size.columns, column + width)
        guard start < end else { return }
        for x in start..<end {
            clear(row: row, column: x, style: style)
            cells[row * size.columns + x] = Cell(text: " ", style: style)
        }
    }

    /// Makes everything drawn so far faint, as a backdrop for a dialog.
    public mutating func dim() {
        for index in cells.indices {
            cells[index].style.isDim = true
            cells[index].style.isBold = false
        }
    }

    /// The text of one row without styles, trailing spaces removed.
    public func text(ofRow row: Int) -> String {
        guard (0..<size.rows).contains(row) else { return "" }
        let start = row * size.columns
        return cells[start..<start + size.columns].compactMap(\.text).joined().trimmingTrailingSpaces()
    }

    /// Every row's text without styles, joined by line breaks.
    public var text: String {
        (0..<size.rows).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    /// The style of the cell at a point, for checking how something is drawn.
    public func style(at point: TerminalPoint) -> TerminalTextStyle? {
        guard (0..<size.rows).contains(point.row), (0..<size.columns).contains(point.column) else { return nil }
        return cells[point.row * size.columns + point.column].style
    }

    /// One row as terminal output: text with SGR sequences, styles reset at the end, trailing
    /// plain spaces left out (the caller erases the rest of the line) and at most `limit` cells;
    /// and how many cells the text covers. Without `usesUnicode` a character beyond ASCII
    /// still there (text typed or pasted, which is kept as it is) shows as `?` in each of its
    /// cells, so the row keeps its layout.
    func rendered(row: Int, usesColor: Bool, usesUnicode: Bool = true, limit: Int) -> (text: String, width: Int) {
        let start = row * size.columns
        let count = min(size.columns, max(0, limit))
        var rowCells = Array(cells[start..<start + count])
        if count > 0, count < size.columns, cells[start + count].text == nil {
            rowCells[count - 1] = .blank
        }
        while let last = rowCells.last, last == .blank {
            rowCells.removeLast()
        }
        var output = ""
        var current = TerminalTextStyle.plain
        for cell in rowCells {
            guard var text = cell.text ?? (usesUnicode ? nil : "?") else { continue }
            if !usesUnicode, !text.utf8.allSatisfy({ $0 < 0x80 }) {
                text = "?"
            }
            let style = usesColor ? cell.style : cell.style.withoutColor
            if style != current {
                output += style.selectGraphicRendition(usesColor: usesColor)
                current = style
            }
            output += text
        }
        if current != .plain {
            output += TerminalTextStyle.plain.selectGraphicRendition(usesColor: usesColor)
        }
        return (output, rowCells.count)
    }

    /// Blanks the cell at a column and the other half of a wide character it belongs to.
    private mutating func clear(row: Int, column: Int, style: TerminalTextStyle) {
        guard (0..<size.columns).contains(column) else { return }
        let index = row * size.columns + column
        if cells[index].text == nil, column > 0 {
            cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
        } else if column + 1 < size.columns, cells[index + 1].text == nil {
            cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
        }
        cells[index] = Cell(text: " ", style: style)
    }
}

extension TerminalTextStyle {
    var withoutColor: TerminalTextStyle {
        var copy = self
        copy.foreground = nil
        return copy
    }
}
