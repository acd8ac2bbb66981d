import Alerts
import AlertsTestSupport
import HeapStatistics
import Testing

/// Toasts shown, updated by key, tapped, closed and timed out, and as many loading operations
/// begun and ended through one center (300,000 of each in the long run), leave nothing behind:
/// every toast action and loading Cancel, and what they captured, is released, and the heap
/// does not grow.
///
/// `ALERTS_LEAK_CYCLES` sets the number of cycles (at least 1,000; 10,000 by default, 300,000
/// with `ALERTS_LONG_TESTS=1`; TESTING.md), as for ``ShowAndAnswerLeakTests``.
@MainActor
@Suite(.enabled(if: TestRunLength.runsLeakChecks, "a leak check: ALERTS_LEAK_CHECKS=1 runs it (TESTING.md)"))
struct ToastAndLoadingLeakTests {
    private final class Capture {
        var runs = 0
    }

    private struct WeakCapture {
        weak var capture: Capture?
    }

    private struct WeakHandle {
        weak var handle: ToastHandle?
    }

    /// A clock moved by hand, so that timers cost no task; the leak test target does not
    /// depend on AlertsTesting.
    private final class SteppedClock: AlertClock {
        final class Timer: AlertTimer {
            var work: (@MainActor () -> Void)?
            func cancel() { work = nil }
        }

        private(set) var now = AlertDuration.zero
        private var timers: [(deadline: AlertDuration, timer: Timer)] = []

        func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
            let timer = Timer()
            timer.work = work
            if timers.count >= 64 { timers.removeAll { $0.timer.work == nil } }
            timers.append((now + max(delay, .zero), timer))
            return timer
        }

        var pendingCount: Int { timers.count { $0.timer.work != nil } }

        func advance(by duration: AlertDuration) {
            now = now + duration
            while let index = timers.indices.filter({ timers[$0].deadline <= now }).min(by: { timers[$0].deadline < timers[$1].deadline }) {
                let timer = timers.remove(at: index).timer
                let work = timer.work
                timer.work = nil
                work?()
            }
            timers.removeAll { $0.timer.work == nil }
        }
    }

    private static let cycles = max(1_000, TestRunLength.count("ALERTS_LEAK_CYCLES", short: 10_000, long: 300_000))
    private static let sampleEvery = cycles / 200
    private static let watchEvery = max(10, cycles / 1_000 * 10)
    private static let firstWindow = (cycles / 10)..<(cycles / 5)
    private static let lastWindow = (cycles - cycles / 10)...cycles
    private static let allowedGrowth = 2 << 20

    @Test(.tags(.lengthFromEnvironment)) func toastActionsLoadingCancelsAndWhatTheyCaptureAreReleasedAndTheHeapDoesNotGrow() {
        let clock = SteppedClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: 2), clock: clock)
        let host = center.attachHost(settling: .immediate)
        var endedToasts = 0
        var endedOperations = 0
        let observation = center.observeEvents { event in
            if event.toastOutcome != nil { endedToasts += 1 }
            if case .loading(.ended) = event.kind { endedOperations += 1 }
        }
        var captures: [WeakCapture] = []
        var handles: [WeakHandle] = []
        var firstBytes = Int.max
        var lastBytes = Int.max
        var tapped = 0
        var cancelRuns = 0

        for cycle in 1...Self.cycles {
            let capture = Capture()
            let handle = center.showToast(
                ToastData(
                    title: "Cycle \(cycle)",
                    button: ToastButton("Undo") { capture.runs += 1 },
                    coalescingKey: cycle % 10 == 0 ? "repeat" : nil,
                    duration: .milliseconds(100)
                ))
            let cancelCapture = Capture()
            let loading = center.beginLoading("Working…") {
                cancelCapture.runs += 1
                cancelRuns += 1
            }
            switch cycle % 3 {
            case 0:
                if host.tapToastButton(handle.id), capture.runs == 1 { tapped += 1 }
                loading.end(showing: ToastData(title: "Done", duration: .milliseconds(50)))
            case 1:
                host.dismissToast(handle.id)
                clock.advance(by: .milliseconds(500))
                if let shown = host.loading { host.cancelLoading(shown.operation) }
                loading.end(succeeded: false)
            default:
                loading.end()
                clock.advance(by: .milliseconds(200))
            }
            if cycle % Self.watchEvery == 0 {
                captures.append(WeakCapture(capture: capture))
                captures.append(WeakCapture(capture: cancelCapture))
                handles.append(WeakHandle(handle: handle))
            }
            if cycle % Self.sampleEvery == 0 {
                if Self.firstWindow.contains(cycle) { firstBytes = min(firstBytes, heap_statistics_bytes_in_use()) }
                if Self.lastWindow.contains(cycle) { lastBytes = min(lastBytes, heap_statistics_bytes_in_use()) }
            }
        }
        clock.advance(by: .seconds(10))
        observation.cancel()

        #expect(tapped == Self.cycles / 3)
        #expect(cancelRuns == (Self.cycles + 2) / 3)
        #expect(endedOperations == Self.cycles)
        #expect(endedToasts == Self.cycles + Self.cycles / 3)
        #expect(center.pendingToastCount == 0)
        #expect(center.visibleToasts.isEmpty && center.queuedToasts.isEmpty)
        #expect(center.loading == nil && center.runningLoadingCount == 0)
        #expect(clock.pendingCount == 0)
        #expect(!captures.isEmpty)
        #expect(captures.allSatisfy { $0.capture == nil }, "a toast action or a loading Cancel, or what it captured, outlived its request")
        #expect(handles.allSatisfy { $0.handle == nil }, "the center kept a handle of an ended toast request")

        #if canImport(Glibc) || canImport(Darwin)
        #expect(firstBytes > 0, "the C library reported no heap in use, so growth cannot be measured")
        #endif
        let growth = lastBytes - firstBytes
        print(
            """
            leak check: \(Self.cycles) toast and loading cycles; heap in use \(firstBytes) bytes after \
            \(Self.firstWindow.lowerBound)–\(Self.firstWindow.upperBound) cycles, \(lastBytes) bytes after \
            \(Self.lastWindow.lowerBound)–\(Self.lastWindow.upperBound) (lowest samples), growth \(growth) bytes; \
            \(captures.count) sampled captures and \(handles.count) sampled handles released
            """)
        #expect(growth < Self.allowedGrowth, "the heap grew by \(growth) bytes over \(Self.lastWindow.lowerBound - Self.firstWindow.lowerBound) cycles")
    }
}
