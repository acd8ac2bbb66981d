/// What a ``BandQueue`` holds: the request that stands for an item of a modal lane (an alert's
/// lead), with the priority it waits by and where it stands.
@MainActor
protocol BandQueued: AnyObject {
    var id: AlertRequestID { get }
    /// The priority it waits by; higher shows first.
    var queuePriority: Int { get }
    var phase: QueuePhase { get set }
    /// Whether its request is pending: a withdrawn item's is not.
    var isPending: Bool { get }
}

/// Where an item of a modal lane stands.
enum QueuePhase {
    case queued
    case visible
    /// Not held by the lane: never queued, or shown and done with, or withdrawn.
    case ended
}
