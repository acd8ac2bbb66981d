/// How a sheet request ended: exactly one per request.
///
/// ```swift
/// switch await center.presentSheet(SheetData(title: "Rename"), finishingWith: String.self) {
/// case .finished(let name): rename(to: name)
/// case .dismissed, .dismissedByCode, .cancelled: break
/// case .hostGone, .rejected: log("no sheet")
/// }
/// ```
public enum SheetOutcome<Value: Sendable>: Sendable {
    /// The content finished with `value`.
    case finished(Value)
    /// The person dismissed the sheet (a swipe down, a tap outside).
    case dismissed
    /// The app dismissed it, for example with ``AlertCenter/dismissAllSheets()``.
    case dismissedByCode
    /// Its caller withdrew it (``SheetHandle/cancel()``, or cancelling the awaiting task).
    case cancelled
    /// The host it was requested through went away, or the center was closed.
    case hostGone
    /// It was refused, for the reason given.
    case rejected(SheetRejection)

    /// The value the content finished with, if it did.
    public var value: Value? {
        if case .finished(let value) = self { value } else { nil }
    }

    /// The outcome without its value.
    public var ending: SheetEnding {
        switch self {
        case .finished: .finished
        case .dismissed: .dismissed
        case .dismissedByCode: .dismissedByCode
        case .cancelled: .cancelled
        case .hostGone: .hostGone
        case .rejected(let rejection): .rejected(rejection)
        }
    }
}

extension SheetOutcome: Equatable where Value: Equatable {}
extension SheetOutcome: Hashable where Value: Hashable {}
