// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`: binds the element's
/// assistive technology focus to a value of an `AccessibilityFocusState`. The host registers
/// the element, with the texts and buttons inside it, and moves the focus after each pass
/// (rule “Accessibility focus”).
nonisolated struct AccessibilityFocusModifier<Value: Hashable>: HostedModifier {
    let binding: Binding<Value>
    /// The value for which the element has the focus.
    let value: Value
    /// What the binding is set to when the focus leaves the element.
    let resetValue: Value

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        let firstText = host.contentTexts.count
        let firstButton = host.contentButtons.count
        hostContent(content, of: node, context: context, in: host)
        guard context.isOnScreen else { return }
        let texts = host.contentTexts[firstText...].map(\.text) + host.contentButtons[firstButton...].filter { !$0.isAccessibilityHidden }.map(\.title)
        host.register(
            accessibilityFocusElement: AccessibilityFocusElement(
                id: ObjectIdentifier(node), level: context.level, isAccessibilityHidden: context.isAccessibilityHidden, texts: texts,
                isRequested: { [binding, value] in binding.wrappedValue == value },
                release: { [binding, value, resetValue] in
                    if binding.wrappedValue == value {
                        binding.wrappedValue = resetValue
                    }
                }
            ))
    }
}
