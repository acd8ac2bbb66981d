import Alerts
import AlertsTestSupport
import HeapStatistics
import Testing

/// A queue that never empties while its alerts keep asking for new priorities holds a few
/// alerts, and its memory must stay that of a few alerts: what it keeps for each priority it
/// saw is dropped once the priority has no alert waiting.
///
/// `ALERTS_LEAK_CYCLES` sets the number of cycles, held between 10,000 and 100,000 (10,000 by
/// default, 100,000 with `ALERTS_LONG_TESTS=1`; TESTING.md).
@MainActor
@Suite(.enabled(if: TestRunLength.runsLeakChecks, "a leak check: ALERTS_LEAK_CHECKS=1 runs it (TESTING.md)"))
struct RisingPriorityLeakTests {
    private static let cycles = min(100_000, max(10_000, TestRunLength.count("ALERTS_LEAK_CYCLES", short: 10_000, long: 100_000)))
    /// The heap is sampled this often; each measurement is the lowest sample of a window,
    /// since other tests running on other threads meanwhile only ever add to a sample.
    private static let sampleEvery = cycles / 200
    private static let firstWindow = (cycles / 10)..<(cycles / 5)
    private static let lastWindow = (cycles - cycles / 10)...cycles
    /// Below what keeping 300 bytes per priority would add over the 7,000 or more cycles between
    /// the windows (the long run's 70,000 catch 30 bytes per priority).
    private static let allowedGrowth = 2 << 20

    @Test(.tags(.lengthFromEnvironment)) func aQueueThatNeverEmptiesKeepsNothingForThePrioritiesItNoLongerHolds() {
        let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 10))
        let host = center.attachHost(settling: .immediate)
        center.show(AlertData(title: "Visible", priority: AlertPriority(rawValue: 0)))
        let waiting = center.show(AlertData(title: "Waiting", priority: AlertPriority(rawValue: -1)))
        var answered = 0
        var firstBytes = Int.max
        var lastBytes = Int.max

        // Each cycle asks for a priority above all before it, which is shown next: the queue
        // holds the waiting alert and at most one other at any time.
        for cycle in 1...Self.cycles {
            center.show(AlertData(title: "Rising", priority: AlertPriority(rawValue: cycle)))
            if let presentation = host.presentation, host.answer(presentation.id, buttonIndex: 0) { answered += 1 }
            if cycle % Self.sampleEvery == 0 {
                if Self.firstWindow.contains(cycle) { firstBytes = min(firstBytes, heap_statistics_bytes_in_use()) }
                if Self.lastWindow.contains(cycle) { lastBytes = min(lastBytes, heap_statistics_bytes_in_use()) }
            }
        }

        #expect(answered == Self.cycles)
        #expect(center.queuedAlerts.map(\.request) == [waiting.id])
        #if canImport(Glibc) || canImport(Darwin)
        #expect(firstBytes > 0, "the C library reported no heap in use, so growth cannot be measured")
        #endif
        let growth = lastBytes - firstBytes
        print("rising priorities: \(Self.cycles) cycles, heap grew \(growth) bytes between the windows")
        #expect(growth < Self.allowedGrowth, "the heap grew by \(growth) bytes over \(Self.lastWindow.lowerBound - Self.firstWindow.lowerBound) cycles")
    }
}
