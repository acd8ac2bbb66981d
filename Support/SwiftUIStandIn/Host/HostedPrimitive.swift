// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A view the host interprets itself instead of evaluating a body: SwiftUI's primitives.
protocol HostedPrimitive {
    /// Updates the node that holds this view; `previous` is the value it replaces, when
    /// `isFresh` and the node was hosted before.
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost)
    /// Runs as the node leaves the tree.
    @MainActor func leave(_ node: ViewNode, in host: ViewHost)
    /// Adds what this view contributes to an alert's actions or message.
    @MainActor func collectAlertControls(into controls: inout [AlertControl])
}

extension HostedPrimitive {
    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {}

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {}
}

extension HostedPrimitive {
    /// Hands one child the view at `key`, or keeps the child as it is when not fresh.
    @MainActor func hostChild(
        _ child: @autoclosure () -> any View, key: AnyHashable = 0, of node: ViewNode, isFresh: Bool, context: HostContext, in host: ViewHost
    ) {
        host.updateChildren(of: node, with: isFresh ? [(key, child())] : nil, context)
    }
}
