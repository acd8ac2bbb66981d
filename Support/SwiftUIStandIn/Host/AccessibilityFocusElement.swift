// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// An element whose assistive technology focus is bound to an `AccessibilityFocusState`, met
/// in the last pass.
struct AccessibilityFocusElement {
    /// The identity of the modified view.
    let id: ObjectIdentifier
    let level: Int
    /// Whether it is hidden from assistive technologies (`accessibilityHidden`).
    let isAccessibilityHidden: Bool
    /// The texts inside it, then the names of its buttons, in tree order.
    let texts: [String]
    /// Whether its binding holds the value that gives it the focus.
    let isRequested: @MainActor () -> Bool
    /// Sets its binding back, as SwiftUI does when the focus leaves it.
    let release: @MainActor () -> Void
}
