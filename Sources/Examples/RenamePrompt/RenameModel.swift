import Alerts
import SwiftUIAlerts

/// Renames a document through an alert with a text field (iOS 16 and later; on iOS 15 the
/// alert appears without the field and the name stays as it was).
@MainActor
public final class RenameModel {
    /// The document's name.
    public private(set) var name: String

    /// Creates a model for a document named `name`.
    public init(name: String) {
        self.name = name
    }

    /// Asks for a new name and takes it; an empty name is refused with an alert of its own.
    public func rename(using showAlert: ShowAlertAction) async {
        let outcome = await showAlert.present(
            AlertData(
                title: "Rename",
                message: "Enter a new name for “\(name)”.",
                buttons: [.cancel(), .ok("Rename")],
                textFields: [AlertTextField(placeholder: "Name", text: name)]
            ))
        guard outcome.isConfirmed, let typed = outcome.answer?.textValues.first else { return }
        let newName = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !newName.isEmpty else {
            showAlert(title: "The name cannot be empty.", message: "“\(name)” keeps its name.")
            return
        }
        name = newName
    }
}
