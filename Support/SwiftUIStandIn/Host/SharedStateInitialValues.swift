// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Gives the `@State` properties of one view value the initial values of another value of the
/// same structure: what a window gets when SwiftUI builds a `WindowGroup`'s root once and
/// hands the same value to each window (rule “Window group root”).
///
/// A stand-in `State` keeps its place in an object that copies of the value share, so one
/// value cannot be installed in two windows: the second window's root is built anew, for its
/// own storage, and then starts from the first root's initial values.
enum SharedStateInitialValues {
    /// Walks `source` and `target` together through their stored properties that are values
    /// (views, modifiers, tuples, optionals, enumerations; never objects or collections) and
    /// gives each `State` of `target` the initial value of the `State` at the same place in
    /// `source`. Where the two differ in shape, that part is left as it is.
    static func copy(from source: Any, into target: Any) {
        if let state = target as? any SharedInitialValue {
            state.adoptInitialValue(of: source)
            return
        }
        let sourceMirror = Mirror(reflecting: source)
        let targetMirror = Mirror(reflecting: target)
        guard isWalked(targetMirror), type(of: source) == type(of: target),
            sourceMirror.children.count == targetMirror.children.count
        else { return }
        for (sourceChild, targetChild) in zip(sourceMirror.children, targetMirror.children) {
            copy(from: sourceChild.value, into: targetChild.value)
        }
    }

    /// Whether a value's stored properties are walked: plain values only.
    private static func isWalked(_ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .struct?, .tuple?, .enum?, .optional?: true
        default: false
        }
    }
}
