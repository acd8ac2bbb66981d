/// Draws the steps of sequences for a ``ModelRunning`` run from a seed: the same seed gives the
/// same configuration and steps, so a failing sequence replays from its seed.
@MainActor
protocol ModelStepGenerating {
    associatedtype Run: ModelRunning

    init(seed: UInt64)

    /// The center's configuration for the sequence.
    mutating func configuration() -> Run.Configuration

    /// The next step, chosen from what exists in `run` now.
    mutating func next(for run: Run) -> Run.Step
}
