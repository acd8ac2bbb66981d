/// The size of a terminal, in character cells.
///
/// ```swift
/// let canvas = TerminalCanvas(size: TerminalSize(columns: 80, rows: 24))
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns: cells across.
    public var columns: Int
    /// The number of rows: lines down.
    public var rows: Int

    /// Creates a size; negative values count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The size as columns × rows, such as "80×24".
    public var description: String { "\(columns)×\(rows)" }
}
