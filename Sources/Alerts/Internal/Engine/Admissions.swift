/// What a lane has admitted: the items it holds live (waiting or visible), counted against its
/// capacity and found by coalescing key, and how many of its requests are pending.
///
/// The alert lane keeps its alerts here, the toast lane its toasts and the sheet lane
/// its sheets. Alerts and sheets share one capacity, the modal lane's: their steps check the
/// two live counts together.
@MainActor
struct Admissions<Item: AnyObject> {
    /// Each live item that has a coalescing key, by its key.
    private(set) var byKey: [String: Item] = [:]
    /// Items live, checked against the lane's capacity.
    private(set) var liveCount = 0
    private(set) var pendingRequestCount = 0

    mutating func requestMade() {
        pendingRequestCount += 1
    }

    mutating func requestEnded() {
        pendingRequestCount -= 1
    }

    /// The live item with `key`, which a new request with the key joins.
    func item(forKey key: String?) -> Item? {
        guard let key else { return nil }
        return byKey[key]
    }

    /// Counts a new live item, found by `key` from now on.
    mutating func admit(_ item: Item, key: String?) {
        liveCount += 1
        if let key { byKey[key] = item }
    }

    /// Stops counting a live item: its key is free for a new one.
    mutating func retire(_ item: Item, key: String?) {
        liveCount -= 1
        if let key, byKey[key] === item {
            byKey[key] = nil
        }
    }
}
