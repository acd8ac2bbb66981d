// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The presentation modifiers that configure the presentation enclosing the content
/// (`presentationDetents`, `interactiveDismissDisabled`, …): the request is recorded on the
/// innermost sheet, cover or popover whose content holds the modifier, for as long as the
/// modifier is in the tree; outside any presentation it does nothing, as in SwiftUI.
nonisolated struct PresentationRequestModifier: HostedModifier {
    let request: PresentationRequest

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        context.presentation?.requests[ObjectIdentifier(node)] = request
        hostContent(content, of: node, context: context, in: host)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        for presenter in host.sheets {
            presenter.sheet?.requests[ObjectIdentifier(node)] = nil
        }
    }
}
