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
    /// The alert handed to SwiftUI that the probe has not yet seen presented, with the alert
    /// controller presented when it was handed over, as long as the probe reads it there (that
    /// one, shown or still leaving, is not its presentation), and when it is given up as dropped.
    var unconfirmed: (presentation: AlertPresentationID, presentedBefore: Int?, deadline: AlertDuration)?
    /// The alert the probe last saw presented, while the view is handed it.
    var confirmed: AlertPresentationID?
    /// The alert controllers seen presenting the host's own alerts, newest last (at most two:
    /// the one shown and the one leaving).
    var ownControllers: [Int] = []
    /// The alert handed to SwiftUI again because it was not seen presented, and how many times,
    /// until it is.
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
    /// nothing is shown, awaited or covering it, or while what covers it is a presentation of the
    /// package's own (`isUnderOwnPresentation`), which says when it has gone (the probe is then
    /// read only when the host's view, its alerts or its own presentations change).
    func nextInterval(isUnderOwnPresentation: Bool) -> AlertDuration? {
        guard probe != nil else { return nil }
        if showsAlert || showsToasts || showsLoading || unconfirmed != nil {
            return HostTiming.probeInterval
        }
        guard isCovered, !isUnderOwnPresentation else { return nil }
        guard case .read(let last) = reading else { return HostTiming.probeInterval }
        return min(last + last, HostTiming.longestCoveredProbeInterval)
    }

    /// Awaits `presentation`, handed to SwiftUI at `now`, when the probe read `presented`: an
    /// alert controller presented at this moment is not its presentation; the first other one
    /// read is.
    mutating func expect(_ presentation: AlertPresentationID, handedOverAt now: AlertDuration, presented: PresentedController?) {
        let before: Int? = if case .alert(_, let instance) = presented { instance } else { nil }
        unconfirmed = (presentation, before, now + confirmationTime(for: presentation))
    }

    /// How long `presentation`, handed over now, may take to be seen presented:
    /// ``HostTiming/confirmationTime`` until the hand-overs have run out, then
    /// ``HostTiming/firstHandOverBackOff``, doubled at each further hand-over up to
    /// ``HostTiming/longestHandOverBackOff``.
    func confirmationTime(for presentation: AlertPresentationID) -> AlertDuration {
        guard let handOvers, handOvers.presentation == presentation, handOvers.count > HostTiming.maximumHandOvers else {
            return HostTiming.confirmationTime
        }
        var time = HostTiming.firstHandOverBackOff
        for _ in HostTiming.maximumHandOvers + 1..<handOvers.count {
            time = min(time + time, HostTiming.longestHandOverBackOff)
        }
        return time
    }

    /// Takes a reading that found the alert controller `instance` presented; returns whether it
    /// is the host's own: the awaited alert's presentation (the first controller read since the
    /// hand-over other than the one presented then), or one seen presenting its alerts before.
    /// Any other covers the host.
    mutating func read(alert instance: Int) -> Bool {
        if let unconfirmed, instance != unconfirmed.presentedBefore {
            confirm(unconfirmed.presentation, presentedBy: instance)
            return true
        }
        return ownControllers.contains(instance)
    }

    /// Takes a reading that found no alert controller presented: the one presented at the
    /// hand-over, if any, has left, so any controller read from now on is new.
    mutating func readNoAlert() {
        unconfirmed?.presentedBefore = nil
    }

    /// Takes the awaited alert as presented, by `instance` where the probe saw it (`nil`: the
    /// probe cannot tell).
    mutating func confirm(_ presentation: AlertPresentationID, presentedBy instance: Int?) {
        unconfirmed = nil
        confirmed = presentation
        handOvers = nil
        if let instance {
            ownControllers = Array((ownControllers.filter { $0 != instance } + [instance]).suffix(2))
        }
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
        if let handOvers, handOvers.presentation == confirmed {
            violations.append("counts hand-overs of \(handOvers.presentation), which it saw presented")
        }
        if let handOvers, handOvers.count < 1 {
            violations.append("counts \(handOvers.count) hand-overs of \(handOvers.presentation)")
        }
        if ownControllers.count > 2 {
            violations.append("remembers \(ownControllers.count) controllers of its own, more than the one shown and the one leaving")
        }
        return violations
    }
}
