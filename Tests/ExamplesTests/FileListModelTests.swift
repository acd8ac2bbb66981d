import Alerts
import AlertsTestSupport
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// An awaited destructive confirmation.
@MainActor
@Suite(.englishWords) struct FileListModelTests {
    private let notes = FileItem(name: "Notes.txt")
    private let todo = FileItem(name: "Todo.txt")

    @Test func aFileIsDeletedOnlyAfterTheDestructiveButton() async throws {
        let tester = AlertTester()
        let model = FileListModel(files: [notes, todo])

        let deletion = Task { await model.delete(notes, using: ShowAlertAction(host: tester.host)) }
        let alert = try await tester.nextAlert()
        #expect(alert.title == "Delete “Notes.txt”?")
        #expect(alert.buttons == [.init(title: "Cancel", role: .cancel), .init(title: "Delete", role: .destructive)])
        #expect(model.files == [notes, todo])
        try tester.tap("Delete")

        #expect(await deletion.value)
        #expect(model.files == [todo])
    }

    @Test func cancellingKeepsTheFile() async throws {
        let tester = AlertTester()
        let model = FileListModel(files: [notes])

        let deletion = Task { await model.delete(notes, using: ShowAlertAction(host: tester.host)) }
        _ = try await tester.nextAlert()
        try tester.tap(role: .cancel)

        #expect(await deletion.value == false)
        #expect(model.files == [notes])
    }
}
