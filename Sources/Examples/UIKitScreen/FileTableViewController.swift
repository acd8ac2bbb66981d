#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import SwiftUIAlerts
import UIKit

/// A UIKit screen that lists files and asks before it deletes one, in one line, through the
/// center its window is attached to (``FileListSceneDelegate``): the same queue and outcomes
/// as the SwiftUI screens of that center.
///
/// ```swift
/// if await confirmAlert(AlertData(title: "Delete “Notes.txt”?", buttons: [.cancel(), .destructive("Delete")])) { … }
/// ```
public final class FileTableViewController: UITableViewController {
    private var files: [FileItem]

    /// Creates the screen, listing `files`.
    public init(files: [FileItem]) {
        self.files = files
        super.init(style: .plain)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) { nil }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "file")
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        files.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "file", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = files[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    /// Asks whether to delete the file chosen, as a dialog, and deletes it if the person
    /// confirms.
    override public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let file = files[indexPath.row]
        Task {
            let confirmed = await confirmAlert(
                AlertData(
                    title: "Delete “\(file.name)”?", message: "This cannot be undone.", buttons: [.cancel(), .destructive("Delete")],
                    style: .confirmationDialog))
            tableView.deselectRow(at: indexPath, animated: true)
            guard confirmed, let row = files.firstIndex(of: file) else { return }
            files.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }
}
#endif
