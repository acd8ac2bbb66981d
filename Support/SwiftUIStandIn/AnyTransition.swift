// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyTransition {
    /// The transitions combined, in order, as the host reports them: `opacity`, `move(top)`.
    let parts: [String]
}

@available(*, unavailable)
extension AnyTransition: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(parts: ["move(\(edge))"])
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
    // Apple's module is not built in Swift 6 mode, where a static constant of a type that is
    // not Sendable must opt out of the check; the value is immutable.
    nonisolated(unsafe) public static let opacity = AnyTransition(parts: ["opacity"])
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(parts: parts + other.parts)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(parts: t.parts))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
    // Immutable; see `opacity`.
    nonisolated(unsafe) public static let identity = AnyTransition(parts: ["identity"])
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(parts: ["scale(\(scale))"])
    }
}
