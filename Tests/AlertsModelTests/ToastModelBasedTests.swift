import Alerts
import AlertsTestSupport
import Foundation
import Testing

/// Random sequences of toast requests, taps, closes, holds, app and screen-reader changes,
/// alerts, host changes, loading work and clock advances, run on a real center beside the
/// ``ToastReferenceModel`` (see ``ToastModelRun`` for what is checked). Event observers, toast
/// actions and the indicator's Cancel call back into the center with any of these operations.
///
/// Environment:
/// - `TOASTS_MODEL_STEPS`: the total number of steps (default 200,000: 1,000 sequences of 200).
/// - `TOASTS_MODEL_SEED`: the seed of the first sequence (decimal or 0x-prefixed hex); a
///   failure prints its sequence's seed, which with `TOASTS_MODEL_STEPS=200` replays it.
@MainActor
@Suite struct ToastModelBasedTests {
    static let stepsPerSequence = 200
    static let defaultSeed: UInt64 = 0x7045_7500_0000_0001

    @Test func toastsAndLoadingMatchTheReferenceModelOnRandomSequences() async {
        let environment = ProcessInfo.processInfo.environment
        let totalSteps = environment["TOASTS_MODEL_STEPS"].flatMap { Int($0) } ?? 200_000
        let firstSeed = environment["TOASTS_MODEL_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
        let sequences = max(1, totalSteps / Self.stepsPerSequence)
        var seeds = SplitMix64(seed: firstSeed)
        var coverage: [String: Int] = [:]
        var stepsRun = 0
        let start = Date()
        for sequence in 0..<sequences {
            let seed = sequence == 0 ? firstSeed : seeds.next()
            var generator = ToastStepGenerator(seed: seed)
            let run = ToastModelRun(configuration: generator.configuration())
            var steps: [ToastStep] = []
            for _ in 0..<Self.stepsPerSequence {
                let step = generator.next(for: run)
                steps.append(step)
                stepsRun += 1
                run.perform(step)
                if run.failure != nil { break }
            }
            run.finish()
            coverage.merge(run.coverage, uniquingKeysWith: +)
            // Lets the main actor run other suites' work between sequences: a long run must not
            // hold it past their time limits.
            await Task.yield()
            if let failure = run.failure {
                Issue.record(
                    """
                    The toast lane departed from the reference model.
                    Seed 0x\(String(seed, radix: 16)) (replay: TOASTS_MODEL_SEED=0x\(String(seed, radix: 16)) TOASTS_MODEL_STEPS=\(Self.stepsPerSequence))
                    Configuration: \(run.configuration)
                    Failed at step \(steps.count - 1): \(failure)
                    Steps:
                    \(steps.map { "    \($0)," }.joined(separator: "\n"))
                    """)
                return
            }
        }
        let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
        print(
            "toast model-based testing: \(sequences) sequences, \(stepsRun) steps, first seed 0x\(String(firstSeed, radix: 16)), all passed in \(elapsed); reached: \(coverage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        )
        if sequences >= 300 {
            let unreached = Self.mustReach.filter { coverage[$0, default: 0] == 0 }
            #expect(unreached.isEmpty, "the sequences never reached \(unreached)")
        }
    }

    private static let mustReach = [
        "toast requested", "toast coalesced", "toast queued", "toast shown", "toast actionTapped",
        "toast ended timedOut", "toast ended dismissed", "toast ended actionTapped", "toast ended cancelled",
        "toast ended hostGone", "toast ended rejected invalid", "toast ended rejected queueFull",
        "toast ended rejected centerClosed",
        "loading began", "loading indicatorShown", "loading cancelRequested", "loading ended succeeded",
        "loading indicatorHidden",
        "observer re-entered", "action ran", "cancel re-entered",
    ]

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}

/// Draws steps from a seed, most of them acting on what exists (the visible toasts, the
/// running work), with callbacks one level deep so that every sequence stays finite.
@MainActor
struct ToastStepGenerator {
    private var random: SplitMix64
    private static let titles = ["Saved", "Copied to the clipboard", "", " \t", "Upload failed: the server did not answer in time"]
    private static let triggers = [
        "toast requested", "toast queued", "toast shown", "toast coalesced", "toast ended timedOut",
        "toast ended dismissed", "toast ended actionTapped", "toast ended cancelled", "toast ended hostGone",
        "loading began", "loading indicatorShown", "loading indicatorHidden", "loading cancelRequested",
    ]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func configuration() -> AlertCenterConfiguration {
        AlertCenterConfiguration(
            queueCapacity: 10_000,
            noHostTimeout: nil,
            maximumVisibleToasts: random.pick([1, 2, 3, 3]),
            toastQueueCapacity: random.pick([3, 6, 100]),
            loadingGraceTime: random.pick([.milliseconds(400), .milliseconds(400), .zero]),
            loadingMinimumShowTime: random.pick([.milliseconds(600), .milliseconds(600), .zero])
        )
    }

    mutating func next(for run: ToastModelRun) -> ToastStep {
        let model = run.model
        if model.hosts.isEmpty && random.chance(60) { return .operation(.attach) }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: return .operation(.request(spec(depth: 0)))
        case 22..<36: return .advance(milliseconds: random.pick([1, 50, 300, 400, 600, 1_000, 2_500, 9_000]))
        case 36..<44: return .observe(trigger: random.pick(Self.triggers), operation: operation(depth: 1))
        default: return .operation(operation(depth: 0))
        }
    }

    private mutating func spec(depth: Int) -> ToastSpec {
        let duration: Int64?
        // Explicit durations with a random part in nanoseconds: automatic ones (whole seconds)
        // would make timers fall due at the same instant, which the model cannot order as the
        // clock does. ToastLaneTests covers automatic durations.
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<3: duration = random.pick([0, -1_000_000])
        case 3..<5: duration = 1_000_000_000_000_000_000
        default: duration = Int64.random(in: 1...6_000, using: &random) * 1_000_000 + Int64.random(in: 1...999_999, using: &random)
        }
        let hasButton = random.chance(40)
        return ToastSpec(
            title: random.pick(Self.titles),
            priority: random.pick([250, 500, 500, 750]),
            key: random.pick([nil, nil, "a", "b"]),
            durationNanoseconds: duration,
            buttonTitle: hasButton ? random.pick(["Undo", "Undo", " "]) : nil,
            action: hasButton && depth == 0 && random.chance(60) ? operation(depth: 1) : nil,
            throughTopHost: random.chance(20)
        )
    }

