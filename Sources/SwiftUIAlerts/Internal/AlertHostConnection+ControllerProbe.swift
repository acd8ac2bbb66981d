import Alerts

extension AlertHostConnection {
    /// Uses `injected` (from the environment) or else the platform's probe.
    func useControllerProbe(_ injected: HostControllerProbe?) {
        let probe = injected ?? probing.systemProbe
        guard probe !== probing.probe else { return }
        use(probe)
    }

    /// Records the platform's probe, made by a view inside the host's.
    func useSystemProbe(_ probe: HostControllerProbe) {
        probing.systemProbe = probe
        if probing.probe == nil {
            use(probe)
        }
    }

    /// Records whether the host draws its alerts in the app's own design: such an alert is in
    /// the host's view, never in a controller the probe reads, so it is not awaited there.
    func useAlertDesign(_ drawsAlertsInOwnDesign: Bool) {
        guard drawsAlertsInOwnDesign != probing.drawsAlertsInOwnDesign else { return }
        probing.unconfirmed = nil
        probing.drawsAlertsInOwnDesign = drawsAlertsInOwnDesign
        followPresenter()
    }

    private func use(_ probe: HostControllerProbe?) {
        probing.probe = probe
        probing.ownControllers = []
        probe?.observeKeyWindow { [weak self, weak probe] in
            guard let self, let probe, probing.probe === probe else { return false }
            if let host, host.isAttached {
                host.windowBecameKey()
            }
            return true
        }
    }

    /// Reads what the host's controller presents and draws the consequences: something the
    /// host did not present (the app's own sheet, a share sheet, a controller the app
    /// presented through UIKit, an alert of the app's) covers it, so the center passes it over
    /// until it ends; the host's own alert is confirmed when the probe reads an alert controller
    /// that was not presented when the alert was handed over (never by its title: the leaving
    /// alert of a popped screen may carry the same); one not seen within its confirmation time
    /// is handed to SwiftUI again. Returns what the probe read, if it was read.
    @discardableResult
    func checkController() -> PresentedController? {
        guard let probe = probing.probe, let host, host.isAttached else { return nil }
        var isCovered = false
        let presented = probe.presented
        switch presented {
        case .none:
            probing.readNoAlert()
        case .unknown:
            // Nothing to go by: the alert is taken as shown rather than withdrawn on a guess.
            if let unconfirmed = probing.unconfirmed {
                probing.confirm(unconfirmed.presentation, presentedBy: nil)
            }
        case .presentation:
            probing.readNoAlert()
            isCovered = true
        case .alert(_, let instance):
            isCovered = !probing.read(alert: instance)
        }
        if isCovered != probing.isCovered {
            probing.isCovered = isCovered
            host.setVisible(canShow)
        }
        if let unconfirmed = probing.unconfirmed, host.center.clock.now >= unconfirmed.deadline {
            handOverAgain(unconfirmed.presentation, on: host)
        }
        watchController()
        return presented
    }

    /// Reads the probe again while anything is to be watched, more and more rarely while only
    /// a cover the host did not present is (``ControllerProbing/nextInterval(isUnderOwnPresentation:)``),
    /// and stops reading it once nothing is.
    private func watchController() {
        guard let host, host.isAttached,
            let interval = probing.nextInterval(isUnderOwnPresentation: visibility.coveringPresentations > 0)
        else {
            probing.stopReading()
            return
        }
        if case .scheduled = probing.reading { return }
        let timer = host.center.clock.schedule(after: interval) { [weak self] in
            guard let self, probing.readingDue() else { return }
            checkController()
        }
        probing.schedule(after: interval, timer)
    }

    /// `update`, first asking the probe whether the host is covered: an alert is handed to
    /// SwiftUI only if it can be presented, and a system alert awaits the probe's confirmation
    /// (one drawn in the app's design is in the host's view, where the probe cannot see it).
    func probingDeliveries(_ update: @escaping @MainActor (AlertPresentation?) -> Void) -> @MainActor (AlertPresentation?) -> Void {
        { [weak self] presentation in
            guard let self, probing.probe != nil else {
                update(presentation)
                return
            }
            deliverProbed(presentation, to: update)
        }
    }

    private func deliverProbed(_ presentation: AlertPresentation?, to update: @MainActor (AlertPresentation?) -> Void) {
        alerts.stopReoffering(for: [.notSeen])
        guard let presentation, let host else {
            handOverNothing(to: update)
            return
        }
        let presented = checkController()
        guard !probing.isCovered, host.presentation?.id == presentation.id else {
            // Covered: the center takes the alert back; SwiftUI would drop it.
            handOverNothing(to: update)
            return
        }
        if !probing.drawsAlertsInOwnDesign, probing.unconfirmed?.presentation != presentation.id,
            probing.confirmed != presentation.id
        {
            probing.expect(presentation.id, handedOverAt: host.center.clock.now, presented: presented)
        }
        probing.showsAlert = true
        update(presentation)
        watchController()
    }

    /// Hands the view no alert: SwiftUI dismisses the one it shows, so an alert handed over
    /// anew is awaited anew.
    private func handOverNothing(to update: @MainActor (AlertPresentation?) -> Void) {
        probing.unconfirmed = nil
        probing.confirmed = nil
        probing.showsAlert = false
        update(nil)
    }

    /// Records whether the view was handed toasts or a loading indicator, which the probe then
    /// watches.
    func probingContent(toasts: Bool? = nil, loading: Bool? = nil) {
        guard probing.probe != nil else { return }
        if let toasts { probing.showsToasts = toasts }
        if let loading { probing.showsLoading = loading }
        checkController()
    }

    /// SwiftUI did not present `presentation` and left its binding `true`: the view is handed
    /// no alert, so that SwiftUI reads the binding as `false`, then the alert again once the
    /// settle time has passed, so that it sees the binding turn `true` anew. Once the
    /// hand-overs have run out (``HostTiming/maximumHandOvers``) a runtime warning says so, and
    /// each further hand-over waits longer to see it (``ControllerProbing/confirmationTime(for:)``):
    /// it is never taken as shown while the probe has not seen it.
    private func handOverAgain(_ presentation: AlertPresentationID, on host: AlertHost) {
        probing.unconfirmed = nil
        guard let shown = host.presentation, shown.id == presentation, alerts.closing != presentation, alerts.answered != presentation
        else { return }
        let count = probing.handOvers.flatMap { $0.presentation == presentation ? $0.count : nil } ?? 0
        if count == HostTiming.maximumHandOvers {
            probing.probe?.warn(
                "The alert “\(shown.alert.title)” was handed to SwiftUI \(count + 1) times and never seen presented by the view controller of its .showAlertView(): SwiftUI dropped it (another presentation was in progress), or presents it from a controller the probe does not read. It is handed over again, less and less often (at least every \(HostTiming.longestHandOverBackOff)), until it is seen."
            )
        }
        probing.handOvers = (presentation, count + 1)
        offerAgain(presentation, because: .notSeen, on: host)
    }
}
