import SwiftSyntax

/// One parameter of a declared function or initializer, as far as call matching needs it.
struct DeclaredParameter {
    /// The argument label, `nil` for `_`.
    let label: String?
    /// Whether a call may leave it out (it has a default value or is variadic).
    let canBeOmitted: Bool
    /// Whether it takes several arguments (`T...`).
    let isVariadic: Bool
    /// For a parameter written as a function type, how many parameters that function takes;
    /// `nil` for any other type.
    let functionArity: Int?

    /// Whether its type is written as a function type, so a trailing closure can fill it.
    var resemblesFunction: Bool {
        functionArity != nil
    }

    /// Reads a parameter of a function or initializer signature.
    init(_ parameter: FunctionParameterSyntax) {
        let firstName = parameter.firstName.text
        label = firstName == "_" ? nil : SyntaxNames.unescaped(firstName)
        isVariadic = parameter.ellipsis != nil
        canBeOmitted = parameter.defaultValue != nil || isVariadic
        functionArity = Self.functionArity(of: parameter.type)
    }

    /// Whether a closure literal taking `closureArity` parameters (`nil`: not a closure
    /// literal) can be passed here.
    func accepts(closureArity: Int?) -> Bool {
        guard let closureArity, let functionArity else { return true }
        return closureArity == functionArity
    }

    private static func functionArity(of type: TypeSyntax) -> Int? {
        if let function = type.as(FunctionTypeSyntax.self) {
            return function.parameters.count
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return functionArity(of: attributed.baseType)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return functionArity(of: optional.wrappedType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionArity(of: only.type)
        }
        return nil
    }
}
