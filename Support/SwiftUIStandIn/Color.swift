// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The colour's name, which the host reports.
    let name: String

    public var description: String { name }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.name == rhs.name
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let white = Color(name: "white")
    public static let black = Color(name: "black")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "\(colorSpace)(\(red), \(green), \(blue), \(opacity))"
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public func opacity(_ opacity: Double) -> Color {
        Color(name: "\(name) at \(opacity)")
    }
}
