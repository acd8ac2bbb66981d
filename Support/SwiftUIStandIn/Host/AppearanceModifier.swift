// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `onAppear(perform:)` and `onDisappear(perform:)`: the action runs after the update in which
/// the modified view enters, or leaves, the tree.
nonisolated struct AppearanceModifier: HostedModifier {
    enum Moment {
        case appear
        case disappear
    }

    let moment: Moment
    let action: (() -> Void)?

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        if moment == .appear, !node.hasAppeared, let action {
            host.afterUpdate { action() }
        }
        node.hasAppeared = true
        hostContent(content, of: node, context: context, in: host)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        if moment == .disappear, let action {
            host.afterUpdate { action() }
        }
    }
}
