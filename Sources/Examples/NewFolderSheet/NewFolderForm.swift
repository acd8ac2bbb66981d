import SwiftUI
import SwiftUIAlerts

/// The content of the "New Folder" sheet: a name field, and a button that finishes the sheet
/// with the name, or shows an alert over the sheet when the name cannot be used.
struct NewFolderForm: View {
    @Environment(\.finishSheet) private var finishSheet
    @Environment(\.showAlert) private var showAlert
    let model: FolderListModel
    @State private var name = ""

    var body: some View {
        VStack {
            Text("New Folder")
            TextField("Name", text: $name)
            Button("Create") {
                if let accepted = model.acceptedName(name, using: showAlert) {
                    finishSheet(accepted)
                }
            }
        }
    }
}
