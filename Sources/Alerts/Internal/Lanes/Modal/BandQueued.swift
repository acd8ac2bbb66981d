/// What a ``BandQueue`` holds: the record of an item of a modal lane (an alert or a sheet), with
/// the priority it waits by and where it stands.
@MainActor
protocol BandQueued: AnyObject {
    var id: AlertRequestID { get }
    /// The priority it waits by; higher shows first.
    var queuePriority: Int { get }
    var phase: QueuePhase { get set }
    /// Whether a request is still pending on it: a withdrawn item has none.
    var isPending: Bool { get }
}

/// Where an item of a modal lane stands.
enum QueuePhase {
    case queued
    case visible
    /// Not held by the lane: never queued, or shown and done with, or withdrawn.
    case ended
}
