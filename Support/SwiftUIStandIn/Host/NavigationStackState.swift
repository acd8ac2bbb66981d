// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The state of one `NavigationStack`: how many screens are pushed.
@MainActor
final class NavigationStackState {
    /// The depth of the screen on top as of the last reading of the destinations' bindings:
    /// 0 for the root, one more for each pushed screen.
    var topDepth = 0
    /// Whether the stack itself was on screen in the last pass.
    var isOnScreen = true
}
