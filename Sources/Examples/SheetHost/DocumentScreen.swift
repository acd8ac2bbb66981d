import SwiftUI
import SwiftUIAlerts

/// A root screen with a host of its own that presents a sheet with another host: alerts the
/// center is asked for appear over the sheet while it is up.
public struct DocumentScreen: View {
    private let editor: DraftEditor
    @State private var isEditing = false

    /// Creates the screen.
    public init(editor: DraftEditor) {
        self.editor = editor
    }

    public var body: some View {
        Button("Edit Draft") {
            isEditing = true
        }
        .sheet(isPresented: $isEditing) {
            DraftEditorSheet(editor: editor)
                .showAlertView()
        }
        .showAlertView()
    }
}
