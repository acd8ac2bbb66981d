/// A use of a name all of whose possible meanings are gated, and what it therefore needs.
struct GatedUse {
    /// The declaration it means, as messages name it: `TextField.init(_:text:axis:)`.
    let displayName: String
    /// The versions (and platforms to avoid) the place of use must guarantee.
    let requirement: PlatformAvailability
}
