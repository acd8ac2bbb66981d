import Alerts

/// A clock that moves only when told to, for tests: nothing sleeps, and work scheduled on it
/// runs synchronously inside ``advance(by:)``, in deadline order.
///
/// ```swift
/// let clock = ManualAlertClock()
/// let center = AlertCenter(clock: clock)
/// clock.advance(by: center.configuration.settleTime)
/// ```
@MainActor
public final class ManualAlertClock: AlertClock {
    private struct Scheduled {
        let deadline: AlertDuration
        let order: UInt64
        let timer: ManualAlertTimer
        let work: @MainActor () -> Void
    }

    /// Time elapsed since the clock was created, as moved by ``advance(by:)``.
    public private(set) var now: AlertDuration = .zero
    private var scheduled: [Scheduled] = []
    private var lastOrder: UInt64 = 0

    /// Creates a clock at time zero.
    public init() {}

    public func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
        lastOrder += 1
        let timer = ManualAlertTimer()
        scheduled.append(Scheduled(deadline: now + max(delay, .zero), order: lastOrder, timer: timer, work: work))
        return timer
    }

    /// The number of scheduled works not yet run or cancelled.
    public var pendingCount: Int {
        scheduled.count { !$0.timer.isCancelled }
    }

    /// The earliest deadline among works not yet run or cancelled.
    public var nextDeadline: AlertDuration? {
        scheduled.filter { !$0.timer.isCancelled }.map(\.deadline).min()
    }

    /// Moves time forward by `duration`, running every work whose deadline falls within it,
    /// earliest first, with ``now`` set to that work's deadline while it runs. Work scheduled
    /// while advancing runs too if its deadline falls within the same span.
    ///
    /// Time never moves backwards: a work that advances the clock further, from inside an
    /// advance, leaves it where it took it. A negative duration counts as zero, and time
    /// saturates at ``/Alerts/AlertDuration/max``.
    public func advance(by duration: AlertDuration = .zero) {
        let target = now + max(duration, .zero)
        while let next = popDue(by: target) {
            now = max(now, next.deadline)
            next.work()
        }
        now = max(now, target)
    }

    private func popDue(by target: AlertDuration) -> Scheduled? {
        scheduled.removeAll { $0.timer.isCancelled }
        guard
            let index = scheduled.indices
                .filter({ scheduled[$0].deadline <= target })
                .min(by: { (scheduled[$0].deadline, scheduled[$0].order) < (scheduled[$1].deadline, scheduled[$1].order) })
        else { return nil }
        let next = scheduled.remove(at: index)
        next.timer.cancel()
        return next
    }
}

/// A timer of a ``ManualAlertClock``.
@MainActor
final class ManualAlertTimer: AlertTimer {
    private(set) var isCancelled = false

    func cancel() { isCancelled = true }
}
