import SwiftUI
import SwiftUIAlerts

/// The button of ``FolderListScreen`` that opens the "New Folder" sheet.
struct NewFolderButton: View {
    @Environment(\.showSheet) private var showSheet
    let model: FolderListModel
    let didChange: @MainActor () -> Void

    var body: some View {
        Button("New Folder…") {
            Task {
                await model.newFolder(using: showSheet)
                didChange()
            }
        }
    }
}
