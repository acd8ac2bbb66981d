import SwiftUI
import SwiftUIAlerts

/// The button of ``RenameScreen`` that opens the rename prompt.
struct RenameButton: View {
    @Environment(\.showAlert) private var showAlert
    let model: RenameModel
    let didRename: @MainActor () -> Void

    var body: some View {
        Button("Rename…") {
            Task {
                await model.rename(using: showAlert)
                didRename()
            }
        }
    }
}
