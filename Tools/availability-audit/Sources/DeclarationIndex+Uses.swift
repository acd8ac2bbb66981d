extension DeclarationIndex {
    /// The gated use that `reference` makes, `nil` when it names nothing gated.
    ///
    /// Candidates are the declarations with the reference's name that fit where it stands:
    /// - a type position: types (a qualifier must be the owner, or a module);
    /// - a bare name: types, top-level declarations, and members of the types (and their
    ///   declared conformances) around the use; a bare type name that is called also means
    ///   that type's initializers;
    /// - a member `x.name`, `.name`, `\.name`: members; only those of `Qualifier` when the
    ///   base is a known type that declares the name, none when it is a capitalized name the
    ///   index does not know (`Date.now`: a type from elsewhere); `Qualifier.init(…)` means
    ///   its initializers.
    ///
    /// Functions and initializers must accept the use's argument labels. When candidates
    /// remain and any of them has no gate, the use is taken to mean that one and makes no
    /// gated use; when all are gated, it needs the weakest of their gates. A called type
    /// needs what the type and the matching initializers need together, and is named after
    /// the initializer.
    func gatedUse(of reference: Reference, enclosingOwners: Set<String>) -> GatedUse? {
        let uses = gatedUses(of: reference, enclosingOwners: enclosingOwners)
        guard let last = uses.last else { return nil }
        let requirement = uses.dropLast().reduce(last.requirement) { $0.raised(by: $1.requirement) }
        return GatedUse(displayName: last.displayName, requirement: requirement)
    }

    private func gatedUses(of reference: Reference, enclosingOwners: Set<String>) -> [GatedUse] {
        let named = entries(named: reference.name)
        switch reference.form {
        case .type(let qualifier):
            return matchingUses(
                among: named.filter { entry in
                    entry.declaration.kind == .type && Self.isVisible(entry, qualifier: qualifier, enclosingOwners: enclosingOwners)
                }, shape: nil)
        case .member(let qualifier?) where isModuleQualifier(qualifier, of: named):
            return bareUses(of: reference, named: named, enclosingOwners: enclosingOwners)
        case .member(let qualifier):
            if reference.name == "init" {
                guard let qualifier else { return [] }
                return matchingUses(among: named.filter { $0.declaration.owner == qualifier }, shape: reference.shape)
            }
            var members = named.filter { $0.declaration.owner != nil && $0.declaration.kind != .initializer }
            if let qualifier, qualifier.first?.isUppercase == true {
                guard typeAvailability(named: qualifier) != nil else { return [] }
                if members.contains(where: { $0.declaration.owner == qualifier }) {
                    members = members.filter { $0.declaration.owner == qualifier }
                }
            }
            return matchingUses(among: members, shape: reference.shape)
        case .bare:
            return bareUses(of: reference, named: named, enclosingOwners: enclosingOwners)
        }
    }

    /// Whether a type the index holds can be what an unqualified (or `qualifier`-qualified)
    /// name means where it stands: a top-level type anywhere, a nested type only with its
    /// owner as qualifier or inside that owner (a type or its extension). A nested type of
    /// another module's type (`BurstWorkload.Request`) is not what a generic parameter named
    /// `Request` elsewhere means.
    private static func isVisible(_ entry: Entry, qualifier: String?, enclosingOwners: Set<String>) -> Bool {
        guard let owner = entry.declaration.owner else { return true }
        if let qualifier { return owner == qualifier }
        return enclosingOwners.contains(owner)
    }

    private func bareUses(of reference: Reference, named: [Entry], enclosingOwners: Set<String>) -> [GatedUse] {
        let types = named.filter { $0.declaration.kind == .type && Self.isVisible($0, qualifier: nil, enclosingOwners: enclosingOwners) }
        var uses = matchingUses(among: types, shape: nil)
        if !types.isEmpty, let shape = reference.shape {
            let initializers = entries(named: "init").filter { $0.declaration.owner == reference.name }
            uses += matchingUses(among: initializers, shape: shape)
        } else {
            let others = named.filter { entry in
                guard entry.declaration.kind != .type, entry.declaration.kind != .initializer else { return false }
                guard let owner = entry.declaration.owner else { return true }
                return enclosingOwners.contains(owner)
            }
            uses += matchingUses(among: others, shape: reference.shape)
        }
        return uses
    }

    /// `SwiftUI` in `SwiftUI.Text`: a capitalized base that is no known type, before a top-level name.
    private func isModuleQualifier(_ qualifier: String, of named: [Entry]) -> Bool {
        qualifier.first?.isUppercase == true
            && typeAvailability(named: qualifier) == nil
            && named.contains { $0.declaration.owner == nil }
    }

    /// The gated use among `candidates`: for a call, the functions and initializers that
    /// accept it, else (a callable value, an enum case) the others; for a plain reference,
    /// the types, properties and cases, else the functions.
    private func matchingUses(among candidates: [Entry], shape: CallShape?) -> [GatedUse] {
        let isCallable: (Entry) -> Bool = { [.function, .initializer].contains($0.declaration.kind) }
        let callables = candidates.filter(isCallable)
        let others = candidates.filter { !isCallable($0) }
        let matching: [Entry]
        if let shape {
            let accepting = callables.filter { shape.matches($0.declaration.parameters) }
            let callableOthers = shape.hasLabels ? others.filter { $0.declaration.kind == .enumCase } : others
            matching = accepting.isEmpty ? callableOthers : accepting
        } else {
            matching = others.isEmpty ? callables : others
        }
        guard let first = matching.first, matching.allSatisfy({ !$0.gate.isEmpty }) else { return [] }
        let requirement = PlatformAvailability.weakest(of: matching.map(\.gate))
        guard !requirement.isEmpty else { return [] }
        let sharesOwner = matching.allSatisfy { $0.declaration.owner == first.declaration.owner }
        let name = sharesOwner ? first.declaration.displayName : first.declaration.unqualifiedDisplayName
        return [GatedUse(displayName: name, requirement: requirement)]
    }
}
