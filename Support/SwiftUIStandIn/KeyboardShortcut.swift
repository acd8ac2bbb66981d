// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Sendable {
    /// The shortcut's name, which the host matches keys against.
    let name: String

    public static let defaultAction = KeyboardShortcut(name: "defaultAction")
    public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}
