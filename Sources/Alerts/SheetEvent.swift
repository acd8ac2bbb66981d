/// A step in a sheet request's life, reported as ``AlertEvent/Kind/sheet(_:)``.
public enum SheetEvent: Sendable, Hashable {
    /// The request was made.
    case requested
    /// The request joined the sheet of an earlier one with the same coalescing key.
    case coalesced(into: AlertRequestID)
    /// The sheet waits for its turn in the modal lane.
    case queued
    /// The sheet was presented from a host.
    case presented(AlertPresentationID, host: AlertHostID)
    /// The sheet's host went away while it showed; it waits to be presented again.
    case moved(from: AlertHostID)
    /// The sheet is off the screen; the next alert or sheet may show.
    case settled(AlertPresentationID)
    /// The request ended.
    case ended(SheetEnding)
}
