// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

extension ViewHost {
    func register(accessibilityFocusElement element: AccessibilityFocusElement) {
        accessibilityFocusElements.append(element)
    }

    /// Moves the assistive technology focus after a pass (rule “Accessibility focus”): an
    /// element at the top level, not hidden from assistive technologies, whose binding asks for
    /// the focus takes it, and the binding of the element that had it is set back; the focus
    /// leaves an element that left the tree, went off screen, was hidden, or lies beneath a
    /// sheet, and its binding is set back; it is dismissed when the element's binding is set
    /// back by the app. Returns whether the focus moved.
    func updateAccessibilityFocus() -> Bool {
        let top = topLevel
        let reachable = accessibilityFocusElements.filter { $0.level == top && !$0.isAccessibilityHidden }
        var moved = false
        if let focused = accessibilityFocusedElement, !reachable.contains(where: { $0.id == focused.id }) {
            accessibilityFocusedElement = nil
            focused.release()
            moved = true
        }
        if let asking = reachable.first(where: { $0.id != accessibilityFocusedElement?.id && $0.isRequested() }) {
            let previous = accessibilityFocusedElement
            accessibilityFocusedElement = asking
            previous?.release()
            moved = true
        } else if let focused = accessibilityFocusedElement, let current = reachable.first(where: { $0.id == focused.id }) {
            if current.isRequested() {
                // The same element, met again in this pass: keep what it holds now.
                accessibilityFocusedElement = current
            } else {
                // Its binding was set back: the focus is dismissed.
                accessibilityFocusedElement = nil
                moved = true
            }
        }
        return moved
    }
}
