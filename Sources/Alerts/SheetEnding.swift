/// How a sheet request ended, without the value it finished with: what events report.
public enum SheetEnding: Sendable, Hashable {
    /// The content finished with a value.
    case finished
    /// The person dismissed the sheet (a swipe down, a tap outside).
    case dismissed
    /// The app dismissed it, for example with ``AlertCenter/dismissAllSheets()``.
    case dismissedByCode
    /// Its caller withdrew it.
    case cancelled
    /// The host it was requested through went away, or the center was closed.
    case hostGone
    /// It was refused.
    case rejected(SheetRejection)
}
