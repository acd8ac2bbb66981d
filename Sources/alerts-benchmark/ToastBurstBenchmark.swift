import Alerts

/// A burst of toasts requested at once while one host is attached, then drained: the renderer
/// closes the first visible toast until none is left. The requests are the alert burst's
/// (``BurstWorkload``): eight priorities, one in ten sharing a coalescing key with about ten
/// others.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ToastBurstBenchmark {
    static let size = 10_000
    static let runs = (warmUps: 1, repetitions: 15)

    /// The engine, with three toasts visible at once and a capacity above the burst.
    static func engine(_ workload: BurstWorkload) -> TimedWork {
        let toasts = workload.requests.map { request in
            ToastData(title: request.title, message: BurstWorkload.message, priority: AlertPriority(rawValue: request.priority), coalescingKey: request.key)
        }
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: {
                let center = AlertCenter(configuration: AlertCenterConfiguration(toastQueueCapacity: 20_000), clock: BenchmarkClock())
                return (center, center.attachHost(settling: .immediate))
            },
            run: { center, host in
                var handles: [ToastHandle] = []
                handles.reserveCapacity(toasts.count)
                for toast in toasts {
                    handles.append(center.showToast(toast))
                }
                var shown = 0
                while let first = host.toasts.first {
                    shown += 1
                    host.dismissToast(first.id)
                }
                return (handles, shown)
            },
            check: { handles, shown in
                let dismissed = handles.count { $0.outcome == .dismissed }
                try BenchmarkError.require(dismissed == workload.count, "toast burst: \(dismissed) of \(workload.count) requests dismissed")
                try BenchmarkError.require(shown == workload.distinctAlertCount, "toast burst: \(shown) toasts shown, \(workload.distinctAlertCount) expected")
            }
        )
    }

    /// Baseline A: one optional toast (a `@State` flag and value, as AlertToast and PopupView
    /// are used); each request replaces the last. A run that shows other than exactly one toast
    /// is an error, so a burst loses all but one.
    static func optionalToast(_ workload: BurstWorkload) -> TimedWork {
        let titles = workload.requests.map(\.title)
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: { OptionalToastBaseline() },
            run: { view in
                for title in titles { view.show(title) }
                var shown = 0
                while view.dismiss() { shown += 1 }
                return shown
            },
            check: { shown in
                try BenchmarkError.require(shown == 1, "baseline A showed \(shown) toasts of a burst, not 1")
            }
        )
    }

    /// Baseline B: the array queue of toast libraries, three visible at once.
    static func arrayQueue(_ workload: BurstWorkload) -> TimedWork {
        Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: { ArrayToastQueueBaseline(maximumVisible: 3) },
            run: { queue in
                for request in workload.requests {
                    queue.show(request.title, priority: request.priority, key: request.key)
                }
                var shown = 0
                while queue.dismissFirst() { shown += 1 }
                return (queue.endedRequests, shown)
            },
            check: { ended, shown in
                try BenchmarkError.require(ended == workload.count, "baseline B ended \(ended) of \(workload.count) toast requests")
                try BenchmarkError.require(shown == workload.distinctAlertCount, "baseline B showed \(shown) toasts, \(workload.distinctAlertCount) expected")
            }
        )
    }
}
