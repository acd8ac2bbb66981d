/// A request as the steps every lane shares see it (see `CenterState+Requests.swift`): an
/// alert, a toast or a sheet request.
@MainActor
protocol LaneRequest: AnyObject {
    /// How its lane says the request ended.
    associatedtype LaneOutcome: RequestOutcome
    /// The lane it waits in.
    static var lane: RequestLane { get }
    var id: AlertRequestID { get }
    var isPending: Bool { get }
    /// The title its events carry.
    var eventTitle: String { get }
    /// Records how the request ended (`value` is a finished sheet's) and resumes its waiters;
    /// returns what it no longer holds, for the step to release once it is done.
    func recordEnding(_ outcome: LaneOutcome, value: (any Sendable)?) -> Any?
    /// The events that report it made, queued, and ended.
    static var requestedEvent: AlertEvent.Kind { get }
    static var queuedEvent: AlertEvent.Kind { get }
    static func endedEvent(_ outcome: LaneOutcome) -> AlertEvent.Kind
}
