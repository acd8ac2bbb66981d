import Alerts

/// A clock the benchmark moves by hand: the toast and loading runs time out and leave on it
/// without waiting, and without a task per timer. (`AlertsTesting`'s manual clock is not a
/// dependency of the benchmark.)
@MainActor
final class BenchmarkClock: AlertClock {
    final class Timer: AlertTimer {
        fileprivate var work: (@MainActor () -> Void)?
        fileprivate let deadline: AlertDuration

        fileprivate init(deadline: AlertDuration, work: @escaping @MainActor () -> Void) {
            self.deadline = deadline
            self.work = work
        }

        func cancel() { work = nil }
    }

    private(set) var now = AlertDuration.zero
    private var timers: [Timer] = []

    func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
        if timers.count >= 64 { timers.removeAll { $0.work == nil } }
        let timer = Timer(deadline: now + max(delay, .zero), work: work)
        timers.append(timer)
        return timer
    }

    /// Moves time forward, running the work that falls due, earliest first.
    func advance(by duration: AlertDuration) {
        let target = now + duration
        while let next = timers.filter({ $0.work != nil && $0.deadline <= target }).min(by: { $0.deadline < $1.deadline }) {
            now = max(now, next.deadline)
            let work = next.work
            next.work = nil
            work?()
        }
        timers.removeAll { $0.work == nil }
        now = target
    }
}
