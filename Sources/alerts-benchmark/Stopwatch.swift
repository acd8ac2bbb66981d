import Foundation

/// Times work by the CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): warm-up runs
/// first, then several timed repetitions.
///
/// The work is synchronous and single-threaded, so its CPU time is its duration; unlike the
/// wall clock, it does not count the time other processes on a shared machine take the core.
/// What CPU time does not shield from is a machine whose speed drifts while the benchmark runs
/// (another tenant filling a shared cache, a core's clock changing): so the measurements that
/// are compared run in rounds, each one's timed runs spread evenly over all the rounds, and a
/// drift falls on all of them alike rather than on whichever happened to run at the time. Each
/// timed run follows untimed runs of the same work, so that it starts from the caches and heap
/// that work leaves, whatever ran before it.
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
    static func timedWork<Fixture, Result>(
        repetitions: Int,
        warmUps: Int = 1,
        operations: Int = 1,
        prepare: @escaping () -> Fixture,
        run: @escaping (Fixture) -> Result,
        check: @escaping (Result) throws -> Void
    ) -> TimedWork {
        TimedWork(warmUps: warmUps, repetitions: repetitions) {
            let fixture = prepare()
            let start = threadCPUTime()
            let result = run(fixture)
            let elapsed = threadCPUTime() - start
            try check(result)
            return elapsed / operations
        }
    }

    /// Runs `work` in as many rounds as its most repeated piece has repetitions, each piece's
    /// timed runs (each after its warm-ups) spread evenly over the rounds, and returns their
    /// timings in the same order.
    static func measure(_ work: [TimedWork]) throws -> [Timing] {
        var samples = work.map { _ in [Duration]() }
        let rounds = work.map(\.repetitions).max() ?? 0
        for round in 0..<rounds {
            for (index, piece) in work.enumerated() where isDue(round, of: rounds, repetitions: piece.repetitions) {
                for _ in 0..<piece.warmUps {
                    _ = try piece.runOnce()
                }
                samples[index].append(try piece.runOnce())
            }
        }
        return samples.map(Timing.init(samples:))
    }

    /// Whether work timed `repetitions` times runs in `round` of `rounds`: it runs in exactly
    /// `repetitions` of them, spread evenly (with one repetition, in the last).
    static func isDue(_ round: Int, of rounds: Int, repetitions: Int) -> Bool {
        (round + 1) * repetitions / rounds > round * repetitions / rounds
    }

    /// The CPU time the calling thread has used so far.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
