import AlertsTestSupport
import Foundation
import Testing

/// Runs a model-based test: random sequences drawn from a seed, each on a fresh run, every
/// step checked; the first failing sequence is shrunk and reported as Swift to paste into
/// ``ReplayedSequenceTests``, with the seed that replays it.
@MainActor
struct ModelHarness<Generator: ModelStepGenerating> {
    /// What is checked, as the failure message names it ("The center").
    let subject: String
    /// The name of the test in the summary line it prints ("model-based testing").
    let name: String
    /// The environment variable that sets the total number of steps.
    let stepsVariable: String
    /// The environment variable that sets the first sequence's seed (decimal or 0x-prefixed
    /// hex).
    let seedVariable: String
    let defaultSeed: UInt64
    /// The total number of steps by default, and with `ALERTS_LONG_TESTS=1` (TESTING.md).
    let shortSteps: Int
    let longSteps: Int
    /// What the sequences must reach once there are at least ``coverageSequences`` of them, so
    /// that a change to the generator cannot quietly stop exercising a part of the contract.
    let mustReach: [String]
    let coverageSequences: Int
    let stepsPerSequence = 200

    func run() async {
        let environment = ProcessInfo.processInfo.environment
        let totalSteps = TestRunLength.count(stepsVariable, short: shortSteps, long: longSteps)
        let firstSeed = environment[seedVariable].flatMap(Self.parseSeed) ?? defaultSeed
        let sequences = max(1, totalSteps / stepsPerSequence)
        let start = Date()
        var stepsRun = 0
        var coverage: [String: Int] = [:]
        var seeds = SplitMix64(seed: firstSeed)
        for sequence in 0..<sequences {
            // Lets the main actor run other suites' work between sequences: a long run must not
            // hold it past their time limits.
            await Task.yield()
            // Each sequence's generator starts from a seed drawn from one stream, never from a
            // neighbour's seed plus a constant: SplitMix64 streams seeded that way are the
            // same stream shifted, and their sequences soon coincide.
            let seed = sequence == 0 ? firstSeed : seeds.next()
            var generator = Generator(seed: seed)
            let configuration = generator.configuration()
            let run = Generator.Run(configuration: configuration)
            var steps: [Generator.Run.Step] = []
            var failure: ModelFailure?
            for index in 0..<stepsPerSequence {
                let step = generator.next(for: run)
                steps.append(step)
                stepsRun += 1
                failure = await run.perform(step, index: index)
                if failure != nil { break }
            }
            if failure == nil { failure = await run.finish() }
            coverage.merge(run.coverage, uniquingKeysWith: +)
            if let failure {
                await report(failure, seed: seed, configuration: configuration, steps: steps)
                return
            }
        }
        let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
        let reached = coverage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            """
            \(name): \(sequences) sequences, \(stepsRun) steps, first seed 0x\(String(firstSeed, radix: 16)), \
            all passed in \(elapsed); reached: \(reached)
            """)
        #expect(stepsRun == sequences * stepsPerSequence)
        if sequences >= coverageSequences {
            let unreached = mustReach.filter { coverage[$0, default: 0] == 0 }
            #expect(unreached.isEmpty, "the sequences never reached \(unreached)")
        }
    }

    private func report(
        _ failure: ModelFailure, seed: UInt64, configuration: Generator.Run.Configuration, steps: [Generator.Run.Step]
    ) async {
        var shrinker = SequenceShrinker<Generator.Run>(configuration: configuration, check: failure.check)
        let shrunk = await shrinker.shrink(steps)
        let shrunkFailure = await Generator.Run.replay(configuration, shrunk)
        let source = shrunk.map { "    \($0)," }.joined(separator: "\n")
        Issue.record(
            """
            \(subject) departed from the reference model.
            Seed 0x\(String(seed, radix: 16)) (replay: \(seedVariable)=0x\(String(seed, radix: 16)) \(stepsVariable)=\(stepsPerSequence))
            Failed at \(failure)
            Shrunk to \(shrunk.count) steps (\(shrinker.replays) replays), failing at \(shrunkFailure.map(String.init(describing:)) ?? "nothing: the failure did not replay")
            Replay in ``ReplayedSequenceTests``:
            let failure = await \(Generator.Run.self).replay(\(Generator.Run.source(of: configuration)), [
            \(source)
            ])
            #expect(failure == nil)
            """)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
