import Alerts
import SwiftUIAlerts

/// The logic behind a save button buried deep in a form. It shows its alert through
/// the ``ShowAlertAction`` the button reads from the environment, in one line.
///
/// ```swift
/// editor.save(name: "Ada", using: showAlert)
/// ```
@MainActor
public final class ProfileEditor {
    /// The name last saved, or `nil` before the first successful save.
    public private(set) var savedName: String?
    private let store: @MainActor (String) throws -> Void

    /// Creates an editor that saves through `store`.
    public init(store: @escaping @MainActor (String) throws -> Void) {
        self.store = store
    }

    /// Saves `name`; if that fails, shows "Fehler" with a button to try again.
    public func save(name: String, using showAlert: ShowAlertAction) {
        do {
            try store(name)
            savedName = name
        } catch {
            showAlert(
                title: "Fehler", message: "Das Profil konnte nicht gespeichert werden.",
                buttons: [
                    .cancel("Abbrechen"),
                    AlertButton(title: "Erneut versuchen") { [weak self] in
                        self?.save(name: name, using: showAlert)
                    },
                ])
        }
    }
}
