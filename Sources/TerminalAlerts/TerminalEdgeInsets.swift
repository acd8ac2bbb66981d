/// The rows a ``TerminalAlertRenderer`` takes at the top and the bottom of a full screen for
/// toasts and the loading line; a program lays its own screen out between them.
///
/// ```swift
/// let edges = alerts.edgeInsets(for: canvas.size)
/// drawMyScreen(on: &canvas, rows: edges.top..<canvas.size.rows - edges.bottom)
/// alerts.draw(on: &canvas)
/// ```
public struct TerminalEdgeInsets: Hashable, Sendable {
    /// Rows taken at the top.
    public var top: Int
    /// Rows taken at the bottom.
    public var bottom: Int

    /// Creates insets.
    public init(top: Int = 0, bottom: Int = 0) {
        self.top = top
        self.bottom = bottom
    }

    /// No rows taken.
    public static let zero = TerminalEdgeInsets()

    /// The rows left between the insets on a screen with `rows` rows.
    public func contentRows(amongRows rows: Int) -> Range<Int> {
        let start = min(max(0, top), rows)
        return start..<max(start, rows - max(0, bottom))
    }
}
