/// One alert held by the center, visible or waiting, with every request that shares it.
@MainActor
final class AlertEntry {
    enum Phase {
        case queued
        case visible
        case ended
    }

    /// The first request, whose alert this is.
    let request: AlertRequestID
    /// Arrival order; ties within a priority go to the lower number.
    let sequence: UInt64
    let alert: AlertData
    /// The pending requests it answers: the first, then those that joined by key.
    var handles: [AlertHandle]
    var phase = Phase.queued
    /// Since when the entry has waited with no host attached (meaningful only while none is).
    var hostlessSince = Duration.zero

    init(sequence: UInt64, handle: AlertHandle) {
        self.request = handle.id
        self.sequence = sequence
        self.alert = handle.alert
        self.handles = [handle]
    }

    var priority: AlertPriority { alert.priority }

    /// Whether this entry is shown before `other`: higher priority, then earlier arrival.
    func precedes(_ other: AlertEntry) -> Bool {
        if priority != other.priority { return priority > other.priority }
        return sequence < other.sequence
    }
}
