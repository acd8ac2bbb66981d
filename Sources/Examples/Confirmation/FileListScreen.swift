import SwiftUI
import SwiftUIAlerts

/// A list of files with a delete button on each row, under one host.
///
/// Targeting iOS 15 without Combine, the screen keeps what it shows in `@State` and copies it
/// from the model after each action.
public struct FileListScreen: View {
    private let model: FileListModel
    @State private var files: [FileItem]

    /// Creates the screen.
    public init(model: FileListModel) {
        self.model = model
        _files = State(wrappedValue: model.files)
    }

    public var body: some View {
        VStack {
            ForEach(files) { file in
                FileRow(file: file, model: model) {
                    files = model.files
                }
            }
        }
        .showAlertView()
    }
}
