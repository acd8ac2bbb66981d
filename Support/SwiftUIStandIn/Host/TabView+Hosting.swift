// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `TabView`: hosts every tab it has shown, each keeping its identity and state, and only the
/// selected one is on screen (rule “Disappearing is not leaving”): selecting another tab makes
/// the one shown disappear and the chosen one appear. The tabs are the views the content
/// tags with `tag(_:includeOptional:)`. A selection bound to a `State` (or a member of one) is
/// followed; one made with `Binding(get:set:)` is not read, and the tab view keeps its own.
extension TabView: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        let tabs = node.tabs ?? TabViewState()
        node.tabs = tabs
        if let selection, selection.location.valueInPlace != nil {
            tabs.readBinding = Self.reader(of: selection)
            tabs.writeBinding = Self.writer(of: selection)
        } else {
            tabs.readBinding = nil
            tabs.writeBinding = nil
        }
        tabs.tags = []
        host.register(tabView: node)
        var inner = context
        inner.tabSelection = tabs
        host.updateChildren(of: node, with: isFresh ? [(0, content)] : nil, inner)
    }

    /// Reads `selection` as a tag.
    private nonisolated static func reader(of selection: Binding<SelectionValue>) -> () -> AnyHashable? {
        { selection.location.valueInPlace.map { AnyHashable($0) } }
    }

    /// Writes a tag to `selection`, if it is of the selection's type.
    private nonisolated static func writer(of selection: Binding<SelectionValue>) -> (AnyHashable) -> Bool {
        { tag in
            guard let value = tag.base as? SelectionValue else { return false }
            return selection.location.writeInPlace(value)
        }
    }
}
