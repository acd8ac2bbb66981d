// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `NavigationStack`: hosts its root at depth 0; the screens that `navigationDestination`
/// modifiers inside it push are hosted above it, and only the deepest one is on screen (rule
/// “Disappearing is not leaving”): a push makes the screen below disappear, keeping its state;
/// a pop ends the pushed screen's identity and makes the one below appear again.
extension NavigationStack: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        let stack = node.navigation ?? NavigationStackState()
        node.navigation = stack
        stack.isOnScreen = context.isOnScreen
        var inner = context
        inner.navigation = stack
        inner.navigationDepth = 0
        inner.isOnScreen = context.isOnScreen && stack.topDepth == 0
        host.updateChildren(of: node, with: isFresh ? [(0, root)] : nil, inner)
    }
}
