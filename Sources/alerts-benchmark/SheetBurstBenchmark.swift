import Alerts

/// A burst of sheets requested at once while one host is attached, then drained: the renderer
/// finishes the presented sheet with a value and reports it gone, until none is left. The
/// requests are the alert burst's (``BurstWorkload``): eight priorities, one in ten sharing a
/// coalescing key with about ten others.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum SheetBurstBenchmark {
    static let size = 10_000
    static let runs = (warmUps: 1, repetitions: 15)

    /// The engine, through `showSheet`, with a capacity above the burst.
    static func engine(_ workload: BurstWorkload) -> TimedWork {
        let sheets = workload.requests.map { request in
            SheetData(title: request.title, priority: AlertPriority(rawValue: request.priority), coalescingKey: request.key)
        }
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: {
                let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 20_000))
                return (center, center.attachHost(settling: .immediate))
            },
            run: { center, host in
                var handles: [SheetHandle<Int>] = []
                handles.reserveCapacity(sheets.count)
                for sheet in sheets {
                    handles.append(center.showSheet(sheet, finishingWith: Int.self))
                }
                var priorities: [Int] = []
                while let presentation = host.sheetPresentation {
                    priorities.append(presentation.sheet.priority.rawValue)
                    host.finishSheet(presentation.id, with: 1)
                    host.sheetDismissalFinished(presentation.id)
                }
                return (handles, priorities)
            },
            check: { handles, priorities in
                let finished = handles.count { $0.outcome?.value == 1 }
                try check(workload, finished: finished, priorities: priorities, design: "the engine")
            }
        )
    }

    /// Baseline A: one optional sheet item in the root's state (`.sheet(item:)`); each request
    /// replaces the last. A run that presents other than exactly one sheet is an error, so a
    /// burst loses all but one.
    static func optionalSheet(_ workload: BurstWorkload) -> TimedWork {
        let titles = workload.requests.map(\.title)
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: { OptionalSheetBaseline() },
            run: { view in
                for title in titles { view.present(title) }
                var presented = 0
                while view.finish() { presented += 1 }
                return presented
            },
            check: { presented in
                try BenchmarkError.require(presented == 1, "baseline A presented \(presented) sheets of a burst, not 1")
            }
        )
    }

    /// Baseline B: an array queue of sheets, one presented at a time.
    static func arrayQueue(_ workload: BurstWorkload) -> TimedWork {
        Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: { ArraySheetQueueBaseline() },
            run: { queue in
                for request in workload.requests {
                    queue.present(request.title, priority: request.priority, key: request.key)
                }
                var priorities: [Int] = []
                while let priority = queue.finishPresented() { priorities.append(priority) }
                return (queue.endedRequests, priorities)
            },
            check: { finished, priorities in
                try check(workload, finished: finished, priorities: priorities, design: "baseline B")
            }
        )
    }

    /// Every request finished, every distinct sheet presented once, and after the first
    /// (presented before the rest arrived) in order of priority.
    private static func check(_ workload: BurstWorkload, finished: Int, priorities: [Int], design: String) throws {
        try BenchmarkError.require(finished == workload.count, "sheet burst: \(design) finished \(finished) of \(workload.count) requests")
        try BenchmarkError.require(
            priorities.count == workload.distinctAlertCount,
            "sheet burst: \(design) presented \(priorities.count) sheets, \(workload.distinctAlertCount) expected"
        )
        let afterFirst = priorities.dropFirst()
        try BenchmarkError.require(
            zip(afterFirst, afterFirst.dropFirst()).allSatisfy { $0 >= $1 },
            "sheet burst: \(design) did not present the sheets in order of priority"
        )
    }
}
