/// A timer a step scheduled: the app's clock is asked for it once the step is done, as an
/// effect, so that a clock that calls the center from `schedule` or `cancel` finds its state
/// whole (see "Re-entrancy" in ``AlertCenter``).
///
/// A step holds it as the timer at once; cancelling it in a step stops it from being armed,
/// or queues the cancelling of the clock's timer once armed. Its work never runs once it was
/// cancelled, even if the clock's timer fires before its cancelling has run.
@MainActor
final class DeferredTimer: AlertTimer {
    private let effects: EffectQueue
    /// When the work is due, on the clock's time.
    private let deadline: AlertDuration
    /// The work, until it is armed or cancelled.
    private var work: (@MainActor () -> Void)?
    /// The clock's timer, once armed.
    private var armed: (any AlertTimer)?
    private var isCancelled = false

    /// Queues the scheduling of `work` `delay` after `now`.
    init(after delay: AlertDuration, from now: AlertDuration, effects: EffectQueue, _ work: @escaping @MainActor () -> Void) {
        self.effects = effects
        deadline = now + delay
        self.work = work
        effects.append(.scheduleTimer(self))
    }

    /// Schedules the work on `clock` for what remains until its deadline; run as an effect.
    func arm(on clock: any AlertClock) {
        guard !isCancelled, let work else { return }
        self.work = nil
        armed = clock.schedule(after: deadline - clock.now) { [weak self] in
            guard let self, !self.isCancelled else { return }
            self.isCancelled = true
            work()
        }
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        work = nil
        if let armed {
            self.armed = nil
            effects.append(.cancelTimer(armed))
        }
    }
}
