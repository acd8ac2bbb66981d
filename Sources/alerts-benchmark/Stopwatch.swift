import Foundation

/// Times work by the CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): warm-up runs
/// first, then several timed repetitions.
///
/// The work is synchronous and single-threaded, so its CPU time is its duration; unlike the
/// wall clock, it does not count the time other processes on a shared machine take the core.
/// What CPU time does not shield from is a machine whose speed drifts while the benchmark runs
/// (another tenant filling a shared cache, a core's clock changing): so the measurements that
/// are compared run in rounds, one timed run of each per round, and a drift falls on all of
/// them alike rather than on whichever happened to run at the time. Each timed run follows
/// untimed runs of the same work, so that it starts from the caches and heap that work leaves,
/// whatever ran in the round before it.
///
/// Each run gets a fresh fixture from `prepare`, built before timing starts; the value the
/// run returns is checked by `check` after timing stops. Checking the results keeps the
/// optimizer from dropping the work and turns a wrong result into an error.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum Stopwatch {
    /// Describes how to time `run`; ``measure(_:)`` runs it.
    ///
    /// - Parameters:
    ///   - repetitions: Timed runs; the timing holds one sample per run.
    ///   - warmUps: Untimed runs made right before each timed run.
    ///   - operations: What one run performs; each sample is the run's duration divided by it.
    ///   - prepare: Builds the fixture of one run, untimed.
    ///   - run: The timed work.
    ///   - check: Verifies what a run returned, untimed.
    static func measurement<Fixture, Result>(
        repetitions: Int,
        warmUps: Int = 1,
        operations: Int = 1,
        prepare: @escaping () -> Fixture,
        run: @escaping (Fixture) -> Result,
        check: @escaping (Result) throws -> Void
    ) -> Measurement {
        Measurement(warmUps: warmUps, repetitions: repetitions) {
            let fixture = prepare()
            let start = threadCPUTime()
            let result = run(fixture)
            let elapsed = threadCPUTime() - start
            try check(result)
            return elapsed / operations
        }
    }

    /// Runs `measurements` in rounds, one timed run of each per round (after its warm-ups)
    /// while it has repetitions left, and returns their timings in the same order.
    static func measure(_ measurements: [Measurement]) throws -> [Timing] {
        var samples = measurements.map { _ in [Duration]() }
        for round in 0..<(measurements.map(\.repetitions).max() ?? 0) {
            for (index, measurement) in measurements.enumerated() where round < measurement.repetitions {
                for _ in 0..<measurement.warmUps {
                    _ = try measurement.runOnce()
                }
                samples[index].append(try measurement.runOnce())
            }
        }
        return samples.map(Timing.init(samples:))
    }

    /// The CPU time the calling thread has used so far.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
