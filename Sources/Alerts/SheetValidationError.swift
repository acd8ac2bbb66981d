/// Why a sheet request breaks a rule of the engine.
public enum SheetValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sheet with the same coalescing key is waiting or visible, and it finishes with a value
    /// of another type, so the request could not share its ending.
    case coalescingKeyHasOtherValueType(key: String)

    public var description: String {
        switch self {
        case .coalescingKeyHasOtherValueType(let key):
            "a sheet with the coalescing key \"\(key)\" finishes with a value of another type"
        }
    }
}
