// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `disabled(_:)`: with `true`, the content and everything inside it see `isEnabled` false, as
/// SwiftUI's own modifier writes it (`isEnabled = isEnabled && !disabled`). Controls that are
/// not enabled take no action from any input (touch, keyboard, focus, menus, assistive
/// technology): the host refuses a tap on such a button with `ViewHostError.notHittable`.
nonisolated struct DisablingModifier: HostedModifier {
    let disabled: Bool

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        inner.environment.isEnabled = context.environment.isEnabled && !disabled
        inner.environmentChanged = inner.environmentChanged || content.isFresh
        hostContent(content, of: node, context: inner, in: host)
    }
}
