/// The app's code a center's steps have queued, and what they let go of: run and released in
/// order once a step is done (see "Re-entrancy" in ``AlertCenter``).
///
/// It is an object of its own, shared by the center and its state, so that the center asks
/// whether anything waits without touching the state. Its lists change through local copies
/// (``ChangedThroughCopies``): a step checks no access to them at run time.
@MainActor
final class EffectQueue: ChangedThroughCopies {
    /// Work that runs code of the app, in the order the center's steps produced it.
    enum Effect {
        /// Deliver an event to the subscribers registered before it happened.
        case event(AlertEvent, number: UInt64)
        /// Run a tapped button's action.
        case action(@MainActor ([String]) -> Void, textValues: [String])
        /// Show the next alert: queued behind an action, so that an alert the action requests
        /// competes with those already waiting, by priority.
        case showNextModal
        /// Finish the event streams open when the center closed, after every event before.
        case finishStreams
        /// Ask the clock for a timer a step scheduled, unless the steps cancelled it since.
        case scheduleTimer(DeferredTimer)
        /// Cancel a timer the clock gave.
        case cancelTimer(any AlertTimer)
    }

    /// Effects in order; `nil` marks one already taken.
    private var effects: [Effect?] = []
    private var nextEffect = 0
    /// What the app gave the center and the center no longer needs (ended requests' actions,
    /// cancelled observers), released once the state is whole: a `deinit` may call back in.
    private var releases: [Any] = []
    /// Whether the center is running effects: an entry point called meanwhile leaves its
    /// effects to that run.
    private(set) var isRunning = false

    func append(_ effect: Effect) {
        change(\.effects, emptied: []) { $0.append(effect) }
    }

    /// Keeps `object` until the current step is done.
    func release(_ object: Any) {
        change(\.releases, emptied: []) { $0.append(object) }
    }

    /// Starts a run of the queued effects and releases, if any wait and no run is under way.
    func beginRun() -> Bool {
        guard !isRunning, nextEffect < effects.count || !releases.isEmpty else { return false }
        isRunning = true
        return true
    }

    func endRun() {
        isRunning = false
    }

    /// Takes the next queued effect, in order.
    func takeNext() -> Effect? {
        guard nextEffect < effects.count else {
            if !effects.isEmpty {
                change(\.effects, emptied: []) { $0.removeAll(keepingCapacity: true) }
                nextEffect = 0
            }
            return nil
        }
        let index = nextEffect
        nextEffect += 1
        return change(\.effects, emptied: []) { $0[index].take() }
    }

    /// Takes what waits to be released.
    func takeReleases() -> [Any] {
        exchange(\.releases, with: [])
    }
}
