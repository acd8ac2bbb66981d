/// A run of a model-based test: one sequence of steps performed on a real center beside a
/// reference model, checked after every step. ``ModelHarness`` drives it, and
/// ``SequenceShrinker`` replays shorter sequences on it.
@MainActor
protocol ModelRunning: AnyObject {
    associatedtype Step: Hashable & CustomStringConvertible
    associatedtype Configuration

    init(configuration: Configuration)

    /// How often each kind of event and outcome occurred, to show what the sequences reached.
    var coverage: [String: Int] { get }

    /// Performs one step on the center and the model, then checks them.
    func perform(_ step: Step, index: Int) async -> ModelFailure?

    /// Ends the sequence (the center closes) and checks what must hold at its end.
    func finish() async -> ModelFailure?

    /// Ways to make one step simpler, each giving the step unchanged where it does not apply;
    /// the shrinker keeps a simplification while the sequence still fails the same check.
    static var simplifications: [(Step) -> Step] { get }

    /// `configuration` as Swift source, for the replay a failure prints.
    static func source(of configuration: Configuration) -> String
}

extension ModelRunning {
    /// The configuration's description, for configurations whose description is Swift source.
    static func source(of configuration: Configuration) -> String {
        String(describing: configuration)
    }

    /// Runs `steps` and the end of the sequence, and returns the first failure.
    static func replay(_ configuration: Configuration, _ steps: [Step]) async -> ModelFailure? {
        let run = Self(configuration: configuration)
        for (index, step) in steps.enumerated() {
            if let failure = await run.perform(step, index: index) { return failure }
        }
        return await run.finish()
    }
}
