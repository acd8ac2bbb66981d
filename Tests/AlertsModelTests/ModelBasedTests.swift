import AlertsTestSupport
import Foundation
import Testing

/// Random sequences of requests, taps, dismissals, cancellations, host changes and clock
/// advances, run on a real center beside the reference model, with every invariant checked
/// after every step.
///
/// Steps also install callbacks that call back into the center with any operation: event
/// observers (``Step/observe(_:)``), button actions (``RequestSpec/action``) and objects the
/// actions capture, whose `deinit` runs when the request ends (``RequestSpec/onRelease``).
/// The model predicts what they do by queueing events, actions and releases as the center
/// must ("Re-entrancy" in `AlertCenter`), and the run checks that events arrive in the order
/// they happened and reach exactly the observers the model names.
///
/// The re-entry defects once fixed in the engine, planted back one at a time, as the default
/// run reported them (the failing sequence's seed, its step, what the shrinker kept), and as
/// ``ReplayedSequenceTests`` failed:
/// 1. Ended requests' actions released inside the step (no `releases.append` in
///    `finishRequest` nor in `close()`): no crash, the engine being safe Swift, but a broken
///    contract. Seed 0xa1e7500000000001, step 130: an observer installed by a `deinit` got
///    the `ended` whose release ran it, an event that happened before it was installed
///    (shrunk to 1 step). A `deinit` run while closing withdrew a request that had to end
///    `hostGone`; one run during a withdrawal moved the visible alert before the withdrawal's
///    `ended`.
/// 2. Events delivered inside the step, not through the effect queue. Seed
///    0xda61457779055648, step 111: an observer attaching a host on `answered` moved the
///    alert back on screen while its action ran (shrunk to 6 steps). An observer withdrawing
///    the request on `settled` made it end `.cancelled` while the tapped button's action ran;
///    one answering again on `answered` made a second `answered`; one requesting on
///    `interrupted` saw the next alert presented before that request's events.
/// 3. The no-host sweep running observers and releases after each rejection, neither
///    re-checking for a host nor showing the next alert afterwards. Seed 0x273dc2ebea712ae4,
///    step 9: an observer requested an alert between two rejections of one sweep (shrunk to 4
///    steps). An observer attaching a host on the first `rejected(.noHost)` had the second
///    request presented and then rejected, and the third never shown.
///
/// Environment:
/// - `ALERTS_MODEL_STEPS`: the total number of steps (default 200,000: 1,000 sequences of 200
///   steps). A long run sets 1,000,000 or more.
/// - `ALERTS_MODEL_SEED`: the seed of the first sequence (decimal or 0x-prefixed hex); the
///   others are drawn from a generator seeded with it. A failure prints its sequence's seed,
///   and that seed with `ALERTS_MODEL_STEPS=200` replays exactly that sequence; it also prints
///   the sequence shrunk, as Swift to paste into a regression test.
@MainActor
@Suite struct ModelBasedTests {
    static let stepsPerSequence = 200
    static let defaultSeed: UInt64 = 0xA1E7_5000_0000_0001

    @Test func theCenterMatchesTheReferenceModelOnRandomSequences() async {
        let environment = ProcessInfo.processInfo.environment
        let totalSteps = environment["ALERTS_MODEL_STEPS"].flatMap { Int($0) } ?? 200_000
        let firstSeed = environment["ALERTS_MODEL_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
        let sequences = max(1, totalSteps / Self.stepsPerSequence)
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
            var generator = StepGenerator(seed: seed)
            let configuration = generator.configuration()
            let run = ModelRun(configuration: configuration)
            var steps: [Step] = []
            var failure: ModelFailure?
            for index in 0..<Self.stepsPerSequence {
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
            model-based testing: \(sequences) sequences, \(stepsRun) steps, first seed 0x\(String(firstSeed, radix: 16)), \
            all passed in \(elapsed); reached: \(reached)
            """)
        #expect(stepsRun == sequences * Self.stepsPerSequence)
        if sequences >= 1_000 {
            let unreached = Self.mustReach.filter { coverage[$0, default: 0] == 0 }
            #expect(unreached.isEmpty, "the sequences never reached \(unreached)")
        }
    }

    /// What a thousand sequences must reach, so that a change to the generator cannot
    /// quietly stop exercising a part of the contract.
    private static let mustReach = [
        "requested", "coalesced", "queued", "presented", "interrupted", "moved", "answered", "settled",
        "ended answered", "ended dismissed", "ended cancelled", "ended hostGone", "ended rejected invalid",
        "ended rejected queueFull", "ended rejected noHost", "ended rejected centerClosed",
        "action ran", "awaiting caller resumed",
        "observer re-entered", "action re-entered", "deinit re-entered",
    ]

    private func report(_ failure: ModelFailure, seed: UInt64, configuration: ModelConfiguration, steps: [Step]) async {
        var shrinker = SequenceShrinker(configuration: configuration, check: failure.check)
        let shrunk = await shrinker.shrink(steps)
        let shrunkFailure = await ModelRun.replay(configuration, shrunk)
        let source = shrunk.map { "    \($0)," }.joined(separator: "\n")
        Issue.record(
            """
            The center departed from the reference model.
            Seed 0x\(String(seed, radix: 16)) (replay: ALERTS_MODEL_SEED=0x\(String(seed, radix: 16)) ALERTS_MODEL_STEPS=\(Self.stepsPerSequence))
            Failed at \(failure)
            Shrunk to \(shrunk.count) steps (\(shrinker.replays) replays), failing at \(shrunkFailure.map(String.init(describing:)) ?? "nothing: the failure did not replay")
            Replay in ``ReplayedSequenceTests``:
            let failure = await ModelRun.replay(\(configuration), [
            \(source)
            ])
            #expect(failure == nil)
            """)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
