/// Runs every measurement once, in a fixed order, and collects the report.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum BenchmarkSuite {
    static var buildConfiguration: String {
        #if DEBUG
        "debug (timings not meaningful; use -c release)"
        #else
        "release"
        #endif
    }

    static func run() throws -> BenchmarkReport {
        let clock = ContinuousClock()
        let start = clock.now

        let roundTrips = try RoundTripBenchmark.Input.allCases.map { input in
            let timings = try Stopwatch.measure([
                RoundTripBenchmark.engine(input),
                RoundTripBenchmark.optionalAlert(input),
                RoundTripBenchmark.arrayQueue(input),
            ])
            return BenchmarkReport.RoundTrip(input: input, engine: timings[0], optionalAlert: timings[1], arrayQueue: timings[2])
        }

        // Every size in one alternation, so that the growth from one size to the next compares
        // runs made under the same conditions; with them, the engine on the two largest bursts
        // made of one priority, whose growth shows what showing in order of priority costs.
        let workloads = BurstBenchmark.sizes.map { BurstWorkload(count: $0) }
        let onePriorityWorkloads = BurstBenchmark.sizes.suffix(2).map { BurstWorkload(count: $0, isOnePriority: true) }
        let burstTimings = try Stopwatch.measure(
            workloads.flatMap { workload in
                [BurstBenchmark.engine(workload), BurstBenchmark.optionalAlert(workload), BurstBenchmark.arrayQueue(workload)]
            } + onePriorityWorkloads.map(BurstBenchmark.engine)
        )
        let bursts = workloads.enumerated().map { index, workload in
            BenchmarkReport.Burst(
                size: workload.count,
                engine: burstTimings[3 * index],
                optionalAlert: burstTimings[3 * index + 1],
                arrayQueue: burstTimings[3 * index + 2]
            )
        }
        let onePriorityTimings = Array(burstTimings.suffix(2))
        let onePriorityGrowth = BenchmarkReport.Growth(
            from: onePriorityWorkloads[0].count,
            to: onePriorityWorkloads[1].count,
            ratio: onePriorityTimings[1].median / onePriorityTimings[0].median
        )

        let toastWorkload = BurstWorkload(count: ToastBurstBenchmark.size)
        let toastTimings = try Stopwatch.measure([
            ToastBurstBenchmark.engine(toastWorkload),
            ToastBurstBenchmark.optionalToast(toastWorkload),
            ToastBurstBenchmark.arrayQueue(toastWorkload),
        ])
        let toastBurst = BenchmarkReport.ToastBurst(
            size: ToastBurstBenchmark.size,
            engine: toastTimings[0],
            optionalToast: toastTimings[1],
            arrayQueue: toastTimings[2]
        )
        let sheetWorkload = BurstWorkload(count: SheetBurstBenchmark.size)
        let sheetTimings = try Stopwatch.measure([
            SheetBurstBenchmark.engine(sheetWorkload),
            SheetBurstBenchmark.optionalSheet(sheetWorkload),
            SheetBurstBenchmark.arrayQueue(sheetWorkload),
        ])
        let sheetBurst = BenchmarkReport.SheetBurst(
            size: SheetBurstBenchmark.size,
            engine: sheetTimings[0],
            optionalSheet: sheetTimings[1],
            arrayQueue: sheetTimings[2]
        )
        let loadingTimings = try Stopwatch.measure([
            LoadingScopesBenchmark.engine(count: LoadingScopesBenchmark.size),
            LoadingScopesBenchmark.arrayStack(count: LoadingScopesBenchmark.size),
        ])
        let loadingScopes = BenchmarkReport.LoadingScopes(
            size: LoadingScopesBenchmark.size,
            engine: loadingTimings[0],
            arrayStack: loadingTimings[1]
        )

        let memoryWorkload = BurstWorkload(count: MemoryBenchmark.size)
        let memory = BenchmarkReport.Memory(
            size: MemoryBenchmark.size,
            engine: try MemoryBenchmark.engine(memoryWorkload),
            arrayQueue: try MemoryBenchmark.arrayQueue(memoryWorkload)
        )

        return BenchmarkReport(
            machine: .current,
            buildConfiguration: buildConfiguration,
            roundTrips: roundTrips,
            bursts: bursts,
            onePriorityGrowth: onePriorityGrowth,
            toastBurst: toastBurst,
            sheetBurst: sheetBurst,
            loadingScopes: loadingScopes,
            memory: memory,
            elapsed: clock.now - start
        )
    }
}
