// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Collects the controls of any view met in an alert's actions or message.
@MainActor
func collectAlertControls(of view: Any, into controls: inout [AlertControl]) {
    (view as? any HostedPrimitive)?.collectAlertControls(into: &controls)
}

extension EmptyView: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {}
}

extension Text: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(text: content, level: context.level)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        controls.append(.text(content))
    }
}

extension Button: HostedPrimitive {
    /// The name the button is tapped by: its accessibility label, else its title, else the
    /// texts of its label view.
    @MainActor func name(in context: HostContext) -> String {
        if let label = context.accessibilityLabel { return label }
        guard title.isEmpty, let label else { return title }
        var controls: [AlertControl] = []
        SwiftUI.collectAlertControls(of: label, into: &controls)
        return controls.compactMap { control -> String? in
            if case .text(let text) = control { return text }
            return nil
        }.joined(separator: " ")
    }

    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(
            button: ContentButton(
                level: context.level, title: name(in: context), action: action,
                isHittable: context.allowsHitTesting && context.environment.isEnabled,
                isAccessibilityHidden: context.isAccessibilityHidden, isInAccessibilityModal: context.isInAccessibilityModal,
                isEnabled: context.environment.isEnabled, keyboardShortcut: context.keyboardShortcut, frames: context.frames
            ))
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        controls.append(.button(title: title, role: role, action: action))
    }
}

extension TextField: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(
            textField: ContentTextField(
                level: context.level, title: title, isSecure: false, text: text, isHittable: context.allowsHitTesting && context.environment.isEnabled))
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        controls.append(.textField(title: title, isSecure: false, text: text))
    }
}

extension SecureField: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(
            textField: ContentTextField(
                level: context.level, title: title, isSecure: true, text: text, isHittable: context.allowsHitTesting && context.environment.isEnabled))
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        controls.append(.textField(title: title, isSecure: true, text: text))
    }
}

extension TupleView: HostedPrimitive {
    private var elements: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        host.updateChildren(of: node, with: isFresh ? elements.enumerated().map { (AnyHashable($0.offset), $0.element) } : nil, context)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        for element in elements {
            SwiftUI.collectAlertControls(of: element, into: &controls)
        }
    }
}

extension VStack: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        hostChild(content, of: node, isFresh: isFresh, context: context, in: host)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        SwiftUI.collectAlertControls(of: content, into: &controls)
    }
}

extension HStack: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        hostChild(content, of: node, isFresh: isFresh, context: context, in: host)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        SwiftUI.collectAlertControls(of: content, into: &controls)
    }
}

extension Spacer: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {}
}

extension Image: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(image: name, level: context.level)
    }
}

extension ProgressView: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard context.isOnScreen else { return }
        host.register(progressView: title, fractionCompleted: fractionCompleted, level: context.level)
    }
}

extension AnyView: HostedPrimitive {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        host.updateChildren(of: node, with: isFresh ? (storage as? any View).map { [(0, $0)] } ?? [] : nil, context)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        SwiftUI.collectAlertControls(of: storage, into: &controls)
    }
}

extension Optional: HostedPrimitive where Wrapped: View {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        host.updateChildren(of: node, with: isFresh ? map { [("some", $0)] } ?? [] : nil, context)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        if let self {
            SwiftUI.collectAlertControls(of: self, into: &controls)
        }
    }
}

extension _ConditionalContent: HostedPrimitive where TrueContent: View, FalseContent: View {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard isFresh else {
            host.updateChildren(of: node, with: nil, context)
            return
        }
        switch storage {
        case .trueContent(let content): host.updateChildren(of: node, with: [(true, content)], context)
        case .falseContent(let content): host.updateChildren(of: node, with: [(false, content)], context)
        }
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        switch storage {
        case .trueContent(let content): SwiftUI.collectAlertControls(of: content, into: &controls)
        case .falseContent(let content): SwiftUI.collectAlertControls(of: content, into: &controls)
        }
    }
}

extension ForEach: HostedPrimitive where Content: View {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        host.updateChildren(of: node, with: isFresh ? data.map { (AnyHashable(elementID($0)), content($0)) } : nil, context)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        for element in data {
            SwiftUI.collectAlertControls(of: content(element), into: &controls)
        }
    }
}

extension _ViewModifier_Content: HostedPrimitive {
    /// Splices in the content of the modifier whose body holds this placeholder: a new value
    /// only when the modifier was handed new content, otherwise the content keeps its identity
    /// untouched.
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        guard let splice = context.splices[ObjectIdentifier(Modifier.self)] else {
            host.updateChildren(of: node, with: [], context)
            return
        }
        host.updateChildren(of: node, with: splice.isFresh || node.children.isEmpty ? [(0, splice.content)] : nil, context)
    }
}

extension ModifiedContent: HostedPrimitive where Content: View, Modifier: ViewModifier {
    @MainActor func host(_ node: ViewNode, previous: (any View)?, isFresh: Bool, context: HostContext, in host: ViewHost) {
        if let hosted = modifier as? any HostedModifier {
            hosted.host(node, content: isFresh ? .fresh(content) : .unchanged, context: context, in: host)
        } else {
            host.hostModifier(modifier, content: content, previous: (previous as? Self)?.modifier, node: node, isFresh: isFresh, context: context)
        }
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        (modifier as? any HostedModifier)?.leave(node, in: host)
    }

    @MainActor func collectAlertControls(into controls: inout [AlertControl]) {
        SwiftUI.collectAlertControls(of: content, into: &controls)
    }
}
