// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    /// The title the host shows and taps it by; empty for a button built from a label view.
    let title: String
    /// The label view of a button built from one, whose texts name it.
    let label: Label?
    /// The role the host reports.
    let role: ButtonRole?
    /// What a tap runs.
    let action: @MainActor () -> Void

    init(title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void, label: Label? = nil) {
        self.title = title
        self.role = role
        self.action = action
        self.label = label
    }

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(title: "", role: nil, action: action, label: label())
    }

    @MainActor @preconcurrency public var body: some View {
        EmptyView()
    }
}

@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(title: titleKey.formattedForDisplay, role: nil, action: action)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title: titleKey.formattedForDisplay, role: role, action: action)
    }

    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.init(title: String(title), role: role, action: action)
    }
}
