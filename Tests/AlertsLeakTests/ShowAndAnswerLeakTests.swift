import Alerts
import AlertsTestSupport
import HeapStatistics
import Testing

/// Alerts shown and answered through one center (a million in the long run) leave nothing
/// behind: every button action and what it captured is released, and the heap does not grow.
///
/// `ALERTS_LEAK_CYCLES` sets the number of cycles (at least 1,000; 20,000 by default, 1,000,000
/// with `ALERTS_LONG_TESTS=1`; TESTING.md); runs under a sanitizer lower it, since sanitizers
/// make every allocation slow (and replace the allocator whose count the heap check reads).
@MainActor
@Suite(.enabled(if: TestRunLength.runsLeakChecks, "a leak check: ALERTS_LEAK_CHECKS=1 runs it (TESTING.md)"))
struct ShowAndAnswerLeakTests {
    /// Captured by a button's action and referenced by nothing else, so it lives exactly as
    /// long as the action.
    private final class Capture {
        var runs = 0
    }

    private struct WeakCapture {
        weak var capture: Capture?
    }

    private struct WeakHandle {
        weak var handle: AlertHandle?
    }

    private static let cycles = max(1_000, TestRunLength.count("ALERTS_LEAK_CYCLES", short: 20_000, long: 1_000_000))
    /// The heap is sampled this often, and each measurement is the lowest sample of a window:
    /// other tests running on other threads meanwhile only ever add to a sample.
    private static let sampleEvery = cycles / 200
    /// One capture and one handle in this many cycles are watched through weak references.
    private static let watchEvery = max(10, cycles / 1_000 * 10)
    /// The first window starts once runtime caches and pools have grown.
    private static let firstWindow = (cycles / 10)..<(cycles / 5)
    private static let lastWindow = (cycles - cycles / 10)...cycles
    /// How much the heap may grow between the two windows: below what keeping 150 bytes per
    /// cycle would add over the 14,000 cycles between them by default (3 bytes over the long
    /// run's 800,000).
    private static let allowedGrowth = 2 << 20

    /// The measurement itself: `HeapStatistics` tested for glibc before any header had defined
    /// `__GLIBC__`, so it reported 0 bytes and no growth could ever be seen.
    @Test func heapStatisticsMissedGlibcAndReportedZero() {
        #if canImport(Glibc) || canImport(Darwin)
        let before = heap_statistics_bytes_in_use()
        let block = UnsafeMutableRawPointer.allocate(byteCount: 16 << 20, alignment: 16)
        defer { block.deallocate() }
        let during = heap_statistics_bytes_in_use()
        #expect(before > 0)
        #expect(during >= before + (8 << 20), "a 16 MiB block raised the count from \(before) to \(during) bytes")
        #endif
    }

    @Test(.tags(.lengthFromEnvironment)) func buttonActionsAndWhatTheyCaptureAreReleasedAndTheHeapDoesNotGrow() {
        let center = AlertCenter()
        let host = center.attachHost(settling: .immediate)
        var endedRequests = 0
        let observation = center.observeEvents { event in
            if event.outcome != nil { endedRequests += 1 }
        }
        var captures: [WeakCapture] = []
        var handles: [WeakHandle] = []
        var answered = 0
        var withdrawnActionRuns = 0
        var firstBytes = Int.max
        var lastBytes = Int.max

        for cycle in 1...Self.cycles {
            let capture = Capture()
            let handle = center.show(
                AlertData(
                    title: "Cycle \(cycle)",
                    buttons: [
                        .cancel(),
                        AlertButton(title: "Go") { capture.runs += 1 },
                    ]))
            if cycle % 10 == 0 {
                // A second alert waits behind the first and is withdrawn while the first is
                // still visible: its action must be released too, and never run.
                let withdrawn = Capture()
                let waiting = center.show(
                    title: "Waiting",
                    buttons: [
                        .ok {
                            withdrawn.runs += 1
                            withdrawnActionRuns += 1
                        }
                    ])
                waiting.cancel()
                if cycle % Self.watchEvery == 0 { captures.append(WeakCapture(capture: withdrawn)) }
            }
            guard let presentation = host.presentation else {
                Issue.record("cycle \(cycle): the alert is not on the host")
                return
            }
            if host.answer(presentation.id, buttonIndex: 1), capture.runs == 1 { answered += 1 }
            if cycle % Self.watchEvery == 0 {
                captures.append(WeakCapture(capture: capture))
                handles.append(WeakHandle(handle: handle))
            }
            if cycle % Self.sampleEvery == 0 {
                if Self.firstWindow.contains(cycle) { firstBytes = min(firstBytes, heap_statistics_bytes_in_use()) }
                if Self.lastWindow.contains(cycle) { lastBytes = min(lastBytes, heap_statistics_bytes_in_use()) }
            }
        }
        observation.cancel()

        let withdrawnCount = Self.cycles / 10
        #expect(answered == Self.cycles, "every answer is taken and runs its action once")
        #expect(withdrawnActionRuns == 0)
        #expect(endedRequests == Self.cycles + withdrawnCount)
        #expect(center.pendingRequestCount == 0)
        #expect(center.visiblePresentation == nil)
        #expect(center.queuedAlerts.isEmpty)
        #expect(!captures.isEmpty)
        #expect(captures.allSatisfy { $0.capture == nil }, "a button action, or what it captured, outlived its alert")
        #expect(handles.allSatisfy { $0.handle == nil }, "the center kept a handle of an ended request")

        #if canImport(Glibc) || canImport(Darwin)
        #expect(firstBytes > 0, "the C library reported no heap in use, so growth cannot be measured")
        #endif
        let growth = lastBytes - firstBytes
        print(
            """
            leak check: \(Self.cycles) show-and-answer cycles (\(withdrawnCount) more alerts withdrawn while waiting); \
            heap in use \(firstBytes) bytes after \(Self.firstWindow.lowerBound)–\(Self.firstWindow.upperBound) cycles, \
            \(lastBytes) bytes after \(Self.lastWindow.lowerBound)–\(Self.lastWindow.upperBound) (lowest samples), growth \(growth) bytes; \
            \(captures.count) sampled captures and \(handles.count) sampled handles released
            """)
        #expect(growth < Self.allowedGrowth, "the heap grew by \(growth) bytes over \(Self.lastWindow.lowerBound - Self.firstWindow.lowerBound) cycles")
    }
}
