/// The timer of a lane's wait for a host: requests that wait longer than the center's
/// ``AlertCenterConfiguration/noHostTimeout`` with no host attached are rejected.
///
/// The alert, the toast and the sheet lane each hold one; the steps that schedule and run the
/// sweep are ``CenterState``'s, written once for the three (see `CenterState+NoHost.swift`).
@MainActor
struct NoHostSweep {
    /// The sweep's timer, while one is scheduled.
    private(set) var timer: (any AlertTimer)?

    var isScheduled: Bool { timer != nil }

    mutating func start(_ timer: any AlertTimer) {
        self.timer = timer
    }

    /// The timer fired: the sweep runs now.
    mutating func fired() {
        timer = nil
    }

    mutating func cancel() {
        timer?.cancel()
        timer = nil
    }
}
