import Alerts
import SwiftUIAlerts

/// A list of folders that grows through a "New Folder" sheet: the sheet's form finishes with
/// the name, which the caller awaits, and refuses a name that is empty or taken with an alert
/// shown over the sheet.
@MainActor
public final class FolderListModel {
    /// The folders' names, in the order they were made.
    public private(set) var folders: [String]
    /// The center that presents the sheet when it is asked for without a view (a menu command).
    public let alerts: AlertCenter

    /// Creates a model holding `folders`, presenting through `alerts`.
    public init(folders: [String], alerts: AlertCenter) {
        self.folders = folders
        self.alerts = alerts
    }

    /// Asks for a new folder through the view's `\.showSheet`, and adds it once the sheet
    /// finishes with its name; a sheet swiped down adds nothing.
    @discardableResult
    public func newFolder(using showSheet: ShowSheetAction) async -> SheetOutcome<String> {
        let outcome = await showSheet("New Folder", finishingWith: String.self) { NewFolderForm(model: self) }
        add(outcome)
        return outcome
    }

    /// Asks for a new folder through the center, as a menu command does with no view at hand.
    @discardableResult
    public func newFolderFromMenu() async -> SheetOutcome<String> {
        let outcome = await alerts.presentSheet("New Folder", finishingWith: String.self) { NewFolderForm(model: self) }
        add(outcome)
        return outcome
    }

    /// The name to create a folder with, trimmed, or `nil` once an alert (shown through
    /// `showAlert`, over the sheet) has said why the name cannot be used.
    public func acceptedName(_ typed: String, using showAlert: ShowAlertAction) -> String? {
        let name = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty {
            showAlert(title: "The name cannot be empty.", message: "Type a name for the folder.")
            return nil
        }
        if folders.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            showAlert(title: "“\(name)” already exists.", message: "Choose another name.")
            return nil
        }
        return name
    }

    private func add(_ outcome: SheetOutcome<String>) {
        if let name = outcome.value { folders.append(name) }
    }
}
