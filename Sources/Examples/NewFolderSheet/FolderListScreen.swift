import SwiftUI
import SwiftUIAlerts

/// The folders, with a button that asks for a new one in a sheet, under one host: the sheet
/// waits while an alert is up, hosts the alerts its form asks for, and hands back the name.
public struct FolderListScreen: View {
    private let model: FolderListModel
    @State private var folders: [String]

    /// Creates the screen.
    public init(model: FolderListModel) {
        self.model = model
        _folders = State(wrappedValue: model.folders)
    }

    public var body: some View {
        VStack {
            Text(folders.joined(separator: ", "))
            NewFolderButton(model: model) {
                folders = model.folders
            }
        }
        .showAlertView(center: model.alerts)
    }
}
