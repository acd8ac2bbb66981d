// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat

    @inlinable public init() {
        self.init(x: 0, y: 0)
    }

    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Sendable {}
