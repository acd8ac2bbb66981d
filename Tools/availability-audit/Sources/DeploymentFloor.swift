import SwiftParser
import SwiftSyntax

/// The oldest OS version the package supports on each platform, read from the
/// `platforms:` argument of its manifest.
///
/// A platform the manifest does not list gets SwiftPM's default deployment target.
///
/// ```swift
/// // platforms: [.iOS(.v15), .macOS(.v12), .tvOS("15.0")]
/// let floor = DeploymentFloor(manifest: source)
/// floor.context[.iOS]   // .version(15.0)
/// ```
struct DeploymentFloor {
    /// The floor as a context: the level every line of the package can rely on.
    let context: PlatformAvailability

    /// SwiftPM's deployment targets for platforms a manifest leaves out.
    static let defaultVersions: [Platform: String] = [
        .iOS: "12.0", .macOS: "10.13", .tvOS: "12.0", .watchOS: "4.0", .visionOS: "1.0",
    ]

    /// Reads the floor from a manifest's source.
    init(manifest source: String) {
        let listed = Self.listedVersions(in: Parser.parse(source: source))
        var levels: [Platform: AvailabilityLevel] = [:]
        for platform in Platform.allCases {
            let version = listed[platform] ?? PlatformVersion(Self.defaultVersions[platform]!)!
            levels[platform] = .version(version)
        }
        context = PlatformAvailability(levels)
    }

    /// `.iOS(.v15)`, `.macOS(.v10_15)` and `.macOS("12.0")` entries of `platforms: [...]`.
    private static func listedVersions(in tree: SourceFileSyntax) -> [Platform: PlatformVersion] {
        let argument = tree.tokens(viewMode: .sourceAccurate).first { token in
            token.text == "platforms" && token.parent?.is(LabeledExprSyntax.self) == true
        }
        guard let array = argument?.parent?.as(LabeledExprSyntax.self)?.expression.as(ArrayExprSyntax.self) else {
            return [:]
        }
        var versions: [Platform: PlatformVersion] = [:]
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let platform = Platform(spelling: name),
                let value = call.arguments.first?.expression,
                let version = version(in: value)
            else { continue }
            versions[platform] = version
        }
        return versions
    }

    private static func version(in expression: ExprSyntax) -> PlatformVersion? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard name.hasPrefix("v") else { return nil }
            return PlatformVersion(name.dropFirst().split(separator: "_").joined(separator: "."))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return PlatformVersion(literal.segments.trimmedDescription)
        }
        return nil
    }
}
