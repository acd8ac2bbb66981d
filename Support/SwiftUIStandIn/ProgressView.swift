// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    /// The title the host reports; empty without one.
    let title: String
    /// The fraction completed, from 0 to 1, or `nil` for an indeterminate indicator.
    let fractionCompleted: Double?

    @MainActor @preconcurrency public var body: some View {
        EmptyView()
    }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView {
        self.init(title: "", fractionCompleted: nil)
    }

    @_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {
        self.init(title: String(title), fractionCompleted: nil)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(title: "", fractionCompleted: Self.fraction(value, of: total))
    }

    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {
        self.init(title: String(title), fractionCompleted: Self.fraction(value, of: total))
    }

    /// `value` over `total`, held between 0 and 1 as SwiftUI draws it; `nil` (indeterminate)
    /// for no value.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0, !value.isNaN else { return 0 }
        return min(max(Double(value / total), 0), 1)
    }
}
