// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `keyboardShortcut(_:)`: the control inside is pressed by the shortcut's keys while it is
/// on screen and enabled (Apple's docs: “Assigns a keyboard shortcut to the modified control”;
/// `cancelAction` is the Escape key with no modifiers). The host records the shortcut with each
/// button inside, and `ViewHostDriver.pressEscape()` presses the one with `cancelAction`.
nonisolated struct KeyboardShortcutModifier: HostedModifier {
    let shortcut: KeyboardShortcut

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        var inner = context
        inner.keyboardShortcut = shortcut
        hostContent(content, of: node, context: inner, in: host)
    }
}
