import Alerts
import AlertsTestSupport

/// Draws steps from a seed, most of them acting on what exists (the visible toasts, the
/// running work), with callbacks one level deep so that every sequence stays finite.
@MainActor
struct ToastStepGenerator: ModelStepGenerating {
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
        switch Int.random(in: 0..<106, using: &random) {
        case 100..<106: return .setVisible(index, random.chance(55))
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
