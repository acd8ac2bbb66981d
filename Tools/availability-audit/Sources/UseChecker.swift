import SwiftSyntax

/// Walks one checked file, tracking what each place can rely on, and reports gated uses
/// that their place does not cover.
///
/// What raises a place above the deployment floor:
/// - `@available(…)` on any enclosing declaration (`unavailable` excludes that platform);
/// - an enclosing extension of a type, which has that type's availability;
/// - `if #available(…)` for its body and the conditions after the check; `if #unavailable(…)`
///   (as the only condition) for its `else`;
/// - `guard #available(…)` for the rest of the enclosing block; `guard #unavailable(…)`
///   (as the only condition) for its `else`;
/// - `#if os(…)` clauses, which exclude the platforms they are not built for.
final class UseChecker: SyntaxAnyVisitor {
    /// What a region of the file relies on, and the type names its bare names may be members of.
    private struct Scope {
        /// The declaration that opened it; `nil` for a region opened by a check or `#if`.
        let node: SyntaxIdentifier?
        let context: PlatformAvailability
        let owners: [String]
    }

    private let path: String
    private let converter: SourceLocationConverter
    private let index: DeclarationIndex
    private let floor: DeploymentFloor
    private var scopes: [Scope]

    /// How many gated uses the file makes.
    private(set) var useCount = 0
    /// The gated uses their place does not cover, in source order.
    private(set) var violations: [Violation] = []

    /// Checks `tree`, reporting locations in `path`.
    init(path: String, tree: SourceFileSyntax, index: DeclarationIndex, floor: DeploymentFloor) {
        self.path = path
        self.index = index
        self.floor = floor
        converter = SourceLocationConverter(fileName: path, tree: tree)
        scopes = [Scope(node: nil, context: floor.context, owners: [])]
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    private var context: PlatformAvailability {
        scopes[scopes.count - 1].context
    }

    // MARK: Declarations

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let scope = declarationScope(node) {
            scopes.append(scope)
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if scopes.last?.node == node.id {
            scopes.removeLast()
        }
    }

    private func declarationScope(_ node: Syntax) -> Scope? {
        guard node.is(DeclSyntax.self) else { return nil }
        var raised = context
        if let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes {
            raised = raised.raised(by: AvailabilitySyntax.declared(in: attributes))
        }
        var owners: [String] = []
        if let group = node.asProtocol(DeclGroupSyntax.self) {
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                if let name = SyntaxNames.lastTypeName(of: extensionDecl.extendedType) {
                    owners.append(name)
                    raised = raised.raised(by: index.typeAvailability(named: name) ?? PlatformAvailability())
                }
            } else if let named = node.asProtocol(NamedDeclSyntax.self) {
                owners.append(SyntaxNames.unescaped(named.name.text))
            }
            owners += SyntaxNames.inheritedTypeNames(group.inheritanceClause)
        }
        return Scope(node: node.id, context: raised, owners: owners)
    }

    // MARK: Checks and conditional compilation

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let outer = context
        walk(node.body, in: walkConditions(node.conditions))
        if let elseBody = node.elseBody {
            walk(elseBody, in: outer.raised(by: Self.versionsWhereFailing(node.conditions)))
        }
        return .skipChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        let outer = context
        _ = walkConditions(node.conditions)
        walk(node.body, in: outer.raised(by: Self.versionsWhereFailing(node.conditions)))
        return .skipChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        let depth = scopes.count
        for item in node {
            walk(item)
            if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self) {
                let checked = Self.versionsWherePassing(guardStatement.conditions)
                if !checked.isEmpty {
                    scopes.append(Scope(node: nil, context: context.raised(by: checked), owners: []))
                }
            }
        }
        scopes.removeSubrange(depth...)
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let everyPlatform = Set(Platform.allCases)
        var earlierClausesCanAllFail = everyPlatform
        for clause in node.clauses {
            let condition =
                clause.condition.map(CompilationCondition.init)
                ?? CompilationCondition(possiblyTrue: everyPlatform, certainlyTrue: everyPlatform)
            let builtFor = earlierClausesCanAllFail.intersection(condition.possiblyTrue)
            earlierClausesCanAllFail.formIntersection(condition.possiblyFalse)
            guard let elements = clause.elements else { continue }
            let excluded = everyPlatform.subtracting(builtFor).map { ($0, AvailabilityLevel.never) }
            walk(elements, in: context.raised(by: PlatformAvailability(Dictionary(uniqueKeysWithValues: excluded))))
        }
        return .skipChildren
    }

    /// Walks `conditions` in order, each `#available` raising the conditions after it, and
    /// returns what the code they guard can rely on.
    private func walkConditions(_ conditions: ConditionElementListSyntax) -> PlatformAvailability {
        var current = context
        for element in conditions {
            if case .availability(let check) = element.condition {
                if !AvailabilitySyntax.isUnavailabilityCheck(check) {
                    current = current.raised(by: AvailabilitySyntax.versions(checkedBy: check))
                }
            } else {
                walk(element, in: current)
            }
        }
        return current
    }

    /// The versions the `#available` checks among `conditions` guarantee once they all pass.
    private static func versionsWherePassing(_ conditions: ConditionElementListSyntax) -> PlatformAvailability {
        conditions.reduce(PlatformAvailability()) { result, element in
            guard case .availability(let check) = element.condition,
                !AvailabilitySyntax.isUnavailabilityCheck(check)
            else { return result }
            return result.raised(by: AvailabilitySyntax.versions(checkedBy: check))
        }
    }

    /// The versions guaranteed where `conditions` fail: those of a lone `#unavailable(…)`.
    private static func versionsWhereFailing(_ conditions: ConditionElementListSyntax) -> PlatformAvailability {
        guard conditions.count == 1, let only = conditions.first,
            case .availability(let check) = only.condition,
            AvailabilitySyntax.isUnavailabilityCheck(check)
        else { return PlatformAvailability() }
        return AvailabilitySyntax.versions(checkedBy: check)
    }

    private func walk(_ node: some SyntaxProtocol, in region: PlatformAvailability) {
        scopes.append(Scope(node: nil, context: region, owners: []))
        walk(node)
        scopes.removeLast()
    }

    // MARK: Uses

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        check(Reference(node), at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        check(Reference(node), at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        check(Reference(node), at: Syntax(node.name))
        return .visitChildren
    }

    private func check(_ reference: Reference, at node: Syntax) {
        let owners = Set(scopes.flatMap(\.owners))
        if let use = index.gatedUse(of: reference, enclosingOwners: owners) {
            useCount += 1
            let unmet = use.requirement.unmet(in: context)
            let location = node.startLocation(converter: converter)
            let missingVersions = unmet.filtered(unavailable: false)
            if !missingVersions.isEmpty {
                let needed = use.requirement.filtered(unavailable: false).builtFor(context)
                let outsideAnyCheck = needed.platforms.allSatisfy { context[$0] == floor.context[$0] }
                let problem =
                    outsideAnyCheck
                    ? "is used outside an availability check"
                    : "the enclosing #available or @available does not cover \(missingVersions.summary)"
                violations.append(
                    Violation(
                        path: path, line: location.line, column: location.column,
                        message: "'\(use.displayName)' needs \(needed.summary) but \(problem)"))
            }
            let excludedPlatforms = unmet.filtered(unavailable: true)
            if !excludedPlatforms.isEmpty {
                let platforms = excludedPlatforms.summary
                violations.append(
                    Violation(
                        path: path, line: location.line, column: location.column,
                        message: "'\(use.displayName)' is unavailable on \(platforms) but is used in code built for \(platforms)"
                    ))
            }
        }
    }
}
