// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `transition(_:)`: SwiftUI applies the transition when the view enters or leaves inside an
/// animation; the host does not animate, so it records the transition of each view met in the
/// pass, for tests to read (`ViewHostDriver.contentTransitions`).
nonisolated struct TransitionModifier: HostedModifier {
    let parts: [String]

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        host.register(transition: parts, level: context.level)
        hostContent(content, of: node, context: context, in: host)
    }
}
