// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `padding`, `background`, `cornerRadius`, `foregroundColor`, `font` and `animation`: they
/// change how the content is drawn and laid out, which the host does not emulate
/// (Support/SwiftUIHost.md, “Not emulated”); the content is hosted as it is.
nonisolated struct DrawingModifier: HostedModifier {
    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        hostContent(content, of: node, context: context, in: host)
    }
}
