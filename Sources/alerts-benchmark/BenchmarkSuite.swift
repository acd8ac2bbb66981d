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
            BenchmarkReport.RoundTrip(
                input: input,
                engine: try RoundTripBenchmark.engine(input),
                optionalAlert: try RoundTripBenchmark.optionalAlert(input),
                arrayQueue: try RoundTripBenchmark.arrayQueue(input)
            )
        }

        let bursts = try BurstBenchmark.sizes.map { size in
            let workload = BurstWorkload(count: size)
            return BenchmarkReport.Burst(
                size: size,
                engine: try BurstBenchmark.engine(workload),
                optionalAlert: try BurstBenchmark.optionalAlert(workload),
                arrayQueue: try BurstBenchmark.arrayQueue(workload)
            )
        }

        let toastWorkload = BurstWorkload(count: ToastBurstBenchmark.size)
        let toastBurst = BenchmarkReport.ToastBurst(
            size: ToastBurstBenchmark.size,
            engine: try ToastBurstBenchmark.engine(toastWorkload),
            optionalToast: try ToastBurstBenchmark.optionalToast(toastWorkload),
            arrayQueue: try ToastBurstBenchmark.arrayQueue(toastWorkload)
        )
        let loadingScopes = BenchmarkReport.LoadingScopes(
            size: LoadingScopesBenchmark.size,
            engine: try LoadingScopesBenchmark.engine(count: LoadingScopesBenchmark.size),
            arrayStack: try LoadingScopesBenchmark.arrayStack(count: LoadingScopesBenchmark.size)
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
            toastBurst: toastBurst,
            loadingScopes: loadingScopes,
            memory: memory,
            elapsed: clock.now - start
        )
    }
}
