/// The results of one run: the table, side by side with the baselines, and the targets.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct BenchmarkReport {
    /// A round trip measured on the engine and both baselines.
    struct RoundTrip {
        let input: RoundTripBenchmark.Input
        let engine: Timing
        let optionalAlert: Timing
        let arrayQueue: Timing
    }

    /// A burst of one size measured on the engine and both baselines.
    struct Burst {
        let size: Int
        let engine: Timing
        /// Baseline A, which shows the last request of a burst and loses the rest.
        let optionalAlert: Timing
        let arrayQueue: Timing
    }

    /// How much longer a burst ten times larger takes.
    struct Growth {
        let from: Int
        let to: Int
        let ratio: Double
    }

    /// A burst of toasts measured on the engine and both baselines.
    struct ToastBurst {
        let size: Int
        let engine: Timing
        /// Baseline A, which shows the last request of a burst and loses the rest.
        let optionalToast: Timing
        let arrayQueue: Timing
    }

    /// A burst of sheet requests measured on the engine and both baselines.
    struct SheetBurst {
        let size: Int
        let engine: Timing
        /// Baseline A, which presents the last request of a burst and loses the rest.
        let optionalSheet: Timing
        let arrayQueue: Timing
    }

    /// Overlapping loading operations measured on the engine and baseline B.
    struct LoadingScopes {
        let size: Int
        let engine: Timing
        let arrayStack: Timing
    }

    /// Bytes per waiting request, where the C library counts them.
    struct Memory {
        let size: Int
        let engine: Double?
        let arrayQueue: Double?
    }

    /// One target of the benchmark and whether this run met it.
    struct TargetCheck {
        let target: String
        let isMet: Bool
        let detail: String
    }

    static let roundTripLimit = 3.0
    static let growthLimit = 14.0

    let machine: MachineDescription
    let buildConfiguration: String
    let roundTrips: [RoundTrip]
    let bursts: [Burst]
    /// The engine's growth on bursts of one priority, shown in the order they were made.
    let onePriorityGrowth: Growth
    let toastBurst: ToastBurst
    let sheetBurst: SheetBurst
    let loadingScopes: LoadingScopes
    let memory: Memory
    let elapsed: Duration

    /// Each size's time over the previous size's: how the time grows per 10x more requests.
    func growth(_ time: (Burst) -> Timing) -> [Growth] {
        zip(bursts, bursts.dropFirst()).map { smaller, larger in
            Growth(from: smaller.size, to: larger.size, ratio: time(larger).median / time(smaller).median)
        }
    }

    /// The targets: the round trip against baseline B, the array queue that does the same job
    /// (baseline A does almost nothing and loses alerts, so it is reported, not judged); growth
    /// on the burst of one priority, which measures the algorithm (the eight-priority burst,
    /// past the shared cache, measures memory and is reported only); bursts of alerts and of
    /// toasts faster than baseline B.
    var targetChecks: [TargetCheck] {
        let roundTripRatios = roundTrips.map { roundTrip in
            (label: roundTrip.input.shortLabel, ratio: roundTrip.engine.median / roundTrip.arrayQueue.median)
        }
        let burstRatios = bursts.map { burst in
            (size: burst.size, ratio: burst.engine.median / burst.arrayQueue.median)
        }
        let toastRatio = toastBurst.engine.median / toastBurst.arrayQueue.median
        return [
            TargetCheck(
                target: "round trip within \(ReportFormat.ratio(Self.roundTripLimit)) of baseline B",
                isMet: roundTripRatios.allSatisfy { $0.ratio <= Self.roundTripLimit },
                detail: roundTripRatios.map { "\($0.label) \(ReportFormat.ratio($0.ratio))" }.joined(separator: ", ")
            ),
            TargetCheck(
                target: "growth of the one-priority burst at most \(ReportFormat.ratio(Self.growthLimit)) per 10x size",
                isMet: onePriorityGrowth.ratio <= Self.growthLimit,
                detail: "\(ReportFormat.count(onePriorityGrowth.from)) -> \(ReportFormat.count(onePriorityGrowth.to)) "
                    + ReportFormat.ratio(onePriorityGrowth.ratio)
            ),
            TargetCheck(
                target: "faster than baseline B from \(ReportFormat.count(bursts.first?.size ?? 0)) requests on",
                isMet: burstRatios.allSatisfy { $0.ratio < 1 },
                detail: burstRatios.map { "\(ReportFormat.count($0.size)) \(ReportFormat.ratio($0.ratio))" }.joined(separator: ", ")
            ),
            TargetCheck(
                target: "burst of \(ReportFormat.count(toastBurst.size)) toasts faster than baseline B",
                isMet: toastRatio < 1,
                detail: ReportFormat.ratio(toastRatio)
            ),
        ]
    }

    /// Names the bursts of baseline B timed in a single run, which have no spread to show.
    private var singleRunNote: String {
        let sizes = bursts.map(\.size).filter { BurstBenchmark.runs(size: $0, isQuadratic: true).repetitions == 1 }
        guard !sizes.isEmpty else { return "" }
        return "Baseline B's burst of \(sizes.map(ReportFormat.count).joined(separator: ", ")) takes seconds: one run."
    }

    var text: String {
        var table = TextTable(header: ["measurement", "swift-alerts", "baseline A", "ratio A", "baseline B", "ratio B"])
        for roundTrip in roundTrips {
            table.append([
                roundTrip.input.label,
                ReportFormat.timing(roundTrip.engine),
                ReportFormat.timing(roundTrip.optionalAlert),
                ReportFormat.ratio(roundTrip.engine.median / roundTrip.optionalAlert.median),
                ReportFormat.timing(roundTrip.arrayQueue),
                ReportFormat.ratio(roundTrip.engine.median / roundTrip.arrayQueue.median),
            ])
        }
        for burst in bursts {
            table.append([
                "burst of \(ReportFormat.count(burst.size)), enqueue then drain",
                ReportFormat.timing(burst.engine),
                "\(ReportFormat.timing(burst.optionalAlert)), lost \(ReportFormat.count(burst.size - 1))",
                "-",
                ReportFormat.timing(burst.arrayQueue),
                ReportFormat.ratio(burst.engine.median / burst.arrayQueue.median),
            ])
        }
        table.append([
            "burst of \(ReportFormat.count(toastBurst.size)) toasts, show then close",
            ReportFormat.timing(toastBurst.engine),
            "\(ReportFormat.timing(toastBurst.optionalToast)), lost \(ReportFormat.count(toastBurst.size - 1))",
            "-",
            ReportFormat.timing(toastBurst.arrayQueue),
            ReportFormat.ratio(toastBurst.engine.median / toastBurst.arrayQueue.median),
        ])
        table.append([
            "burst of \(ReportFormat.count(sheetBurst.size)) sheet requests",
            ReportFormat.timing(sheetBurst.engine),
            "\(ReportFormat.timing(sheetBurst.optionalSheet)), lost \(ReportFormat.count(sheetBurst.size - 1))",
            "-",
            ReportFormat.timing(sheetBurst.arrayQueue),
            ReportFormat.ratio(sheetBurst.engine.median / sheetBurst.arrayQueue.median),
        ])
        table.append([
            "\(ReportFormat.count(loadingScopes.size)) overlapping loading scopes",
            ReportFormat.timing(loadingScopes.engine),
            "-",
            "",
            ReportFormat.timing(loadingScopes.arrayStack),
            ReportFormat.ratio(loadingScopes.engine.median / loadingScopes.arrayStack.median),
        ])
        for (engine, arrayQueue) in zip(growth(\.engine), growth(\.arrayQueue)) {
            table.append([
                "growth \(ReportFormat.count(engine.from)) -> \(ReportFormat.count(engine.to))",
                ReportFormat.ratio(engine.ratio),
                "-",
                "",
                ReportFormat.ratio(arrayQueue.ratio),
                "",
            ])
        }
        table.append([
            "growth \(ReportFormat.count(onePriorityGrowth.from)) -> \(ReportFormat.count(onePriorityGrowth.to)), one priority",
            ReportFormat.ratio(onePriorityGrowth.ratio),
            "-",
            "",
            "",
            "",
        ])
        table.append([
            "memory per queued request (\(ReportFormat.count(memory.size)))",
            ReportFormat.bytes(memory.engine),
            "holds one",
            "",
            ReportFormat.bytes(memory.arrayQueue),
            memory.engine.flatMap { engine in memory.arrayQueue.map { ReportFormat.ratio(engine / $0) } } ?? "",
        ])

        var lines = [
            "alerts-benchmark: \(buildConfiguration) build, \(ReportFormat.significant(elapsed / .seconds(1))) s",
            "machine: \(machine.system), \(machine.processors) processors, \(machine.cpuModel)",
            "",
            table.rendered,
            "",
            "Times are CPU time of the benchmark thread: the median of the timed runs, the fastest in",
            "parentheses; round trips per alert. Measurements compared with each other (a row's three,",
            "the bursts of every size) run in alternation. \(singleRunNote)",
            "ratio = swift-alerts / baseline: below 1x swift-alerts is faster (or smaller).",
            "baseline A: an optional AlertData in the root's state; a burst keeps its last alert and loses the rest.",
            "baseline B: array queue, linear priority insertion and duplicate scan (SwiftEntryKit, SwiftMessages).",
            "toasts: 3 visible, closed one by one; baseline A is one optional toast (AlertToast, PopupView), B an array queue.",
            "sheets: one presented at a time, finished then gone; baseline A is one optional sheet item (.sheet(item:)),",
            "B an array queue; no target is set for them.",
            "loading: begun one after another, shown after the grace time, ended every other one first, then down after",
            "its minimum time, on a clock moved by hand; baseline B is an array of tokens searched on each end.",
            "one priority: the same bursts with every request of one priority, shown in the order they were made.",
            "",
        ]
        for check in targetChecks {
            lines.append("\(check.isMet ? "target met" : "target missed"): \(check.target): \(check.detail)")
        }
        return lines.joined(separator: "\n")
    }
}
