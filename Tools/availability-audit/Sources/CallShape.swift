import SwiftSyntax

/// The arguments at a use site, matched against declared parameter lists so that overloads
/// with different labels, or taking closures of different arity, are told apart.
///
/// ```swift
/// // TextField("Name", text: $name, axis: .vertical)   -> labels [nil, "text", "axis"]
/// // .onChange(of: value) { old, new in … }            -> ["of"], then a 2-parameter trailing closure
/// // alert(_:isPresented:actions:)                    -> exact names
/// ```
enum CallShape {
    /// One argument of a call.
    struct Argument {
        /// Its label; `nil` for an unlabeled argument or the first trailing closure.
        let label: String?
        /// How many parameters it takes, when it is a closure literal.
        let closureArity: Int?
        /// Whether it is the unlabeled trailing closure.
        let isUnlabeledTrailingClosure: Bool
    }

    /// A call, its arguments in order: parenthesized, then trailing closures.
    case call([Argument])
    /// A reference spelled with its argument names, `alert(_:isPresented:actions:)`.
    case names([String?])

    /// Whether any argument carries a label. A closure held in a property is called without
    /// labels, so only a function, an initializer or an enum case can take such a call.
    var hasLabels: Bool {
        switch self {
        case .call(let arguments): arguments.contains { $0.label != nil }
        case .names(let names): names.contains { $0 != nil }
        }
    }

    /// The shape of a call expression.
    init(_ call: FunctionCallExprSyntax) {
        var arguments = call.arguments.map { argument in
            Argument(
                label: argument.label.map { SyntaxNames.unescaped($0.text) },
                closureArity: argument.expression.as(ClosureExprSyntax.self).map(Self.arity(of:)),
                isUnlabeledTrailingClosure: false)
        }
        if let closure = call.trailingClosure {
            arguments.append(Argument(label: nil, closureArity: Self.arity(of: closure), isUnlabeledTrailingClosure: true))
        }
        arguments += call.additionalTrailingClosures.map { element in
            Argument(
                label: SyntaxNames.unescaped(element.label.text), closureArity: Self.arity(of: element.closure),
                isUnlabeledTrailingClosure: false)
        }
        self = .call(arguments)
    }

    /// The shape of a reference spelled with argument names.
    init(_ names: DeclNameArgumentsSyntax) {
        self = .names(
            names.arguments.map { argument in
                argument.name.text == "_" ? nil : SyntaxNames.unescaped(argument.name.text)
            })
    }

    /// Whether a declaration with `parameters` can be the one this use means.
    ///
    /// Arguments fill parameters in order by label; parameters with a default value or a
    /// variadic type may be skipped. The unlabeled trailing closure fills the next parameter
    /// written as a function type, passing over a defaulted one when a later parameter that
    /// must be given is a function type too (Swift's forward scan). A closure literal must
    /// take as many parameters as the function type it fills.
    func matches(_ parameters: [DeclaredParameter]) -> Bool {
        switch self {
        case .names(let names):
            return names == parameters.map(\.label)
        case .call(let arguments):
            var next = 0
            var previous: DeclaredParameter?
            for argument in arguments {
                if argument.label == nil, !argument.isUnlabeledTrailingClosure, previous?.isVariadic == true {
                    continue
                }
                let found =
                    argument.isUnlabeledTrailingClosure
                    ? Self.trailingClosureParameter(in: parameters, from: next)
                    : Self.nextParameter(in: parameters, from: next) { $0.label == argument.label }
                guard let found, parameters[found].accepts(closureArity: argument.closureArity) else {
                    return false
                }
                next = found + 1
                previous = parameters[found]
            }
            return parameters[next...].allSatisfy(\.canBeOmitted)
        }
    }

    /// The first parameter from `start` on that `accepts`, passing over only parameters that may be omitted.
    private static func nextParameter(
        in parameters: [DeclaredParameter],
        from start: Int,
        where accepts: (DeclaredParameter) -> Bool
    ) -> Int? {
        var index = start
        while index < parameters.count {
            if accepts(parameters[index]) {
                return index
            }
            guard parameters[index].canBeOmitted else { return nil }
            index += 1
        }
        return nil
    }

    /// The parameter the unlabeled trailing closure fills, by Swift's forward scan.
    private static func trailingClosureParameter(in parameters: [DeclaredParameter], from start: Int) -> Int? {
        var index = start
        while index < parameters.count {
            let parameter = parameters[index]
            let laterRequiredFunction = parameters[(index + 1)...].contains { !$0.canBeOmitted && $0.resemblesFunction }
            if parameter.resemblesFunction, !(parameter.canBeOmitted && laterRequiredFunction) {
                return index
            }
            guard parameter.canBeOmitted else { return nil }
            index += 1
        }
        return nil
    }

    /// The parameters a closure literal takes: its parameter list, else the highest `$n` it uses plus one.
    private static func arity(of closure: ClosureExprSyntax) -> Int {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            return names.count
        case .parameterClause(let clause)?:
            return clause.parameters.count
        default:
            let used = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                guard case .dollarIdentifier(let name) = token.tokenKind,
                    token.ancestorClosure?.id == closure.id
                else { return nil }
                return Int(name.dropFirst())
            }
            return (used.max() ?? -1) + 1
        }
    }
}

extension TokenSyntax {
    /// The closest closure expression containing the token.
    fileprivate var ancestorClosure: ClosureExprSyntax? {
        var node = parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                return closure
            }
            node = current.parent
        }
        return nil
    }
}
