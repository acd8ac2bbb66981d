import Alerts

extension AlertHostConnection {
    /// Whether SwiftUI should show `presentation` in `style` now: it is what the host must show,
    /// and SwiftUI has not begun to dismiss it. This is the `get` of the `isPresented` binding.
    func isPresented(_ presentation: AlertPresentation?, as style: AlertStyle) -> Bool {
        guard let presentation, presentation.alert.style == style, let host else { return false }
        let isPresented = host.presentation?.id == presentation.id && alerts.closing != presentation.id
        if isPresented, alerts.firstReadAsPresented?.presentation != presentation.id {
            alerts.firstReadAsPresented = (presentation.id, host.center.clock.now)
        }
        return isPresented
    }

    /// Takes what SwiftUI writes to the `isPresented` binding. `false` means the alert began to
    /// leave the screen: the host reports that the dismissal began. SwiftUI runs the tapped
    /// button's action after this, and that action answers; if none does before the settle
    /// time ends, the request ends ``AlertOutcome/dismissed``.
    ///
    /// A `false` that comes, with no answer, sooner after SwiftUI read the binding as `true`
    /// than anyone can close an alert (``HostTiming/shortestVisibleTime``) is SwiftUI giving up on a
    /// presentation it could not show, typically because the previous alert was still leaving:
    /// the alert is offered again once the settle time has passed, rather than ending dismissed
    /// unseen.
    ///
    /// A `false` written through the binding of an earlier `offer` (``SwiftUIAlertDelivery/offer``)
    /// is ignored: it reports the end of an alert the host had already taken away, withdrawn to
    /// be offered again or moved to another view, and the person answered nothing.
    /// `nil` for a binding that follows the current offer.
    func setPresented(_ isPresented: Bool, _ presentation: AlertPresentation?, offer: Int? = nil) {
        guard !isPresented, let presentation, let host, host.presentation?.id == presentation.id,
            alerts.closing != presentation.id, offer.map({ $0 == alerts.offer }) ?? true || alerts.answered == presentation.id
        else { return }
        alerts.closing = presentation.id
        if alerts.answered != presentation.id, let read = alerts.firstReadAsPresented, read.presentation == presentation.id,
            host.center.clock.now - read.time < HostTiming.shortestVisibleTime
        {
            offerAgain(presentation.id, because: .dropped, on: host)
            return
        }
        host.dismissalBegan(presentation.id)
    }

    /// Offers `presentation` to SwiftUI again, the one way for every `reason`: the view is
    /// handed no alert (an alert SwiftUI dropped already reads `false`), then, once the settle
    /// time has passed (at once for a dialog whose anchored view went away), the alert anew, if
    /// the host still shows it and no one answered it, so that SwiftUI sees its binding turn
    /// `true`.
    func offerAgain(_ presentation: AlertPresentationID, because reason: SwiftUIAlertDelivery.Reoffer, on host: AlertHost) {
        if reason != .dropped {
            alerts.deliver?(nil)
        }
        let delay = reason == .anchorGone ? .zero : host.center.configuration.settleTime
        let timer = host.center.clock.schedule(after: delay) { [weak self, weak host] in
            self?.reofferIfStillDue(on: host)
        }
        alerts.offerAgain(presentation, because: reason, when: timer)
    }

    /// The wait to offer an alert again ended: it is offered if `host` still shows it and, but
    /// for a moved dialog, no one answered it meanwhile.
    private func reofferIfStillDue(on host: AlertHost?) {
        guard let (presentation, reason) = alerts.takeDueReoffer(), let host, self.host === host,
            host.presentation?.id == presentation
        else { return }
        switch reason {
        case .dropped:
            guard host.isAttached, alerts.closing == presentation, alerts.answered != presentation else { return }
            alerts.closing = nil
            alerts.firstReadAsPresented = nil
            alerts.deliver?(nil)
        case .notSeen:
            guard host.isAttached, alerts.closing != presentation, alerts.answered != presentation else { return }
        case .anchorGone:
            break
        }
        alerts.deliver?(host.presentation)
    }

    /// The text in field `index` of `presentation`: what the person typed, or the field's
    /// initial text.
    func text(at index: Int, of presentation: AlertPresentation) -> String {
        let values = textValues(of: presentation)
        return values.indices.contains(index) ? values[index] : ""
    }

    /// Records what the person typed into field `index` of `presentation`.
    func setText(_ text: String, at index: Int, of presentation: AlertPresentation) {
        var values = textValues(of: presentation)
        guard values.indices.contains(index) else { return }
        values[index] = text
        alerts.typedText = (presentation.id, values)
    }

    /// Reports that the person tapped button `buttonIndex` of `presentation`, with the text of
    /// its fields. Returns whether the center took the answer.
    @discardableResult
    func answer(_ presentation: AlertPresentation, buttonIndex: Int) -> Bool {
        guard let host else { return false }
        let values = textValues(of: presentation)
        alerts.typedText = nil
        let taken = host.answer(presentation.id, buttonIndex: buttonIndex, textValues: values)
        if taken {
            alerts.answered = presentation.id
        }
        return taken
    }

    private func textValues(of presentation: AlertPresentation) -> [String] {
        if let typedText = alerts.typedText, typedText.presentation == presentation.id {
            return typedText.values
        }
        return presentation.alert.textFields.map(\.text)
    }
}
