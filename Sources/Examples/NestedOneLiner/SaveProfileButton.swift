import SwiftUI
import SwiftUIAlerts

/// The deeply nested view: it reads `showAlert` from the environment and hands it
/// to the editor, which shows its alert in one line.
struct SaveProfileButton: View {
    @Environment(\.showAlert) private var showAlert
    let editor: ProfileEditor
    let name: String

    var body: some View {
        Button("Speichern") {
            editor.save(name: name, using: showAlert)
        }
    }
}
