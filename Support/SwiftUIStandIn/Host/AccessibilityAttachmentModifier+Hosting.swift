// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `accessibilityLabel(_:)` names the buttons inside it as assistive technologies read them
/// (Apple's docs: the label replaces the element's own); the host registers such a button
/// under that name. `accessibilityHidden(_:)` hides the content from them; the host records
/// it with each text and button. `accessibilityAddTraits(_:)` with `isModal` makes the element
/// modal: VoiceOver ignores the elements outside it; the host records it with each button.
extension AccessibilityAttachmentModifier: HostedModifier {
    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        switch attachment {
        case .label(let label): inner.accessibilityLabel = label
        case .hidden(let hidden): inner.isAccessibilityHidden = context.isAccessibilityHidden || hidden
        case .addedTraits(let traits): inner.isInAccessibilityModal = context.isInAccessibilityModal || traits.contains(.isModal)
        }
        hostContent(content, of: node, context: inner, in: host)
    }
}
