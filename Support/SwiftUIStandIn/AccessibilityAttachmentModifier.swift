// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    /// What the modifier changes for assistive technologies.
    enum Attachment {
        /// The label read for the element.
        case label(String)
        /// Whether the element and its children are hidden from them.
        case hidden(Bool)
        /// Traits added to the element.
        case addedTraits(AccessibilityTraits)
    }

    let attachment: Attachment

    public typealias Body = Never
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(attachment: .label(String(label))))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: .hidden(hidden)))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: .addedTraits(traits)))
    }
}
