import Dispatch

/// The clock of the running system: monotonic time since the clock was made, with work run by
/// a main-actor task.
@MainActor
public final class SystemAlertClock: AlertClock {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Creates a clock that starts now.
    public init() {}

    public var now: AlertDuration {
        AlertDuration(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds - start))
    }

    public func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
        let timer = SystemAlertTimer()
        let nanoseconds = UInt64(max(delay.nanoseconds, 0))
        timer.task = Task { @MainActor [weak timer] in
            try? await Task.sleep(nanoseconds: nanoseconds)
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
