/// Why a sheet request breaks a rule of the engine.
public enum SheetValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sheet with the same coalescing key is waiting or visible, and it finishes with a value
    /// of another type, so the request could not share its ending.
    case coalescingKeyHasOtherValueType(key: String)
    /// The sheet's content finished with a value of `valueType`, which is not the type its
    /// requests wait for: the sheet was taken down and its requests ended rejected. Only a
    /// renderer that cannot check the type before (the terminal's untyped
    /// `presentSheet(_:content:finishingWith:)` given content of another type) reports it.
    case contentFinishedWithOtherValueType(valueType: String)

    public var description: String {
        switch self {
        case .coalescingKeyHasOtherValueType(let key):
            "a sheet with the coalescing key \"\(key)\" finishes with a value of another type"
        case .contentFinishedWithOtherValueType(let valueType):
            "the sheet's content finished with a value of type \(valueType), not the type its requests wait for"
        }
    }
}
