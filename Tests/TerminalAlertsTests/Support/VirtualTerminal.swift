@testable import TerminalAlerts

/// Enough of an xterm to rebuild the screen a program draws from the bytes it writes: UTF-8
/// text with wide characters, carriage return, line feed and scrolling, cursor positioning
/// and movement, erasing, the alternate screen, and cursor visibility. Colours and other SGR
/// attributes are ignored; the raw bytes are kept by ``PseudoTerminalProcess`` for tests that
/// check them.
struct VirtualTerminal {
    private(set) var size: TerminalSize
    /// The cursor, from (0, 0) at the top left.
    private(set) var cursor = TerminalPoint(row: 0, column: 0)
    private(set) var isCursorVisible = true
    private(set) var isAlternateScreen = false
    private(set) var isBracketedPasteOn = false

    /// Cells by row; `nil` is the right half of a wide character.
    private var cells: [[String?]]
    private var savedMainScreen: (cells: [[String?]], cursor: TerminalPoint)?
    private var savedCursor = TerminalPoint(row: 0, column: 0)
    private var pendingWrap = false
    private var state = ParserState.ground
    private var utf8: [UInt8] = []

    private enum ParserState {
        case ground
        case escape
        case controlSequence([UInt8])
        case operatingSystemCommand
        case characterSet
    }

    init(size: TerminalSize) {
        self.size = size
        cells = Self.blank(size)
    }

    /// The screen's text, one line per row, trailing spaces removed.
    var text: String {
        lines.joined(separator: "\n")
    }

    /// The rows' text, trailing spaces removed.
    var lines: [String] {
        cells.map { row in row.compactMap { $0 }.joined().trimmingTrailingSpaces() }
    }

