/// One alert held by the center, visible or waiting, with every request that shares it.
@MainActor
final class AlertEntry {
    enum Phase {
        case queued
        case visible
        case ended
    }

    /// Arrival order; ties within a priority go to the lower number.
    let sequence: UInt64
    /// The request that made the entry, which holds its alert.
    let firstHandle: AlertHandle
    /// The alert's priority, kept beside the arrival order for the queue's comparisons.
    let priority: AlertPriority
    /// The pending request while it is the only one, the common case, kept without an array.
    @exclusivity(unchecked) private var soleHandle: AlertHandle?
    /// The pending requests once another has joined by key: the first, then the others.
    @exclusivity(unchecked) private var sharedHandles: [AlertHandle] = []
    @exclusivity(unchecked) var phase = Phase.queued
    /// Since when the entry has waited with no host attached (meaningful only while none is).
    @exclusivity(unchecked) var hostlessSince = AlertDuration.zero

    init(sequence: UInt64, handle: AlertHandle) {
        self.sequence = sequence
        self.firstHandle = handle
        self.priority = handle.alert.priority
        self.soleHandle = handle
    }

    /// The pending requests it answers: the first, then those that joined by key.
    var handles: [AlertHandle] {
        soleHandle.map { [$0] } ?? sharedHandles
    }

    /// Whether no pending request is left.
    var hasNoHandles: Bool { soleHandle == nil && sharedHandles.isEmpty }

    /// Adds a request that joined by key.
    func join(_ handle: AlertHandle) {
        if let sole = soleHandle {
            soleHandle = nil
            sharedHandles = [sole, handle]
        } else {
            sharedHandles.append(handle)
        }
    }

    /// Removes a pending request.
    func remove(_ handle: AlertHandle) {
        if soleHandle === handle {
            soleHandle = nil
        } else {
            sharedHandles.removeAll { $0 === handle }
        }
    }

    /// Removes every pending request and calls `body` with each, in order.
    func removeAllHandles(_ body: (AlertHandle) -> Void) {
        let sole = soleHandle
        let shared = sharedHandles
        soleHandle = nil
        sharedHandles = []
        if let sole { body(sole) }
        for handle in shared { body(handle) }
    }

    var alert: AlertData { firstHandle.alert }

    /// The request the entry is reported under: its first pending request, so that a request
    /// withdrawn while others still share the alert has no event after its `ended`.
    var request: AlertRequestID { (soleHandle ?? sharedHandles.first ?? firstHandle).id }

    /// Whether this entry is shown before `other`: higher priority, then earlier arrival.
    func precedes(_ other: AlertEntry) -> Bool {
        if priority != other.priority { return priority > other.priority }
        return sequence < other.sequence
    }
}
