/// A sheet request as the lane sees it, whatever type of value its sheet finishes with.
@MainActor
protocol SheetRequest: LaneRequest where LaneOutcome == SheetEnding {
    var hostID: AlertHostID? { get }
    var sheet: SheetData { get }
    /// The sheet the request is pending on.
    var record: SheetRecord? { get set }
    /// The type of value its sheet finishes with.
    var valueType: ObjectIdentifier { get }
    /// Whether `value` is of that type.
    func accepts(_ value: any Sendable) -> Bool
}

/// A sheet request, as the steps every lane shares see it.
extension SheetRequest {
    static var lane: RequestLane { .sheets }
    var eventTitle: String { sheet.title }
    static var requestedEvent: AlertEvent.Kind { .sheet(.requested) }
    static var queuedEvent: AlertEvent.Kind { .sheet(.queued) }
    static func endedEvent(_ ending: SheetEnding) -> AlertEvent.Kind { .sheet(.ended(ending)) }
}
