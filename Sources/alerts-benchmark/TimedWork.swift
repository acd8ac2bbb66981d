/// A piece of work to time, built by ``Stopwatch/timedWork(repetitions:warmUps:operations:prepare:run:check:)``
/// and run by ``Stopwatch/measure(_:)`` beside the others it is compared with.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct TimedWork {
    /// Untimed runs made right before each timed run.
    let warmUps: Int
    /// Timed runs; the timing holds one sample per run.
    let repetitions: Int
    /// One run: builds its fixture, times the work, checks the result, and returns the time
    /// per operation.
    let runOnce: () throws -> Duration
}
