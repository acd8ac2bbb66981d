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

    /// When the probe is read next: the timer belongs to ``scheduled(after:_:)``.
    enum Reading {
        /// Not read again until something changes: nothing is shown, awaited or covering the
        /// host.
        case idle
        /// Read again when the timer fires, `interval` after the last reading.
        case scheduled(after: AlertDuration, any AlertTimer)
        /// Read just now by the timer of a reading `interval` after the one before: the next
        /// interval follows from it.
        case read(after: AlertDuration)

        /// The timer the state waits on.
        var timer: (any AlertTimer)? {
            if case .scheduled(_, let timer) = self { timer } else { nil }
        }
    }

    /// How long until the next reading, if there is to be one: ``HostTiming/probeInterval``
    /// while the host shows or awaits anything; while only something it did not present covers
    /// it, the last interval doubled, up to ``HostTiming/longestCoveredProbeInterval``; none while
    /// nothing is shown, awaited or covering it (the probe is then read only when the host's
    /// view or its alerts change).
    var nextInterval: AlertDuration? {
        guard probe != nil else { return nil }
        if showsAlert || showsToasts || showsLoading || unconfirmed != nil {
            return HostTiming.probeInterval
        }
        guard isCovered else { return nil }
        guard case .read(let last) = reading else { return HostTiming.probeInterval }
        return min(last + last, HostTiming.longestCoveredProbeInterval)
    }

    /// Reads the probe again when `timer` fires, `interval` from now.
    mutating func schedule(after interval: AlertDuration, _ timer: any AlertTimer) {
        reading = .scheduled(after: interval, timer)
    }

    /// The timer of the reading awaited fired; returns whether one was awaited.
    mutating func readingDue() -> Bool {
        guard case .scheduled(let interval, _) = reading else { return false }
        reading = .read(after: interval)
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
