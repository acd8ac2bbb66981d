import SwiftUI
import SwiftUIAlerts

/// The sheet of ``DocumentScreen``; its `showAlert` reaches the sheet's own host.
struct DraftEditorSheet: View {
    @Environment(\.showAlert) private var showAlert
    @Environment(\.dismiss) private var dismiss
    let editor: DraftEditor

    var body: some View {
        VStack {
            Text(editor.text)
            Button("Discard", role: .destructive) {
                Task {
                    if await editor.discard(using: showAlert).isConfirmed {
                        dismiss()
                    }
                }
            }
        }
    }
}
