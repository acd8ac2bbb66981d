import SwiftUI
import SwiftUIAlerts

/// One row of ``FileListScreen``: the delete button awaits the person's answer.
struct FileRow: View {
    @Environment(\.showAlert) private var showAlert
    let file: FileItem
    let model: FileListModel
    let didChange: @MainActor () -> Void

    var body: some View {
        VStack {
            Text(file.name)
            Button("Delete", role: .destructive) {
                Task {
                    if await model.delete(file, using: showAlert) {
                        didChange()
                    }
                }
            }
        }
    }
}
