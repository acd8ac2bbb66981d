// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A modifier SwiftUI implements itself (environment, appearance, task, alert, sheet): the
/// host interprets it; its body is never evaluated.
protocol HostedModifier: ViewModifier where Body == Never {
    /// Updates the node of the modified view; `content` is what it wraps.
    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost)
    /// Runs as the node leaves the tree.
    @MainActor func leave(_ node: ViewNode, in host: ViewHost)
}

extension HostedModifier {
    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {}

    /// Hands the wrapped content to the node's one child.
    @MainActor func hostContent(_ content: ViewInput, of node: ViewNode, context: HostContext, in host: ViewHost) {
        switch content {
        case .fresh(let view): host.updateChildren(of: node, with: [(0, view)], context)
        case .unchanged: host.updateChildren(of: node, with: nil, context)
        }
    }
}
