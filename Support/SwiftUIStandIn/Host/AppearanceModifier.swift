// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `onAppear(perform:)` and `onDisappear(perform:)`: the action runs after the update in which
/// the modified view comes on screen, or goes off it: it enters or leaves the tree, or stays
/// in it while a screen is pushed over it, another tab is selected or a full-screen cover
/// hides it (rule “Disappearing is not leaving”).
nonisolated struct AppearanceModifier: HostedModifier {
    enum Moment {
        case appear
        case disappear
    }

    let moment: Moment
    let action: (() -> Void)?

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        if context.isOnScreen != node.hasAppeared {
            node.hasAppeared = context.isOnScreen
            node.hasEverAppeared = node.hasEverAppeared || context.isOnScreen
            if moment == (context.isOnScreen ? .appear : .disappear), let action {
                host.afterUpdate { action() }
            }
        }
        hostContent(content, of: node, context: context, in: host)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        if moment == .disappear, node.hasAppeared, let action {
            host.afterUpdate { action() }
        }
        if node.hasEverAppeared, let action {
            host.noteStrayAppearance({ action() }, appearing: moment == .appear)
        }
        node.hasAppeared = false
    }
}
