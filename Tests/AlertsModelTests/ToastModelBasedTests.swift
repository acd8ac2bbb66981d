import AlertsTestSupport
import Testing

/// Random sequences of toast requests, taps, closes, holds, app and screen-reader changes,
/// alerts, host changes, loading work and clock advances, run on a real center beside the
/// ``ToastReferenceModel`` (see ``ToastModelRun`` for what is checked). Event observers, toast
/// actions and the indicator's Cancel call back into the center with any of these operations.
///
/// Environment:
/// - `TOASTS_MODEL_STEPS`: the total number of steps (10,000 by default: 50 sequences of 200;
///   200,000 with `ALERTS_LONG_TESTS=1`; TESTING.md).
/// - `TOASTS_MODEL_SEED`: the seed of the first sequence (decimal or 0x-prefixed hex); a
///   failure prints its sequence's seed, which with `TOASTS_MODEL_STEPS=200` replays it, and
///   the sequence shrunk, as Swift to paste into ``ReplayedSequenceTests``.
@MainActor
@Suite struct ToastModelBasedTests {
    static let defaultSeed: UInt64 = 0x7045_7500_0000_0001

    @Test(.tags(.lengthFromEnvironment)) func toastsAndLoadingMatchTheReferenceModelOnRandomSequences() async {
        await ModelHarness<ToastStepGenerator>(
            subject: "The toast lane", name: "toast model-based testing",
            stepsVariable: "TOASTS_MODEL_STEPS", seedVariable: "TOASTS_MODEL_SEED", defaultSeed: Self.defaultSeed,
            shortSteps: 10_000, longSteps: 200_000, mustReach: Self.mustReach, coverageSequences: 50
        ).run()
    }

    /// What fifty sequences must reach, so that a change to the generator cannot quietly
    /// stop exercising a part of the contract.
    private static let mustReach = [
        "toast requested", "toast coalesced", "toast queued", "toast shown", "toast actionTapped",
        "toast ended timedOut", "toast ended dismissed", "toast ended actionTapped", "toast ended cancelled",
        "toast ended hostGone", "toast ended rejected invalid", "toast ended rejected queueFull",
        "toast ended rejected centerClosed",
        "loading began", "loading indicatorShown", "loading cancelRequested", "loading ended succeeded",
        "loading indicatorHidden",
        "observer re-entered", "action ran", "cancel re-entered", "no host visible",
    ]
}
