// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    /// The text style's name.
    private var name: String

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.name == rhs.name
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func font(_ font: Font?) -> some View {
        modifier(DrawingModifier())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public enum TextStyle: CaseIterable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2

        public static let allCases: [Font.TextStyle] = [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
        ]

        @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
        public typealias AllCases = [Font.TextStyle]
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: "\(name) relative to \(textStyle)")
    }
}
