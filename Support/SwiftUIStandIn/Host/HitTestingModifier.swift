// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `allowsHitTesting(_:)`: with `false`, the view and everything inside it take no taps,
/// presses or hovers (Apple's docs: “views that are not hit testable … ignore all touches”);
/// the host refuses a tap on such a button with `ViewHostError.notHittable`.
nonisolated struct HitTestingModifier: HostedModifier {
    let enabled: Bool

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        inner.allowsHitTesting = context.allowsHitTesting && enabled
        hostContent(content, of: node, context: inner, in: host)
    }
}
