import SwiftSyntax

/// Walks a source file and records every type, function, initializer, property and enum
/// case declared at file or type level, with the availability its attributes and enclosing
/// declarations give it. Local declarations inside bodies are not API and are skipped.
final class DeclarationCollector: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private var availability: [PlatformAvailability] = [PlatformAvailability()]
    private var owners: [String] = []
    private var extendedType: String?

    /// The declarations found so far, in source order.
    private(set) var declarations: [Declaration] = []

    /// Collects the declarations of `tree`, reporting them as coming from `path`.
    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, node)
    }

    override func visitPost(_ node: StructDeclSyntax) {
        leaveScope()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, node)
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        leaveScope()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, node)
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        leaveScope()
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, node)
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        leaveScope()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, node)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        leaveScope()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.lastTypeName(of: node.extendedType)
        extendedType = name
        availability.append(current.raised(by: AvailabilitySyntax.declared(in: node.attributes)))
        owners.append(name ?? "")
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        leaveScope()
        extendedType = nil
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.type, name: node.name.text, attributes: node.attributes, at: node)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .function, name: node.name.text, attributes: node.attributes,
            parameters: node.signature.parameterClause.parameters.map(DeclaredParameter.init), at: node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .initializer, name: "init", attributes: node.attributes,
            parameters: node.signature.parameterClause.parameters.map(DeclaredParameter.init), at: node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                record(.property, name: identifier.identifier.text, attributes: node.attributes, at: binding)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            record(.enumCase, name: element.name.text, attributes: node.attributes, at: element)
        }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    private var current: PlatformAvailability {
        availability[availability.count - 1]
    }

    private func enterType(_ name: TokenSyntax, _ attributes: AttributeListSyntax, _ node: some SyntaxProtocol)
        -> SyntaxVisitorContinueKind
    {
        record(.type, name: name.text, attributes: attributes, at: node)
        availability.append(current.raised(by: AvailabilitySyntax.declared(in: attributes)))
        owners.append(name.text)
        return .visitChildren
    }

    private func leaveScope() {
        availability.removeLast()
        owners.removeLast()
    }

    private func record(
        _ kind: Declaration.Kind,
        name: String,
        attributes: AttributeListSyntax,
        parameters: [DeclaredParameter] = [],
        at node: some SyntaxProtocol
    ) {
        let line = node.startLocation(converter: converter).line
        declarations.append(
            Declaration(
                kind: kind,
                name: SyntaxNames.unescaped(name),
                owner: owners.last.flatMap { $0.isEmpty ? nil : $0 },
                parameters: parameters,
                declaredAvailability: current.raised(by: AvailabilitySyntax.declared(in: attributes)),
                extendedType: extendedType,
                location: "\(path):\(line)"
            ))
    }
}