    /// Changes the size the way a terminal window does: rows and columns are cut or added,
    /// what was drawn stays until the program, told by SIGWINCH, redraws.
    mutating func resize(to newSize: TerminalSize) {
        func fitted(_ grid: [[String?]]) -> [[String?]] {
            var rows = grid.prefix(newSize.rows).map { row -> [String?] in
                var cut = Array(row.prefix(newSize.columns))
                if cut.last.map({ $0 == nil }) == false, row.count > newSize.columns, row[newSize.columns] == nil {
                    cut[cut.count - 1] = " "
                }
                return cut + Array(repeating: " ", count: max(0, newSize.columns - cut.count))
            }
            while rows.count < newSize.rows { rows.append(Array(repeating: " ", count: newSize.columns)) }
            return rows
        }
        size = newSize
        cells = fitted(cells)
        savedMainScreen = savedMainScreen.map { (fitted($0.cells), $0.cursor) }
        cursor = TerminalPoint(row: min(cursor.row, newSize.rows - 1), column: min(cursor.column, newSize.columns - 1))
        pendingWrap = false
    }

    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { feed(byte) }
    }

    // MARK: - Parsing

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            ground(byte)
        case .escape:
            escape(byte)
        case .controlSequence(var collected):
            if (0x40...0x7E).contains(byte) {
                state = .ground
                controlSequence(parameters: collected, final: byte)
            } else {
                collected.append(byte)
                state = .controlSequence(collected)
            }
        case .operatingSystemCommand:
            if byte == 0x07 || byte == 0x1B { state = .ground }
        case .characterSet:
            state = .ground
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if !utf8.isEmpty || byte >= 0x80 {
            utf8.append(byte)
            var iterator = utf8.makeIterator()
            var decoder = UTF8()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                utf8 = []
                printScalar(scalar)
            case .emptyInput:
                break
            case .error:
                if utf8.count >= 4 || byte < 0x80 { utf8 = [] }
            }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D:
            cursor.column = 0
            pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08:
            cursor.column = max(0, cursor.column - 1)
            pendingWrap = false
        case 0x09:
            cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
        case 0x20...0x7E:
            printScalar(Unicode.Scalar(byte))
        default:
            break
        }
    }

    private mutating func escape(_ byte: UInt8) {
        state = .ground
        switch byte {
        case UInt8(ascii: "["): state = .controlSequence([])
        case UInt8(ascii: "]"): state = .operatingSystemCommand
        case UInt8(ascii: "("), UInt8(ascii: ")"): state = .characterSet
        case UInt8(ascii: "7"): savedCursor = cursor
        case UInt8(ascii: "8"): moveTo(row: savedCursor.row, column: savedCursor.column)
        case UInt8(ascii: "\\"): break
        default: break
        }
    }

    private mutating func controlSequence(parameters bytes: [UInt8], final: UInt8) {
        let isPrivate = bytes.first == UInt8(ascii: "?")
        let text = String(decoding: isPrivate ? Array(bytes.dropFirst()) : bytes, as: UTF8.self)
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func number(_ index: Int, default value: Int) -> Int {
            numbers.indices.contains(index) && numbers[index] != 0 ? numbers[index] : value
        }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            moveTo(row: number(0, default: 1) - 1, column: number(1, default: 1) - 1)
        case UInt8(ascii: "A"): moveTo(row: cursor.row - number(0, default: 1), column: cursor.column)
        case UInt8(ascii: "B"): moveTo(row: cursor.row + number(0, default: 1), column: cursor.column)
        case UInt8(ascii: "C"): moveTo(row: cursor.row, column: cursor.column + number(0, default: 1))
        case UInt8(ascii: "D"): moveTo(row: cursor.row, column: cursor.column - number(0, default: 1))
        case UInt8(ascii: "G"): moveTo(row: cursor.row, column: number(0, default: 1) - 1)
        case UInt8(ascii: "d"): moveTo(row: number(0, default: 1) - 1, column: cursor.column)
        case UInt8(ascii: "J"): eraseInDisplay(numbers.first ?? 0)
        case UInt8(ascii: "K"): eraseInLine(numbers.first ?? 0)
        case UInt8(ascii: "h") where isPrivate: setMode(numbers, on: true)
        case UInt8(ascii: "l") where isPrivate: setMode(numbers, on: false)
        default: break
        }
    }

    private mutating func setMode(_ modes: [Int], on: Bool) {
        for mode in modes {
            switch mode {
            case 25: isCursorVisible = on
            case 2004: isBracketedPasteOn = on
            case 1049, 1047, 47:
                if on, !isAlternateScreen {
                    savedMainScreen = (cells, cursor)
                    cells = Self.blank(size)
                    isAlternateScreen = true
                } else if !on, isAlternateScreen, let saved = savedMainScreen {
                    cells = saved.cells
                    cursor = saved.cursor
                    savedMainScreen = nil
                    isAlternateScreen = false
                }
            default: break
            }
        }
    }

    // MARK: - Screen changes

    private mutating func printScalar(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.of(scalar)
        if width == 0 {
            let column = cursor.column - (pendingWrap ? 0 : 1)
            if column >= 0, let previous = cells[cursor.row][column] {
                cells[cursor.row][column] = previous + String(scalar)
            }
            return
        }
        if pendingWrap {
            cursor.column = 0
            lineFeed()
        }
        if width == 2, cursor.column == size.columns - 1 {
            cursor.column = 0
            lineFeed()
        }
        put(String(scalar), width: width)
        if cursor.column + width >= size.columns {
            cursor.column = size.columns - 1
            pendingWrap = true
        } else {
            cursor.column += width
        }
    }

    private mutating func put(_ text: String, width: Int) {
        let row = cursor.row
        let column = cursor.column
        blankCell(row: row, column: column)
        if width == 2, column + 1 < size.columns { blankCell(row: row, column: column + 1) }
        cells[row][column] = text
        if width == 2, column + 1 < size.columns { cells[row][column + 1] = nil }
    }

    /// Blanks a cell and the other half of a wide character it is part of.
    private mutating func blankCell(row: Int, column: Int) {
        if cells[row][column] == nil, column > 0 {
            cells[row][column - 1] = " "
        } else if column + 1 < size.columns, cells[row][column + 1] == nil {
            cells[row][column + 1] = " "
        }
        cells[row][column] = " "
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row == size.rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: size.columns))
        } else {
            cursor.row += 1
        }
    }

    private mutating func moveTo(row: Int, column: Int) {
        cursor = TerminalPoint(row: min(max(0, row), size.rows - 1), column: min(max(0, column), size.columns - 1))
        pendingWrap = false
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseInLine(0)
            for row in (cursor.row + 1)..<size.rows { cells[row] = Array(repeating: " ", count: size.columns) }
        case 1:
            eraseInLine(1)
            for row in 0..<cursor.row { cells[row] = Array(repeating: " ", count: size.columns) }
        default:
            cells = Self.blank(size)
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        let range: Range<Int> =
            switch mode {
            case 0: cursor.column..<size.columns
            case 1: 0..<(cursor.column + 1)
            default: 0..<size.columns
            }
        for column in range { blankCell(row: cursor.row, column: column) }
    }

    private static func blank(_ size: TerminalSize) -> [[String?]] {
        Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
    }
}
