import Alerts

extension AlertHostConnection {
    /// Whether SwiftUI should show `presentation` in `style` now: it is what the host must show,
    /// and SwiftUI has not begun to dismiss it. This is the `get` of the `isPresented` binding.
    func isPresented(_ presentation: AlertPresentation?, as style: AlertStyle) -> Bool {
        guard let presentation, presentation.alert.style == style, let host else { return false }
        let isPresented = host.presentation?.id == presentation.id && closingPresentation != presentation.id
        if isPresented, firstReadAsPresented?.presentation != presentation.id {
            firstReadAsPresented = (presentation.id, host.center.clock.now)
        }
        return isPresented
    }

    /// Takes what SwiftUI writes to the `isPresented` binding. `false` means the alert began to
    /// leave the screen: the host reports that the dismissal began. SwiftUI runs the tapped
    /// button's action after this, and that action answers; if none does before the settle
    /// time ends, the request ends ``AlertOutcome/dismissed``.
    ///
    /// A `false` that comes, with no answer, sooner after SwiftUI read the binding as `true`
    /// than anyone can close an alert (``shortestVisibleTime``) is SwiftUI giving up on a
    /// presentation it could not show, typically because the previous alert was still leaving:
    /// the alert is offered again once the settle time has passed, rather than ending dismissed
    /// unseen.
    func setPresented(_ isPresented: Bool, _ presentation: AlertPresentation?) {
        guard !isPresented, let presentation, let host, host.presentation?.id == presentation.id,
            closingPresentation != presentation.id
        else { return }
        closingPresentation = presentation.id
        if answeredPresentation != presentation.id, let read = firstReadAsPresented, read.presentation == presentation.id,
            host.center.clock.now - read.time < Self.shortestVisibleTime
        {
            offerAgain(presentation.id, on: host)
            return
        }
        host.dismissalBegan(presentation.id)
    }

    /// The shortest time an alert is on screen before a person can close it: it takes longer
    /// than this to appear. A `false` written sooner, with no button, is a dropped presentation.
    static let shortestVisibleTime = AlertDuration.milliseconds(200)

    /// Offers `presentation` to SwiftUI again once the settle time has passed, if the host still
    /// shows it and no one answered it: the binding reads `false` until then, and the view is
    /// handed the presentation anew, so SwiftUI reads the binding again and sees it turn `true`.
    private func offerAgain(_ presentation: AlertPresentationID, on host: AlertHost) {
        reofferTimer?.cancel()
        reofferTimer = host.center.clock.schedule(after: host.center.configuration.settleTime) { [weak self, weak host] in
            guard let self, let host, host.isAttached, self.host === host, host.presentation?.id == presentation,
                self.closingPresentation == presentation, self.answeredPresentation != presentation
            else { return }
            self.reofferTimer = nil
            self.closingPresentation = nil
            self.firstReadAsPresented = nil
            self.deliver?(nil)
            self.deliver?(host.presentation)
        }
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
        typedText = (presentation.id, values)
    }

    /// Reports that the person tapped button `buttonIndex` of `presentation`, with the text of
    /// its fields. Returns whether the center took the answer.
    @discardableResult
    func answer(_ presentation: AlertPresentation, buttonIndex: Int) -> Bool {
        guard let host else { return false }
        let values = textValues(of: presentation)
        typedText = nil
        let taken = host.answer(presentation.id, buttonIndex: buttonIndex, textValues: values)
        if taken {
            answeredPresentation = presentation.id
        }
        return taken
    }

    private func textValues(of presentation: AlertPresentation) -> [String] {
        if let typedText, typedText.presentation == presentation.id {
            return typedText.values
        }
        return presentation.alert.textFields.map(\.text)
    }
}
