// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `overlay(alignment:content:)`: the overlay is a second child in front of the content,
/// after it in tree order; each keeps its own identity (Apple's docs: the overlay is laid out
/// in the content's frame, in front of it). Its alignment is layout, not emulated.
nonisolated struct OverlayModifier<Overlay: View>: HostedModifier {
    let alignment: Alignment
    let overlay: Overlay

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        switch content {
        case .fresh(let view): host.updateChildren(of: node, with: [(0, view), (1, overlay)], context, overlaying: true)
        case .unchanged: host.updateChildren(of: node, with: nil, context, overlaying: true)
        }
    }
}
