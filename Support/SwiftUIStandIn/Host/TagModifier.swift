// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `tag(_:includeOptional:)`: inside a `TabView`, names a tab; the tab is on screen only while
/// it is the selected one. Elsewhere it changes nothing the host emulates.
nonisolated struct TagModifier: HostedModifier {
    let tag: AnyHashable

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        if let tabs = context.tabSelection {
            tabs.tags.append(tag)
            inner.tabSelection = nil
            inner.isOnScreen = context.isOnScreen && tabs.selected == tag
        }
        hostContent(content, of: node, context: inner, in: host)
    }
}
