/// The wait for a host, written once for the lanes whose requests wait for one: requests that
/// wait longer than ``AlertCenterConfiguration/noHostTimeout`` with no host attached end
/// rejected with "no host", the others wait on.
extension CenterState {
    /// Starts the wait of every item `lane` holds: no host is attached from now.
    mutating func startNoHostWait(_ lane: RequestLane) {
        let now = clock.now
        switch lane {
        case .alerts: for record in alerts.queue.unordered { record.hostlessSince = now }
        case .toasts: for record in toasts.live { record.hostlessSince = now }
        case .sheets: for record in sheets.liveRecords { record.hostlessSince = now }
        }
        scheduleNoHostSweep(lane)
    }

    /// Starts the wait of `item`, just admitted to `lane`, if no host is attached.
    mutating func startNoHostWait(for item: some Admitted, in lane: RequestLane) {
        guard attachedHosts.isEmpty else { return }
        item.hostlessSince = clock.now
        scheduleNoHostSweep(lane)
    }

    /// Schedules `lane`'s sweep for when its longest wait runs out, or sweeps now if it has; a
    /// timeout of zero or less rejects at once.
    mutating func scheduleNoHostSweep(_ lane: RequestLane) {
        guard attachedHosts.isEmpty, let timeout = configuration.noHostTimeout else { return }
        let earliest: AlertDuration?
        switch lane {
        case .alerts:
            guard !alerts.noHostSweep.isScheduled else { return }
            earliest = alerts.queue.unordered.map(\.hostlessSince).min()
        case .toasts:
            guard !toasts.noHostSweep.isScheduled else { return }
            earliest = toasts.live.map(\.hostlessSince).min()
        case .sheets:
            guard !sheets.noHostSweep.isScheduled else { return }
            earliest = sheets.liveRecords.map(\.hostlessSince).min()
        }
        guard let earliest else { return }
        let delay = earliest + timeout - clock.now
        guard delay > .zero else {
            sweepNoHost(lane)
            return
        }
        let timer = scheduleTimer(after: delay) { [link] in
            link.center?.noHostSweepFired(lane)
        }
        switch lane {
        case .alerts: alerts.noHostSweep.start(timer)
        case .toasts: toasts.noHostSweep.start(timer)
        case .sheets: sheets.noHostSweep.start(timer)
        }
    }

    mutating func noHostSweepFired(_ lane: RequestLane) {
        switch lane {
        case .alerts: alerts.noHostSweep.fired()
        case .toasts: toasts.noHostSweep.fired()
        case .sheets: sheets.noHostSweep.fired()
        }
        sweepNoHost(lane)
    }

    /// Ends the requests of `lane`'s items that have waited out the timeout, in the order the
    /// items would show; schedules the next sweep, and shows what may show now.
    private mutating func sweepNoHost(_ lane: RequestLane) {
        guard let timeout = configuration.noHostTimeout, attachedHosts.isEmpty else { return }
        let now = clock.now
        switch lane {
        case .alerts:
            for record in alerts.queue.ordered where record.hostlessSince + timeout <= now {
                for request in record.pendingRequests { endAlertRequest(request, with: .noHost) }
            }
        case .toasts:
            for record in toasts.visible + toasts.queue.ordered where record.hostlessSince + timeout <= now {
                for request in record.pendingRequests { endToastRequest(request, with: .noHost) }
            }
        case .sheets:
            for record in sheets.liveRecords where record.hostlessSince + timeout <= now {
                for request in record.requests { endSheetRequest(request, with: .noHost) }
            }
        }
        scheduleNoHostSweep(lane)
        switch lane {
        case .alerts: showNextModal()
        case .toasts: showNextToasts()
        case .sheets: showNextModal()
        }
    }
}
