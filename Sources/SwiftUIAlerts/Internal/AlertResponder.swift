import Alerts
import SwiftUI

/// Takes what the app's alert design sends for one presentation: the text typed into its
/// fields and the person's answer, and Escape.
///
/// It holds its connection weakly: a ``PresentedAlert`` kept after its `.showAlertView` has gone
/// answers nothing.
@MainActor
final class AlertResponder {
    private weak var connection: AlertHostConnection?
    let presentation: AlertPresentation
    /// Whether the design's view builder runs now: an answer sent then is refused.
    var isBuildingDesign = false
    /// Called after each change of a field's text, so the design is drawn again.
    private let textChanged: @MainActor () -> Void
    /// Called when the alert closes without a button (Escape on a dialog with no cancel
    /// button), so it leaves the screen at once.
    private let closed: @MainActor (AlertPresentationID) -> Void

    init(
        connection: AlertHostConnection, presentation: AlertPresentation, textChanged: @escaping @MainActor () -> Void,
        closed: @escaping @MainActor (AlertPresentationID) -> Void
    ) {
        self.connection = connection
        self.presentation = presentation
        self.textChanged = textChanged
        self.closed = closed
    }

    /// The text in field `index`: what was typed, or the field's initial text.
    func text(at index: Int) -> String {
        connection?.text(at: index, of: presentation) ?? ""
    }

    /// A binding to the text in field `index`. It keeps the responder: SwiftUI may keep a text
    /// field's binding after the view values that held the ``PresentedAlert`` are gone.
    func binding(at index: Int) -> Binding<String> {
        Binding(
            get: { [self] in text(at: index) },
            set: { [self] text in setText(text, at: index) }
        )
    }

    private func setText(_ text: String, at index: Int) {
        guard let connection else { return }
        connection.setText(text, at: index, of: presentation)
        textChanged()
    }

    /// Answers with button `buttonIndex` and `textValues` (or the text typed so far); see
    /// ``PresentedAlert/answer(_:textValues:fileID:line:)``.
    func answer(buttonIndex: Int, textValues: [String]?, from callSite: AlertCallSite) -> Bool {
        guard let connection else { return false }
        guard !isBuildingDesign else {
            connection.warnOnce(
                at: callSite,
                "PresentedAlert.answer was called at \(callSite) while the alert design was being built, so the answer was ignored; answer from a button's action or a gesture."
            )
            return false
        }
        if let textValues {
            for (index, text) in textValues.enumerated() {
                connection.setText(text, at: index, of: presentation)
            }
        }
        return connection.answer(presentation, buttonIndex: buttonIndex)
    }

    /// Escape: answers the cancel button; a confirmation dialog without one closes, ending
    /// ``/Alerts/AlertOutcome/dismissed`` once the settle time has passed, as the system's
    /// dialog does; an alert without one stays.
    func cancel() {
        guard let connection, !isBuildingDesign else { return }
        if let cancel = presentation.buttons.firstIndex(where: { $0.type == .cancel }) {
            connection.answer(presentation, buttonIndex: cancel)
        } else if presentation.alert.style == .confirmationDialog, connection.host?.presentation?.id == presentation.id {
            connection.setPresented(false, presentation)
            closed(presentation.id)
        }
    }

    /// Whether Escape does anything for this alert.
    var hasCancelAction: Bool {
        presentation.buttons.contains { $0.type == .cancel } || presentation.alert.style == .confirmationDialog
    }
}
