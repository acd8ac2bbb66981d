import Alerts
import Testing

/// The shrinker both model-based tests use: it keeps the fewest, simplest steps that still fail
/// the same check.
@MainActor
@Suite struct SequenceShrinkerTests {
    /// A run that fails once it has performed both `culprits`, and reports any step above 100 as
    /// a different check; simplifying a step halves it.
    private final class CulpritRun: ModelRunning {
        let culprits: Set<Int>
        private var seen: Set<Int> = []
        let coverage: [String: Int] = [:]

        init(configuration: Set<Int>) {
            culprits = configuration
        }

        func perform(_ step: Int, index: Int) async -> ModelFailure? {
            if step > 100 { return ModelFailure(step: index, check: "too big", detail: "\(step)") }
            seen.insert(step)
            return culprits.isSubset(of: seen) ? ModelFailure(step: index, check: "both culprits", detail: "\(seen)") : nil
        }

        func finish() async -> ModelFailure? { nil }

        static let simplifications: [(Int) -> Int] = [{ $0 / 2 }]
    }

    @Test func keepsOnlyTheStepsTheFailureNeedsInTheirSimplestForm() async {
        let steps = [5, 40, 9, 3, 12, 7, 200]
        #expect(await CulpritRun.replay([12, 40], steps)?.check == "both culprits")
        var shrinker = SequenceShrinker<CulpritRun>(configuration: [12, 40], check: "both culprits")
        let shrunk = await shrinker.shrink(steps)
        #expect(shrunk.sorted() == [12, 40], "the culprits, which no simplification keeps failing")
        #expect(shrinker.replays > 0)

        var bigShrinker = SequenceShrinker<CulpritRun>(configuration: [12, 40], check: "too big")
        #expect(await bigShrinker.shrink([7, 300, 12, 40]) == [150], "simplified while it fails the same check")
    }

    /// A toast sequence's failure names its check without the particulars, and each toast
    /// request simplifies to a plain one, field by field.
    @Test func toastFailuresAndRequestsShrinkLikeAlertOnes() {
        #expect(
            ToastModelRun.check(of: "advance: toast 12's remaining time grew from 1.5 s to 2.25 s with no update")
                == ToastModelRun.check(of: "advance: toast 3's remaining time grew from 0.4 s to 9.0 s with no update"))
        #expect(ToastModelRun.check(of: "request 4 still pending") != ToastModelRun.check(of: "request 4's events: []"))
        let request = ToastStep.operation(
            .request(
                ToastSpec(
                    title: "Upload failed", priority: 750, key: "a", durationNanoseconds: 1_500_000_001,
                    buttonTitle: "Undo", action: .close, throughTopHost: true)))
        let simplest = ToastModelRun.simplifications.reduce(request) { step, simplify in simplify(step) }
        #expect(
            simplest
                == .operation(
                    .request(
                        ToastSpec(
                            title: "Saved", priority: 500, key: nil, durationNanoseconds: 1_500_000_001,
                            buttonTitle: nil, action: nil, throughTopHost: false))))
        let configuration = AlertCenterConfiguration(
            noHostTimeout: nil, maximumVisibleToasts: 2, loadingMinimumShowTime: .zero)
        #expect(
            ToastModelRun.source(of: configuration)
                == "AlertCenterConfiguration(queueCapacity: 100, settleTime: AlertDuration(nanoseconds: 700000000), "
                + "noHostTimeout: nil, maximumVisibleToasts: 2, toastQueueCapacity: 100, "
                + "loadingGraceTime: AlertDuration(nanoseconds: 400000000), loadingMinimumShowTime: AlertDuration(nanoseconds: 0))")
        let advance = ToastStep.advance(milliseconds: 400)
        #expect(ToastModelRun.simplifications.allSatisfy { $0(advance) == advance })
    }
}
