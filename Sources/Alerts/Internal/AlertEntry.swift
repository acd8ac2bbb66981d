/// One alert held by the center, visible or waiting, with every request that shares it.
@MainActor
final class AlertEntry {
    enum Phase {
        case queued
        case visible
        case ended
    }

    /// The request that made the entry, whose alert this is.
    let firstRequest: AlertRequestID
    /// Arrival order; ties within a priority go to the lower number.
    let sequence: UInt64
    let alert: AlertData
    /// The pending requests it answers: the first, then those that joined by key.
    var handles: [AlertHandle]
    var phase = Phase.queued
    /// Since when the entry has waited with no host attached (meaningful only while none is).
    var hostlessSince = AlertDuration.zero

    init(sequence: UInt64, handle: AlertHandle) {
        self.firstRequest = handle.id
        self.sequence = sequence
        self.alert = handle.alert
        self.handles = [handle]
    }

    var priority: AlertPriority { alert.priority }

    /// The request the entry is reported under: its first pending request, so that a request
    /// withdrawn while others still share the alert has no event after its `ended`.
    var request: AlertRequestID { handles.first?.id ?? firstRequest }

    /// Whether this entry is shown before `other`: higher priority, then earlier arrival.
    func precedes(_ other: AlertEntry) -> Bool {
        if priority != other.priority { return priority > other.priority }
        return sequence < other.sequence
    }
}
