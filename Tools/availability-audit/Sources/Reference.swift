import SwiftSyntax

/// One mention of a name in checked code, with what its syntax says about what it can mean.
///
/// ```swift
/// // TextField("Bio", text: $bio, axis: .vertical)
/// //   TextField -> bare, called with [nil, "text", "axis"]
/// //   vertical  -> member, no qualifier
/// // Visibility.hidden -> hidden: member, qualifier "Visibility"
/// // \.dismiss         -> dismiss: member, no qualifier
/// ```
struct Reference {
    /// Where the name stands.
    enum Form: Equatable {
        /// `name` or `name(…)` with no base: a type, a global, or a member of an enclosing type.
        case bare
        /// `base.name`, `.name` or `\.name`; the qualifier is the base when it is a plain identifier.
        case member(qualifier: String?)
        /// A type in type position, `Name` or `Qualifier.Name`.
        case type(qualifier: String?)
    }

    let name: String
    let form: Form
    /// How it is called or spelled with argument names, if it is.
    let shape: CallShape?

    /// A name in an expression.
    init(_ node: DeclReferenceExprSyntax) {
        name = SyntaxNames.unescaped(node.baseName.text)
        var callee = ExprSyntax(node)
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            let base = access.base?.as(DeclReferenceExprSyntax.self).map { SyntaxNames.unescaped($0.baseName.text) }
            form = .member(qualifier: base)
            callee = ExprSyntax(access)
        } else if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true {
            form = .member(qualifier: nil)
        } else {
            form = .bare
        }
        if let specialization = callee.parent?.as(GenericSpecializationExprSyntax.self),
            specialization.expression.id == callee.id
        {
            callee = ExprSyntax(specialization)
        }
        if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
            shape = CallShape(call)
        } else if let names = node.argumentNames {
            shape = CallShape(names)
        } else {
            shape = nil
        }
    }

    /// A type written as a plain name.
    init(_ node: IdentifierTypeSyntax) {
        name = SyntaxNames.unescaped(node.name.text)
        form = .type(qualifier: nil)
        shape = nil
    }

    /// A type written with a qualifier, `Qualifier.Name`.
    init(_ node: MemberTypeSyntax) {
        name = SyntaxNames.unescaped(node.name.text)
        form = .type(qualifier: SyntaxNames.lastTypeName(of: node.baseType))
        shape = nil
    }
}
