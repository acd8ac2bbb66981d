import Alerts

/// The requests of one burst: `count` alerts spread over eight priorities (or all of one), one
/// in ten carrying a coalescing key from a pool of `count / 100`, so each such key is shared by
/// about ten requests. The spread is a fixed hash of the request's index: every run sees the
/// same burst.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct BurstWorkload {
    /// One request of the burst.
    struct Request {
        let title: String
        /// 0 through 7; larger is shown first.
        let priority: Int
        let key: String?
    }

    static let priorityCount = 8
    static let message = "Something needs your attention."

    let requests: [Request]
    /// The alerts left once keyed requests have joined: what a correct queue presents.
    let distinctAlertCount: Int

    /// Makes the burst of `count` requests; with `isOnePriority`, all of priority 0, so that it
    /// is shown in the order it was made.
    init(count: Int, isOnePriority: Bool = false) {
        let keyPool = max(1, count / 100)
        var requests: [Request] = []
        requests.reserveCapacity(count)
        var keys = Set<String>()
        for index in 0..<count {
            let hash = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            let priority = isOnePriority ? 0 : Int((hash >> 32) % UInt64(Self.priorityCount))
            var key: String?
            if index.isMultiple(of: 10) {
                key = "shared-\((hash >> 20) % UInt64(keyPool))"
            }
            if let key { keys.insert(key) }
            requests.append(Request(title: "Alert \(index)", priority: priority, key: key))
        }
        self.requests = requests
        distinctAlertCount = requests.count { $0.key == nil } + keys.count
    }

    var count: Int { requests.count }

    /// The burst as the engine's alerts.
    func engineAlerts() -> [AlertData] {
        requests.map { request in
            AlertData(
                title: request.title,
                message: Self.message,
                priority: AlertPriority(rawValue: request.priority),
                coalescingKey: request.key
            )
        }
    }

    /// The burst as the baselines' plain alerts, which carry neither priority nor key.
    func plainAlerts() -> [PlainAlertData] {
        requests.map { PlainAlertData(title: $0.title, message: Self.message, buttons: []) }
    }
}
