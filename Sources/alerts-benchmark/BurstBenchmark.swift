import Alerts

/// A burst of requests made at once while one host is attached, then drained: the renderer
/// answers each visible alert with its first button until nothing is left.
///
/// The alert values are built once per burst, outside the timing, and requested again by
/// every run, each on a fresh queue.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum BurstBenchmark {
    static let sizes = [1_000, 10_000, 100_000]

    /// The runs for a burst of `size` requests: enough for a stable median at every size, few
    /// enough that the quadratic baseline keeps the whole benchmark short. Its largest burst
    /// takes seconds and is run once, with no warm-up.
    nonisolated static func runs(size: Int, isQuadratic: Bool = false) -> (warmUps: Int, repetitions: Int) {
        switch size {
        case ..<5_000: (1, 21)
        case ..<50_000: isQuadratic ? (1, 5) : (1, 15)
        default: isQuadratic ? (0, 1) : (1, 11)
        }
    }

    /// The engine, with a capacity above the burst.
    static func engine(_ workload: BurstWorkload) -> TimedWork {
        let alerts = workload.engineAlerts()
        return Stopwatch.timedWork(
            repetitions: runs(size: workload.count).repetitions,
            warmUps: runs(size: workload.count).warmUps,
            prepare: {
                let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 200_000))
                return (center, center.attachHost(settling: .immediate))
            },
            run: { center, host in
                var handles: [AlertHandle] = []
                handles.reserveCapacity(alerts.count)
                for alert in alerts {
                    handles.append(center.show(alert))
                }
                var shown: [AlertRequestID] = []
                while let presentation = host.presentation {
                    shown.append(presentation.request)
                    host.answer(presentation.id, buttonIndex: 0)
                    host.dismissalFinished(presentation.id)
                }
                return (handles, shown)
            },
            check: { handles, shown in
                let answered = handles.count { $0.outcome?.answer?.buttonIndex == 0 }
                // A fresh center numbers requests from 1 in the order they are made, so each
                // alert shown names the burst's request that made it.
                let arrivals = shown.map { Int($0.rawValue) - 1 }
                try BenchmarkError.require(
                    arrivals.allSatisfy(workload.requests.indices.contains),
                    "burst of \(workload.count): an alert shown for a request the burst did not make"
                )
                try check(workload, answered: answered, priorities: arrivals.map { workload.requests[$0].priority })
                try checkArrivalOrder(workload, arrivals: arrivals)
            }
        )
    }

    /// Baseline A: each request replaces the last; the one left is shown and answered. A run
    /// that shows other than exactly one alert is an error, so a burst loses all but one.
    static func optionalAlert(_ workload: BurstWorkload) -> TimedWork {
        let alerts = workload.plainAlerts()
        return Stopwatch.timedWork(
            repetitions: runs(size: workload.count).repetitions,
            warmUps: runs(size: workload.count).warmUps,
            prepare: { OptionalAlertBaseline() },
            run: { view in
                for alert in alerts {
                    view.show(alert)
                }
                var presented = 0
                while view.presented() != nil, view.tap(buttonIndex: 0) {
                    presented += 1
                }
                return presented
            },
            check: { presented in
                try BenchmarkError.require(presented == 1, "baseline A presented \(presented) alerts of a burst, not 1")
            }
        )
    }

    /// Baseline B: the same requests, keys and priorities through the array queue.
    static func arrayQueue(_ workload: BurstWorkload) -> TimedWork {
        let alerts = workload.plainAlerts()
        return Stopwatch.timedWork(
            repetitions: runs(size: workload.count, isQuadratic: true).repetitions,
            warmUps: runs(size: workload.count, isQuadratic: true).warmUps,
            prepare: { ArrayQueueBaseline() },
            run: { queue in
                var tickets: [ArrayQueueBaseline.Ticket] = []
                tickets.reserveCapacity(alerts.count)
                for (alert, request) in zip(alerts, workload.requests) {
                    tickets.append(queue.show(alert, priority: request.priority, key: request.key))
                }
                var priorities: [Int] = []
                while let shown = queue.current {
                    priorities.append(shown.priority)
                    _ = queue.tap(buttonIndex: 0)
                }
                return (tickets, priorities)
            },
            check: { tickets, priorities in
                let answered = tickets.count { $0.answer == 0 }
                try check(workload, answered: answered, priorities: priorities)
            }
        )
    }

    /// Within each priority, after the first alert, the alerts were shown in the order their
    /// requests were made.
    private static func checkArrivalOrder(_ workload: BurstWorkload, arrivals: [Int]) throws {
        let afterFirst = arrivals.dropFirst()
        try BenchmarkError.require(
            zip(afterFirst, afterFirst.dropFirst()).allSatisfy { earlier, later in
                workload.requests[earlier].priority != workload.requests[later].priority || earlier < later
            },
            "burst of \(workload.count): alerts of one priority not shown in the order they were made"
        )
    }

    /// Every request answered, every distinct alert shown once, and after the first (shown
    /// before the rest arrived) in order of priority.
    private static func check(_ workload: BurstWorkload, answered: Int, priorities: [Int]) throws {
        try BenchmarkError.require(
            answered == workload.count,
            "burst of \(workload.count): \(answered) requests answered"
        )
        try BenchmarkError.require(
            priorities.count == workload.distinctAlertCount,
            "burst of \(workload.count): \(priorities.count) alerts shown, \(workload.distinctAlertCount) expected"
        )
        let afterFirst = priorities.dropFirst()
        try BenchmarkError.require(
            zip(afterFirst, afterFirst.dropFirst()).allSatisfy { $0 >= $1 },
            "burst of \(workload.count): alerts not shown in order of priority"
        )
    }
}
