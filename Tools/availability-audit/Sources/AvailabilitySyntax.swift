import SwiftSyntax

/// Reads availability out of `@available` attributes and `#available` / `#unavailable` checks.
///
/// ```swift
/// // @available(iOS 16.0, macOS 13.0, *)        -> [.iOS: 16.0, .macOS: 13.0]
/// // @available(tvOS, unavailable)              -> [.tvOS: .never]
/// // @available(iOS, introduced: 16.0)          -> [.iOS: 16.0]
/// let declared = AvailabilitySyntax.declared(in: function.attributes)
/// ```
enum AvailabilitySyntax {
    /// What the `@available` attributes in `attributes` declare, combined (highest level wins).
    static func declared(in attributes: AttributeListSyntax) -> PlatformAvailability {
        var result = PlatformAvailability()
        for element in attributes {
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            result = result.raised(by: declared(by: Array(arguments)))
        }
        return result
    }

    /// The versions a `#available` or `#unavailable` check lists.
    static func versions(checkedBy condition: AvailabilityConditionSyntax) -> PlatformAvailability {
        PlatformAvailability(
            Dictionary(
                condition.availabilityArguments.compactMap { argument in
                    guard case .availabilityVersionRestriction(let restriction) = argument.argument else { return nil }
                    return level(of: restriction).map { ($0.platform, $0.level) }
                },
                uniquingKeysWith: { Swift.max($0, $1) }
            ))
    }

    /// Whether `condition` is `#unavailable` rather than `#available`.
    static func isUnavailabilityCheck(_ condition: AvailabilityConditionSyntax) -> Bool {
        condition.availabilityKeyword.text == "#unavailable"
    }

    private static func declared(by arguments: [AvailabilityArgumentSyntax]) -> PlatformAvailability {
        guard let first = arguments.first else { return PlatformAvailability() }
        let rest = arguments.dropFirst()
        switch first.argument {
        case .availabilityVersionRestriction(let restriction) where restriction.version != nil:
            return shorthand(arguments)
        case .availabilityVersionRestriction(let restriction):
            return longForm(platformSpelling: restriction.platform.text, rest)
        case .token(let token):
            return longForm(platformSpelling: token.text, rest)
        default:
            return PlatformAvailability()
        }
    }

    /// `@available(iOS 16.0, macOS 13.0, *)`.
    private static func shorthand(_ arguments: [AvailabilityArgumentSyntax]) -> PlatformAvailability {
        var levels: [Platform: AvailabilityLevel] = [:]
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                let entry = level(of: restriction)
            else { continue }
            levels[entry.platform] = entry.level
        }
        return PlatformAvailability(levels)
    }

    /// `@available(iOS, introduced: 16.0)`, `@available(tvOS, unavailable)`, `@available(*, unavailable)`.
    private static func longForm(
        platformSpelling: String,
        _ rest: ArraySlice<AvailabilityArgumentSyntax>
    ) -> PlatformAvailability {
        let platforms: [Platform]
        if platformSpelling == "*" {
            platforms = Platform.allCases
        } else if let platform = Platform(spelling: platformSpelling) {
            platforms = [platform]
        } else {
            return PlatformAvailability()
        }
        var level: AvailabilityLevel?
        for argument in rest {
            switch argument.argument {
            case .token(let token) where token.text == "unavailable":
                level = .never
            case .availabilityLabeledArgument(let labeled) where labeled.label.text == "introduced":
                if case .version(let tuple) = labeled.value, let version = PlatformVersion(tuple.trimmedDescription),
                    level != .never
                {
                    level = .version(version)
                }
            default:
                continue
            }
        }
        guard let level, platformSpelling != "*" || level == .never else { return PlatformAvailability() }
        return PlatformAvailability(Dictionary(uniqueKeysWithValues: platforms.map { ($0, level) }))
    }

    private static func level(of restriction: PlatformVersionSyntax) -> (platform: Platform, level: AvailabilityLevel)? {
        guard let platform = Platform(spelling: restriction.platform.text),
            let tuple = restriction.version,
            let version = PlatformVersion(tuple.trimmedDescription)
        else { return nil }
        return (platform, .version(version))
    }
}
