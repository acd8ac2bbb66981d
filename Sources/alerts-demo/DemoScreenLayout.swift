import TerminalAlerts

/// Where each part of the demo's screen goes in a window: the title, the file list, the log,
/// the status line and the help at the bottom, on rows that never overlap.
///
/// When the window is short, the help is shortened, then dropped, and the blank rows between
/// the parts go, before the file list scrolls; the log always keeps its heading and at least
/// one line. Below ``minimumSize`` nothing fits, and the screen says so instead.
struct DemoScreenLayout: Hashable {
    /// The smallest window the screen is drawn in.
    static let minimumSize = TerminalSize(columns: 20, rows: 8)

    /// Whether the window is smaller than ``minimumSize``.
    let isTooSmall: Bool
    /// The row of the title.
    let titleRow: Int
    /// The row of the file list's heading.
    let filesHeadingRow: Int
    /// The rows of the file list (one for "no files left" when it is empty).
    let fileRows: Range<Int>
    /// The index of the file on the list's first row: past 0 when the list scrolls.
    let firstFile: Int
    /// The row of the log's heading.
    let logHeadingRow: Int
    /// The rows of the log's latest lines.
    let logRows: Range<Int>
    /// The row of the status line, when there is a status.
    let statusRow: Int?
    /// The rows of the help, at the bottom.
    let helpRows: Range<Int>
    /// The help's lines, one per row: the whole help, a shorter one, or none.
    let helpLines: [String]

    /// Lays the screen out.
    ///
    /// - Parameters:
    ///   - size: The window.
    ///   - fileCount: How many files the list has.
    ///   - selection: The selected file, kept on screen when the list scrolls.
    ///   - hasStatus: Whether a status line is shown.
    ///   - edges: The rows toasts and the loading line take at the top and bottom; the parts go
    ///     between them.
    ///   - help: The help, wrapped to the width, longest first: each is tried in turn, and
    ///     then none.
    init(size: TerminalSize, fileCount: Int, selection: Int, hasStatus: Bool, edges: TerminalEdgeInsets = .zero, help: [[String]]) {
        let band = edges.contentRows(amongRows: size.rows)
        let top = band.lowerBound
        let rows = band.count
        isTooSmall = size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
        let listCount = max(1, fileCount)
        let statusCount = hasStatus ? 1 : 0
        // The title, the two headings, one log line and the status take a row each.
        let fixed = 4 + statusCount
        // A blank row under the title and above the log, and one above the status and help
        // when there are any; they go before the list scrolls.
        func gaps(_ gap: Int, help: [String]) -> Int {
            gap * (help.isEmpty && !hasStatus ? 2 : 3)
        }
        let choices = help.map { ($0, 1) } + help.suffix(1).map { ($0, 0) } + [([String](), 0)]
        let fitting = choices.first { lines, gap in fixed + gaps(gap, help: lines) + listCount + lines.count <= rows }
        let (lines, gap) = fitting ?? ([], 0)
        let shownFiles = fitting == nil ? max(1, rows - fixed) : listCount
        helpLines = isTooSmall ? [] : lines
        helpRows = (top + rows - helpLines.count)..<(top + rows)
        statusRow = hasStatus ? helpRows.lowerBound - 1 : nil
        titleRow = top
        filesHeadingRow = top + 1 + gap
        fileRows = (filesHeadingRow + 1)..<(filesHeadingRow + 1 + shownFiles)
        let lastFirst = max(0, listCount - shownFiles)
        firstFile = min(lastFirst, max(0, selection - shownFiles + 1))
        logHeadingRow = fileRows.upperBound + gap
        let logEnd = (statusRow ?? helpRows.lowerBound) - (gaps(gap, help: helpLines) - 2 * gap)
        logRows = (logHeadingRow + 1)..<max(logHeadingRow + 1, logEnd)
    }

    /// Every part's rows, for checking that none overlap.
    var regions: [(name: String, rows: Range<Int>)] {
        [
            ("title", titleRow..<titleRow + 1),
            ("files heading", filesHeadingRow..<filesHeadingRow + 1),
            ("files", fileRows),
            ("log heading", logHeadingRow..<logHeadingRow + 1),
            ("log", logRows),
            ("status", statusRow.map { $0..<$0 + 1 } ?? 0..<0),
            ("help", helpRows),
        ]
    }
}
