/// Every known declaration by name, with the availability it ends up with and the part of
/// it above the deployment floor (its gate).
///
/// A member of an extension inherits the availability of the extended type, so
/// `extension TextField { init(…) }` is gated when `TextField` is.
struct DeclarationIndex {
    /// A declaration with its resolved availability.
    struct Entry {
        let declaration: Declaration
        /// Declared, enclosing and inherited availability together.
        let availability: PlatformAvailability
        /// The part of `availability` above the floor; empty for a declaration usable everywhere.
        let gate: PlatformAvailability
    }

    private let entriesByName: [String: [Entry]]

    /// How many declarations have a gate.
    let gatedCount: Int

    /// Indexes `declarations`, gating them against `floor`.
    init(_ declarations: [Declaration], floor: DeploymentFloor) {
        let typesByName = Dictionary(grouping: declarations.filter { $0.kind == .type }, by: \.name)
        let entries = declarations.map { declaration in
            let inherited =
                declaration.extendedType
                .flatMap { typesByName[$0] }
                .map { PlatformAvailability.weakest(of: $0.map(\.declaredAvailability)) }
                ?? PlatformAvailability()
            let availability = declaration.declaredAvailability.raised(by: inherited)
            return Entry(declaration: declaration, availability: availability, gate: availability.above(floor.context))
        }
        entriesByName = Dictionary(grouping: entries, by: \.declaration.name)
        gatedCount = entries.filter { !$0.gate.isEmpty }.count
    }

    /// The declarations named `name`.
    func entries(named name: String) -> [Entry] {
        entriesByName[name] ?? []
    }

    /// The availability code inside `extension name { … }` can rely on: the weakest of the
    /// types of that name; `nil` when no such type is known.
    func typeAvailability(named name: String) -> PlatformAvailability? {
        let types = entries(named: name).filter { $0.declaration.kind == .type }
        return types.isEmpty ? nil : PlatformAvailability.weakest(of: types.map(\.availability))
    }
}
