import Alerts

extension AlertHostConnection {
    /// Whether SwiftUI should show `presentation` in `style` now: it is what the host must show,
    /// and SwiftUI has not begun to dismiss it. This is the `get` of the `isPresented` binding.
    func isPresented(_ presentation: AlertPresentation?, as style: AlertStyle) -> Bool {
        guard let presentation, presentation.alert.style == style, let host else { return false }
        return host.presentation?.id == presentation.id && closingPresentation != presentation.id
    }

    /// Takes what SwiftUI writes to the `isPresented` binding. `false` means the alert began to
    /// leave the screen: the host reports that the dismissal began. SwiftUI runs the tapped
    /// button's action after this, and that action answers; if none does before the settle
    /// time ends, the request ends ``AlertOutcome/dismissed``.
    func setPresented(_ isPresented: Bool, _ presentation: AlertPresentation?) {
        guard !isPresented, let presentation, let host, host.presentation?.id == presentation.id,
              closingPresentation != presentation.id
        else { return }
        closingPresentation = presentation.id
        host.dismissalBegan(presentation.id)
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
        return host.answer(presentation.id, buttonIndex: buttonIndex, textValues: values)
    }

    private func textValues(of presentation: AlertPresentation) -> [String] {
        if let typedText, typedText.presentation == presentation.id {
            return typedText.values
        }
        return presentation.alert.textFields.map(\.text)
    }
}
