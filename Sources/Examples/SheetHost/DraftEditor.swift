import Alerts
import SwiftUIAlerts

/// The logic of a sheet that edits a draft. Its questions go through the sheet's own host, so
/// they live as long as the sheet: closing the sheet ends a pending question
/// ``AlertOutcome/hostGone``, and nothing is left waiting.
@MainActor
public final class DraftEditor {
    /// The draft's text.
    public private(set) var text: String
    /// Whether the draft was discarded.
    public private(set) var isDiscarded = false

    /// Creates an editor for `text`.
    public init(text: String) {
        self.text = text
    }

    /// Asks whether to discard the draft, and discards it if the person agrees. Returns the
    /// outcome of the question.
    @discardableResult
    public func discard(using showAlert: ShowAlertAction) async -> AlertOutcome {
        let outcome = await showAlert.present(
            AlertData(
                title: "Discard this draft?",
                buttons: [.cancel("Keep Editing"), .destructive("Discard")]
            ))
        if outcome.isConfirmed {
            text = ""
            isDiscarded = true
        }
        return outcome
    }
}
