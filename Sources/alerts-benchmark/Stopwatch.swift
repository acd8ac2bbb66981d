import Foundation

/// Times work by the CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): warm-up runs
/// first, then several timed repetitions.
///
/// The work is synchronous and single-threaded, so its CPU time is its duration; unlike the
/// wall clock, it does not count the time other processes on a shared machine take the core.
///
/// Each run gets a fresh fixture from `prepare`, built before timing starts; the value the
/// run returns is checked by `check` after timing stops. Checking the results keeps the
/// optimizer from dropping the work and turns a wrong result into an error.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum Stopwatch {
    /// Measures `run`.
    ///
    /// - Parameters:
    ///   - repetitions: Timed runs; the timing holds one sample per run.
    ///   - warmUps: Untimed runs made first.
    ///   - operations: What one run performs; each sample is the run's duration divided by it.
    ///   - prepare: Builds the fixture of one run, untimed.
    ///   - run: The timed work.
    ///   - check: Verifies what a run returned, untimed.
    static func measure<Fixture, Result>(
        repetitions: Int,
        warmUps: Int = 1,
        operations: Int = 1,
        prepare: () -> Fixture,
        run: (Fixture) -> Result,
        check: (Result) throws -> Void
    ) throws -> Timing {
        var samples: [Duration] = []
        for index in 0..<(warmUps + repetitions) {
            let fixture = prepare()
            let start = threadCPUTime()
            let result = run(fixture)
            let elapsed = threadCPUTime() - start
            try check(result)
            if index >= warmUps {
                samples.append(elapsed / operations)
            }
        }
        return Timing(samples: samples)
    }

    /// The CPU time the calling thread has used so far.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
