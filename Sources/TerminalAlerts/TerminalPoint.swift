/// A cell on a terminal screen, counted from zero at the top left corner.
public struct TerminalPoint: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// Creates a point.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
