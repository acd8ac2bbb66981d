extension Admissions where Item: Admitted {
    /// What disagrees between these counts and the lane's `live` items (waiting or visible),
    /// which hold `pendingRequests` pending requests between them: the count of live items,
    /// each held once, each keyed one found by its key and no other key listed, and the count of
    /// pending requests. `noun` names the lane's items in the sentences. Empty when all hold.
    func invariantViolations(live: [Item], pendingRequests: Int, noun: String) -> [String] {
        var found: [String] = []
        if liveCount != live.count {
            found.append("live \(noun)s: the count says \(liveCount), the queue and the screen hold \(live.count)")
        }
        var seen = Set<ObjectIdentifier>()
        var keyed = 0
        for item in live {
            if !seen.insert(ObjectIdentifier(item)).inserted { found.append("\(noun) \(item.id) is queued or shown twice") }
            guard let key = item.coalescingKey else { continue }
            keyed += 1
            if byKey[key] !== item {
                found.append("\(noun) key \"\(key)\": \(noun) \(item.id) is live, but the key names \(String(describing: byKey[key]?.id))")
            }
        }
        if byKey.count != keyed {
            found.append("\(noun) keys: \(byKey.count) listed, \(keyed) live \(noun)s have one")
        }
        if pendingRequests != pendingRequestCount {
            found.append("pending \(noun) requests: the count says \(pendingRequestCount), the \(noun)s queued and shown hold \(pendingRequests)")
        }
        return found
    }
}
