// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// How the host decides whether two values are the same, as SwiftUI compares a view's inputs
/// and environment values: `==` for an `Equatable` value, identity for an object, field by field
/// for plain structures; a closure is never equal to anything.
enum HostedEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable {
            return isEqual(lhs, to: rhs)
        }
        if type(of: lhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .struct?, .tuple?, .enum?, .optional?:
            let leftChildren = Array(left.children)
            let rightChildren = Array(right.children)
            guard leftChildren.count == rightChildren.count else { return false }
            return zip(leftChildren, rightChildren).allSatisfy { pair in
                pair.0.label == pair.1.label && areEqual(pair.0.value, pair.1.value)
            }
        default:
            return false
        }
    }

    /// Whether two views have the same inputs: their fields other than `State` and
    /// `Environment`, which the host keeps itself.
    static func haveSameInputs(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        let leftChildren = Mirror(reflecting: lhs).children.filter { !($0.value is any HostedDynamicProperty) }
        let rightChildren = Mirror(reflecting: rhs).children.filter { !($0.value is any HostedDynamicProperty) }
        guard leftChildren.count == rightChildren.count else { return false }
        return zip(leftChildren, rightChildren).allSatisfy { areEqual($0.value, $1.value) }
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, to rhs: Any) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
