import Alerts

/// What a `.showAlertView()` hands SwiftUI's `alert` and `confirmationDialog`, and what SwiftUI
/// reported back: the binding's reads and writes, the text typed, the answer, and the anchored
/// view each dialog goes to.
///
/// An alert SwiftUI did not show is offered again in one way, whatever the reason
/// (``Reoffer``): the view is handed no alert, then the alert anew, so that SwiftUI sees its
/// binding turn `true`. The wait belongs to ``Reoffering/pending(_:_:_:)``.
struct SwiftUIAlertDelivery {
    /// Why an alert is offered to SwiftUI again.
    enum Reoffer: Equatable {
        /// SwiftUI wrote `false` sooner than anyone can close an alert, with no answer: it gave
        /// up on a presentation it could not show. Offered again after the settle time.
        case dropped
        /// The controller probe did not see it presented in time: SwiftUI left its binding
        /// `true`. Offered again after the settle time.
        case notSeen
        /// The anchored view its dialog was attached to went away: it moves to the root of the
        /// host at once.
        case anchorGone
    }

    /// Whether an alert waits to be offered again.
    enum Reoffering {
        case none
        /// `presentation` is offered again, for `reason`, when the timer fires.
        case pending(AlertPresentationID, Reoffer, any AlertTimer)

        /// The timer the state waits on.
        var timer: (any AlertTimer)? {
            if case .pending(_, _, let timer) = self { timer } else { nil }
        }
    }

    /// Hands the view what to show; set while the host runs.
    var deliver: (@MainActor (AlertPresentation?) -> Void)?
    /// The presentation whose dismissal SwiftUI reported, which must not be shown again.
    var closing: AlertPresentationID?
    /// The presentation whose button the person chose last.
    var answered: AlertPresentationID?
    /// When SwiftUI first read the binding of the presentation shown now as `true`, in the
    /// current offer: each offer is a presentation of its own, which SwiftUI may drop.
    var firstReadAsPresented: (presentation: AlertPresentationID, time: AlertDuration)?
    /// What the person typed into the text fields of the presentation shown now.
    var typedText: (presentation: AlertPresentationID, values: [String])?
    /// The requests made through views marked with `alertAnchor()`, while they are pending.
    var anchoredRequests: [AlertRequestID: AnchoredRequest] = [:]
    /// The anchored view the last delivered presentation went to, and that presentation.
    private(set) weak var routedAnchor: AlertAnchor?
    private(set) var routedPresentation: AlertPresentation?
    /// The alert waiting to be offered again.
    private(set) var reoffering = Reoffering.none
    /// Which handing of an alert to SwiftUI the views show now: it changes each time the views
    /// are handed another alert, no alert, or the alert for another view. A binding keeps the
    /// offer it was made for, and a `false` written through the binding of an earlier offer is
    /// SwiftUI reporting that an alert the host already took away has gone, not an answer
    /// (SwiftUI may write through the binding it presented with, after the alert is gone).
    private(set) var offer = 0

    /// Records that `presentation` was delivered to `anchor` (`nil`: the root of the host).
    mutating func route(_ presentation: AlertPresentation?, to anchor: AlertAnchor?) {
        if presentation?.id != routedPresentation?.id || anchor !== routedAnchor {
            offer &+= 1
            firstReadAsPresented = nil
        }
        routedPresentation = presentation
        routedAnchor = anchor
    }

    /// Waits to offer `presentation` again for `reason` until `timer` fires, instead of any
    /// other alert waiting for that.
    @MainActor
    mutating func offerAgain(_ presentation: AlertPresentationID, because reason: Reoffer, when timer: any AlertTimer) {
        reoffering.timer?.cancel()
        reoffering = .pending(presentation, reason, timer)
    }

    /// Stops waiting to offer an alert again, if one waits for one of `reasons`.
    @MainActor
    mutating func stopReoffering(for reasons: Set<Reoffer> = [.dropped, .notSeen, .anchorGone]) {
        guard case .pending(_, let reason, let timer) = reoffering, reasons.contains(reason) else { return }
        timer.cancel()
        reoffering = .none
    }

    /// The alert due to be offered again now that its timer fired, and why; it waits no more.
    mutating func takeDueReoffer() -> (presentation: AlertPresentationID, reason: Reoffer)? {
        guard case .pending(let presentation, let reason, _) = reoffering else { return nil }
        reoffering = .none
        return (presentation, reason)
    }

    /// What is wrong with the state, if anything; checked after every step where the package is
    /// built with its internal checks.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if routedAnchor != nil, routedPresentation == nil {
            violations.append("routes to an anchored view with no presentation")
        }
        for (id, request) in anchoredRequests where request.handle.id != id {
            violations.append("keeps the anchored request \(request.handle.id) as \(id)")
        }
        return violations
    }
}
