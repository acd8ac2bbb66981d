import Alerts

/// What a `.showAlertView()` knows from its ``HostControllerProbe``: whether something it did
/// not present covers it, what it has on screen, and whether its alert was seen to appear.
struct ControllerProbing {
    /// The probe the environment injects, or the platform's.
    var probe: HostControllerProbe?
    /// The platform's probe, once the view that makes it is in the hierarchy.
    var systemProbe: HostControllerProbe?
    /// Whether the controller presents something the host did not: the host is then passed
    /// over until it ends.
    var isCovered = false
    /// When the probe is read next.
    private(set) var reading = Reading.idle
    /// Whether the host draws its alerts in the app's own design: in its own view, presented by
    /// no controller, so the probe has nothing to confirm them by and never takes one as dropped.
    var drawsAlertsInOwnDesign = false
    /// Whether the view was last handed an alert, toasts, a loading indicator.
    var showsAlert = false
    var showsToasts = false
    var showsLoading = false
    /// The alert handed to SwiftUI that the probe has not yet seen presented, with the title
    /// its alert controller carries and when it is given up as dropped.
    var unconfirmed: (presentation: AlertPresentationID, title: String, deadline: AlertDuration)?
    /// The alert the probe last saw presented.
    var confirmed: AlertPresentationID?
    /// The alert controllers seen presenting the host's own alerts, newest last (at most two:
    /// the one shown and the one leaving).
    var ownControllers: [Int] = []
    /// The alert handed to SwiftUI again after a drop, and how many times.
    var handOvers: (presentation: AlertPresentationID, count: Int)?

    /// When the probe is read next: the timer belongs to ``scheduled(_:)``.
    enum Reading {
        /// Not read again until something changes: nothing is shown, awaited or covering the
        /// host.
        case idle
        /// Read again when the timer fires.
        case scheduled(any AlertTimer)

        /// The timer the state waits on.
        var timer: (any AlertTimer)? {
            if case .scheduled(let timer) = self { timer } else { nil }
        }
    }

    /// Whether anything is to be watched: something the person should see is handed to the
    /// view or awaited, or something the host did not present covers it. With nothing, the
    /// probe is read only when the host's view or its alerts change.
    var needsWatching: Bool {
        probe != nil && (isCovered || showsAlert || showsToasts || showsLoading || unconfirmed != nil)
    }

    /// Reads the probe again when `timer` fires.
    mutating func schedule(_ timer: any AlertTimer) {
        reading = .scheduled(timer)
    }

    /// The timer of the reading awaited fired; returns whether one was awaited.
    mutating func readingDue() -> Bool {
        guard case .scheduled = reading else { return false }
        reading = .idle
        return true
    }

    /// Stops the reading awaited, if any: nothing is left to watch.
    @MainActor
    mutating func stopReading() {
        reading.timer?.cancel()
        reading = .idle
    }

    /// What is wrong with the state, if anything; checked after every step where the package is
    /// built with its internal checks.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if let unconfirmed, unconfirmed.presentation == confirmed {
            violations.append("awaits \(unconfirmed.presentation), which it saw presented")
        }
        if unconfirmed != nil, drawsAlertsInOwnDesign {
            violations.append("awaits a controller for an alert drawn in the app's own design")
        }
        if ownControllers.count > 2 {
            violations.append("remembers \(ownControllers.count) controllers of its own, more than the one shown and the one leaving")
        }
        return violations
    }
}
