/// The role of an ``AlertButton``, mirroring the roles SwiftUI gives its buttons.
///
/// Renderers style each role as the platform does: `.cancel` in the system's cancel position
/// and weight, `.destructive` in red.
public enum AlertButtonType: String, Sendable, Hashable, CaseIterable {
    /// A standard button with no special styling.
    case `default`
    /// Dismisses the alert without doing anything; at most one per alert.
    case cancel
    /// Performs an action that cannot be undone; drawn in red.
    case destructive
}
