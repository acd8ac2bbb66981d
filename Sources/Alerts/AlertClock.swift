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
    /// even for a delay of zero. The center schedules and cancels between its steps, like the
    /// rest of the app's code it runs, so `schedule` and `cancel` may call it; it reads `now`
    /// inside its steps, so `now` only tells the time.
    func schedule(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer
}

/// Work scheduled on an ``AlertClock``.
@MainActor
public protocol AlertTimer: AnyObject {
    /// Prevents the work from running, if it has not run yet.
    func cancel()
}
