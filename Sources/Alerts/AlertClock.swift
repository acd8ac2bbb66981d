/// The center's source of time: it tells the time and runs work after a delay.
///
/// The center uses it for the settle time after a dismissal and for the wait of requests
/// with no host. Production code uses ``SystemAlertClock``; tests use a manual clock
/// (`AlertsTesting`'s `ManualAlertClock`) and move time forward by hand, so nothing sleeps.
@MainActor
public protocol AlertClock: AnyObject {
    /// Time elapsed since the clock started.
    var now: AlertDuration { get }

    /// Runs `work` on the main actor once `delay` has passed, unless the returned timer is
    /// cancelled first.
    ///
    /// `work` must run later, never from inside `schedule` itself or from ``AlertTimer/cancel()``,
    /// even for a delay of zero; and neither `now`, `schedule` nor `cancel` may call the
    /// center: the center reads the time, schedules and cancels in the middle of its steps,
    /// where a call back in is a conflicting access that stops the program.
    func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer
}

/// Work scheduled on an ``AlertClock``.
@MainActor
public protocol AlertTimer: AnyObject {
    /// Prevents the work from running, if it has not run yet.
    func cancel()
}
