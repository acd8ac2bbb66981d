// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Anchor<Value> {
    /// Stands for Apple's private box (a class), which keeps `Anchor` from being inferred
    /// `Sendable` or `BitwiseCopyable`; never set here.
    @usableFromInline
    internal let box: (() -> Value)?

    @frozen public struct Source {
        /// What the source names; the host does not lay anything out.
        @usableFromInline
        internal var name: String
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<Value>.Source(name: "rect")
    }

    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "bounds")
    }
}
