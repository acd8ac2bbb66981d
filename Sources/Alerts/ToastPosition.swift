/// Where a renderer shows a toast: at the top or the bottom edge of the screen.
public enum ToastPosition: String, Sendable, Hashable, CaseIterable {
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom
}
