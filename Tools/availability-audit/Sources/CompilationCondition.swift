import SwiftSyntax

/// What a `#if` condition says about the platforms its code is built for.
///
/// Only `os(…)`, `!`, `&&`, `||` and parentheses are understood; any other condition
/// (`canImport`, `DEBUG`, `targetEnvironment`, `swift(>=…)`) may be true or false anywhere.
///
/// ```swift
/// // #if !os(tvOS)  -> possiblyTrue: every platform but tvOS
/// let condition = CompilationCondition(clause.condition!)
/// ```
struct CompilationCondition {
    /// The platforms on which the condition can hold.
    let possiblyTrue: Set<Platform>
    /// The platforms on which the condition certainly holds.
    let certainlyTrue: Set<Platform>

    /// The platforms on which the condition can fail.
    var possiblyFalse: Set<Platform> {
        Set(Platform.allCases).subtracting(certainlyTrue)
    }

    init(possiblyTrue: Set<Platform>, certainlyTrue: Set<Platform>) {
        self.possiblyTrue = possiblyTrue
        self.certainlyTrue = certainlyTrue
    }

    /// Evaluates a `#if` clause's condition.
    init(_ expression: ExprSyntax) {
        self = Self.evaluate(expression)
    }

    private static let unknown = CompilationCondition(possiblyTrue: Set(Platform.allCases), certainlyTrue: [])

    private static func evaluate(_ expression: ExprSyntax) -> CompilationCondition {
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "os",
            let argument = call.arguments.first
        {
            let platforms = Platform(spelling: argument.expression.trimmedDescription).map { Set([$0]) } ?? []
            return CompilationCondition(possiblyTrue: platforms, certainlyTrue: platforms)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let operand = evaluate(prefix.expression)
            return CompilationCondition(
                possiblyTrue: operand.possiblyFalse,
                certainlyTrue: Set(Platform.allCases).subtracting(operand.possiblyTrue))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)
        {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
        }
        return unknown
    }

    /// An unfolded `a && b || c`: `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> CompilationCondition {
        var alternatives: [CompilationCondition] = []
        var conjunction: CompilationCondition?
        var index = 0
        while index < elements.count {
            let operand = evaluate(elements[index])
            conjunction = conjunction.map { combine($0, "&&", operand) } ?? operand
            let op =
                index + 1 < elements.count
                ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text
                : nil
            if op == "||" || op == nil {
                alternatives.append(conjunction ?? operand)
                conjunction = nil
            } else if op != "&&" {
                return unknown
            }
            index += 2
        }
        return alternatives.dropFirst().reduce(alternatives.first ?? unknown) { combine($0, "||", $1) }
    }

    private static func combine(_ lhs: CompilationCondition, _ op: String, _ rhs: CompilationCondition) -> CompilationCondition {
        switch op {
        case "&&":
            CompilationCondition(
                possiblyTrue: lhs.possiblyTrue.intersection(rhs.possiblyTrue),
                certainlyTrue: lhs.certainlyTrue.intersection(rhs.certainlyTrue))
        case "||":
            CompilationCondition(
                possiblyTrue: lhs.possiblyTrue.union(rhs.possiblyTrue),
                certainlyTrue: lhs.certainlyTrue.union(rhs.certainlyTrue))
        default:
            unknown
        }
    }
}
