// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `navigationDestination(isPresented:destination:)`: while the binding is true, the destination
/// is pushed onto the enclosing `NavigationStack`, one screen deeper than the modified view,
/// at the same presentation level, with the environment of the modified view and a `dismiss`
/// that pops it. Outside a stack it pushes nothing.
nonisolated struct NavigationDestinationModifier<Destination: View>: HostedModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    @MainActor func host(_ node: ViewNode, content wrapped: ViewInput, context: HostContext, in host: ViewHost) {
        let state: DestinationState
        if let existing = node.destination {
            state = existing
            state.isPresented = isPresented
        } else {
            state = DestinationState(isPresented: isPresented)
            node.destination = state
        }
        state.stack = context.navigation
        state.depth = context.navigationDepth
        host.register(destination: node)
        hostContent(wrapped, of: node, context: context, in: host)

        if state.isRequested, let stack = context.navigation {
            var inner = context
            inner.navigationDepth = context.navigationDepth + 1
            inner.isOnScreen = stack.isOnScreen && stack.topDepth == inner.navigationDepth
            inner.environmentChanged = context.environmentChanged || wrapped.isFresh
            inner.environment[IsPresentedKey.self] = true
            inner.environment[DismissActionKey.self] = DismissAction { [weak host] in host?.requestPop(of: state) }
            if let root = state.content {
                host.update(root, wrapped.isFresh ? .fresh(destination) : .unchanged, inner)
            } else {
                let root = ViewNode(key: 0, view: destination)
                state.content = root
                host.noteTreeChange()
                host.update(root, .fresh(destination), inner)
            }
        } else if let root = state.content {
            state.content = nil
            host.remove(root)
        }
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        if let root = node.destination?.content {
            node.destination?.content = nil
            host.remove(root)
        }
    }
}
