// SwiftUI stand-in for platforms without SwiftUI. Every public declaration in this file is
// transcribed from Apple's iOS 18.1 SDK (Xcode 16.1) module interfaces, SwiftUI.swiftinterface
// and SwiftUICore.swiftinterface: name, argument labels, generic parameters and constraints,
// default arguments, availability and isolation are Apple's. Bodies are minimal; the view host
// (Host/, Support/SwiftUIHost.md) interprets what they store.
//
// The stored properties are Apple's too (`key`, `hasFormatting`, `arguments` of
// `FormatArgument`s whose `storage` is `.value(CVarArg, Formatter?)`): code that reads a key
// with `Mirror`, as SwiftUIAlerts does, sees here the layout it sees on a device
// (Support/SwiftUIHost.md, “LocalizedStringKey”).

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    internal var key: String
    internal var hasFormatting: Bool = false
    private var arguments: [LocalizedStringKey.FormatArgument]

    public init(_ value: String) {
        key = value
        arguments = []
    }

    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.key
        hasFormatting = true
        arguments = stringInterpolation.arguments
    }

    @usableFromInline
    internal struct FormatArgument: Equatable {
        enum Storage {
            case value(CVarArg, Formatter?)
        }

        var storage: Storage

        @usableFromInline
        internal static func == (lhs: LocalizedStringKey.FormatArgument, rhs: LocalizedStringKey.FormatArgument) -> Bool {
            switch (lhs.storage, rhs.storage) {
            case (.value(let left, let leftFormatter), .value(let right, let rightFormatter)):
                String(describing: left) == String(describing: right) && leftFormatter === rightFormatter
            }
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizedStringKey.FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        // A literal `%` in an interpolated key is escaped, so only the arguments' own
        // specifiers are format specifiers.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(FormatArgument(storage: .value(string, nil)))
        }
    }

    /// The text with its arguments formatted in, as the stand-in's views show it (no lookup).
    internal var formattedForDisplay: String {
        guard hasFormatting else { return key }
        let values: [CVarArg] = arguments.map {
            switch $0.storage {
            case .value(let value, let formatter): formatter?.string(for: value) ?? value
            }
        }
        return String(format: key, locale: nil, arguments: values)
    }
}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.FormatArgument: Sendable {}
