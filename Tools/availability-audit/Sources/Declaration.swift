/// A declaration the audit knows by name: one of the stand-in's, or one of the checked code's own.
struct Declaration {
    /// What sort of declaration it is, which decides how uses are matched to it.
    enum Kind {
        case type
        case function
        case initializer
        case property
        case enumCase
    }

    let kind: Kind
    /// The base name: `alert` for `alert(_:isPresented:actions:)`, `init` for an initializer.
    let name: String
    /// The enclosing type, or the extended type for a member of an extension; `nil` at top level.
    let owner: String?
    /// The parameters of a function or initializer; empty for other kinds.
    let parameters: [DeclaredParameter]
    /// What its own `@available` attributes and those of the declarations around it say.
    let declaredAvailability: PlatformAvailability
    /// For a declaration inside an extension, the extended type, whose availability it inherits.
    let extendedType: String?
    /// `path:line` of the declaration.
    let location: String

    /// `TextField.init(_:text:axis:)`, `View.alert(_:isPresented:actions:)`, `ButtonRole.cancel`.
    var displayName: String {
        owner.map { "\($0).\(unqualifiedDisplayName)" } ?? unqualifiedDisplayName
    }

    /// `init(_:text:axis:)`, `alert(_:isPresented:actions:)`, `cancel`.
    var unqualifiedDisplayName: String {
        switch kind {
        case .function, .initializer:
            name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        case .type, .property, .enumCase:
            name
        }
    }
}
