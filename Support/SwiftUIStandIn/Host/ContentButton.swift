// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// A button of the content met in the last pass.
struct ContentButton {
    let level: Int
    /// The name it is tapped by (see `Button.name(in:)`).
    let title: String
    let action: @MainActor () -> Void
    /// Whether it takes taps: `false` inside `allowsHitTesting(false)`.
    let isHittable: Bool
    /// Whether it is hidden from assistive technologies.
    let isAccessibilityHidden: Bool
    /// Whether it is inside an element with the `isModal` accessibility trait.
    let isInAccessibilityModal: Bool
    /// Whether it is enabled: `false` below `disabled(true)`.
    let isEnabled: Bool
    /// The keyboard shortcut that presses it, if any.
    let keyboardShortcut: KeyboardShortcut?
    /// The views of their own it is inside (rule “Attached to a view”).
    let frames: [ObjectIdentifier]
}
