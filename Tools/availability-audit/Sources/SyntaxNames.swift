import SwiftSyntax

/// Names as the audit compares them: without escaping backticks, types by their last
/// component and without generic arguments.
enum SyntaxNames {
    /// A name without the backticks that escape a keyword: `` `default` `` is `default`.
    static func unescaped(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `TextField` for `TextField<Text>`, `Style` for `Button.Style`; `nil` for other type syntax.
    static func lastTypeName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return unescaped(identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return unescaped(member.name.text)
        }
        return nil
    }

    /// The names in an inheritance clause: `View`, `Sendable` for `: View, Sendable`.
    static func inheritedTypeNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { lastTypeName(of: $0.type) } ?? []
    }
}
