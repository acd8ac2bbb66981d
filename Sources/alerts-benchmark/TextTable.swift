/// A plain-text table: the first column left-aligned, the others right-aligned, columns
/// separated by bars and the header underlined. Empty cells at the end of a row are left out.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct TextTable {
    let header: [String]
    private(set) var rows: [[String]] = []

    init(header: [String]) {
        self.header = header
    }

    /// Adds a row; missing trailing cells are left empty.
    mutating func append(_ row: [String]) {
        rows.append(row + Array(repeating: "", count: max(0, header.count - row.count)))
    }

    var rendered: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let used = (cells.lastIndex { !$0.isEmpty } ?? 0) + 1
            return cells.prefix(used).enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: " | ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
