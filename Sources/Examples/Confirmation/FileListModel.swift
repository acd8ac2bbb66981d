import Alerts
import SwiftUIAlerts

/// Deletes files after an awaited destructive confirmation: the code reads top to bottom, and
/// the file goes only if the person chose "Delete".
///
/// ```swift
/// if await model.delete(file, using: showAlert) { … }
/// ```
@MainActor
public final class FileListModel {
    /// The files, in order.
    public private(set) var files: [FileItem]

    /// Creates a model listing `files`.
    public init(files: [FileItem]) {
        self.files = files
    }

    /// Asks whether to delete `file` and deletes it if the person confirms. Returns whether
    /// it was deleted.
    @discardableResult
    public func delete(_ file: FileItem, using showAlert: ShowAlertAction) async -> Bool {
        let confirmed = await showAlert.confirm(
            AlertData(
                title: "Delete “\(file.name)”?",
                message: "This cannot be undone.",
                buttons: [.cancel(), .destructive("Delete")]
            ))
        if confirmed {
            files.removeAll { $0 == file }
        }
        return confirmed
    }
}
