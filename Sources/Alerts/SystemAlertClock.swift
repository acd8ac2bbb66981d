/// The clock of the running system: `ContinuousClock` time, with work run by a main-actor task.
@MainActor
public final class SystemAlertClock: AlertClock {
    private let start = ContinuousClock.now

    /// Creates a clock that starts now.
    public init() {}

    public var now: Duration { ContinuousClock.now - start }

    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
        let timer = SystemAlertTimer()
        timer.task = Task { @MainActor [weak timer] in
            try? await Task.sleep(for: delay)
            guard let timer, !timer.isCancelled else { return }
            timer.task = nil
            work()
        }
        return timer
    }
}

@MainActor
final class SystemAlertTimer: AlertTimer {
    var task: Task<Void, Never>?
    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
        task?.cancel()
        task = nil
    }
}
