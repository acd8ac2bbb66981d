import Alerts
import HeapStatistics

/// The heap a queue holds for waiting requests: the C library's count of bytes in use before
/// and after a burst is enqueued (and not drained), divided by the requests in the burst.
///
/// The alert values are built first and the caller's array of handles is reserved up front,
/// so what is counted is what the queue itself allocates per request.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum MemoryBenchmark {
    static let size = 100_000

    /// Bytes per request for the engine, or `nil` where the C library keeps no count.
    static func engine(_ workload: BurstWorkload) throws -> Double? {
        let alerts = workload.engineAlerts()
        var handles: [AlertHandle] = []
        handles.reserveCapacity(alerts.count)
        let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 200_000))
        let host = center.attachHost(settling: .immediate)
        let before = heap_statistics_bytes_in_use()
        for alert in alerts {
            handles.append(center.show(alert))
        }
        let after = heap_statistics_bytes_in_use()
        try BenchmarkError.require(
            center.pendingRequestCount == workload.count && host.presentation != nil,
            "memory: \(center.pendingRequestCount) of \(workload.count) requests pending"
        )
        return withExtendedLifetime((center, handles)) { bytesPerRequest(before: before, after: after, requests: workload.count) }
    }

    /// Bytes per request for baseline B, or `nil` where the C library keeps no count.
    static func arrayQueue(_ workload: BurstWorkload) throws -> Double? {
        let alerts = workload.plainAlerts()
        var tickets: [ArrayQueueBaseline.Ticket] = []
        tickets.reserveCapacity(alerts.count)
        let queue = ArrayQueueBaseline()
        let before = heap_statistics_bytes_in_use()
        for (alert, request) in zip(alerts, workload.requests) {
            tickets.append(queue.show(alert, priority: request.priority, key: request.key))
        }
        let after = heap_statistics_bytes_in_use()
        try BenchmarkError.require(
            tickets.count == workload.count && queue.current != nil,
            "memory: baseline B holds \(tickets.count) of \(workload.count) requests"
        )
        return withExtendedLifetime((queue, tickets)) { bytesPerRequest(before: before, after: after, requests: workload.count) }
    }

    private static func bytesPerRequest(before: Int, after: Int, requests: Int) -> Double? {
        guard before > 0 || after > 0 else { return nil }
        return Double(after - before) / Double(requests)
    }
}