    private mutating func operation(depth: Int) -> ToastOperation {
        let index = Int.random(in: 0..<4, using: &random)
        let reason = random.pick([ToastPauseReason.touch, .hover, .announcement])
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12: return .request(spec(depth: depth + 1))
        case 12..<18: return random.chance(50) || depth == 0 ? .cancel(newest: random.chance(50)) : .cancelSubject
        case 18..<28: return .tap(index)
        case 28..<35: return .dismiss(index)
        case 35..<43: return .pause(index, reason)
        case 43..<51: return .resume(index, reason)
        case 51..<55: return .setAppActive(random.chance(50))
        case 55..<58: return .setScreenReaderRunning(random.chance(40))
        case 58..<63: return .showAlert
        case 63..<69: return .answerAlert
        case 69..<72: return .attach
        case 72..<75: return .detach(topmost: random.chance(70))
        case 75..<83:
            let cancel: ToastOperation? =
                random.chance(50)
                ? (depth == 0 ? random.pick([.endLoading(newest: true, toast: nil), .request(spec(depth: 1)), .close]) : .endLoading(newest: true, toast: nil))
                : nil
            return .beginLoading(random.pick(["Saving…", "Syncing…", "Uploading…"]), blocks: random.chance(70), cancelOperation: cancel)
        case 83..<91:
            return .endLoading(newest: random.chance(50), toast: random.chance(30) ? spec(depth: depth + 1) : nil)
        case 91..<94: return .progress(random.pick([0.5, -1, 2, .nan, .infinity]))
        case 94..<98: return .cancelLoading
        default: return random.chance(15) ? .close : .showAlert
        }
    }
}
