import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// A rename prompt with a text field.
@MainActor
@Suite struct RenameModelTests {
    @Test func theTypedNameIsTakenOnRename() async throws {
        let tester = AlertTester()
        let model = RenameModel(name: "Draft")

        let renaming = Task { await model.rename(using: ShowAlertAction(host: tester.host)) }
        let alert = try await tester.nextAlert()
        #expect(alert.textFields == [AlertTextField(placeholder: "Name", text: "Draft")])
        try tester.type("  Draft 2 ")
        try tester.tap("Rename")
        await renaming.value

        #expect(model.name == "Draft 2")
    }

    @Test func anEmptyNameIsRefusedWithAnAlert() async throws {
        let tester = AlertTester()
        let model = RenameModel(name: "Draft")

        let renaming = Task { await model.rename(using: ShowAlertAction(host: tester.host)) }
        _ = try await tester.nextAlert()
        try tester.type("   ")
        try tester.tap("Rename")
        await renaming.value

        #expect(model.name == "Draft")
        #expect(tester.visible?.title == "The name cannot be empty.")
    }

    @Test func cancellingKeepsTheName() async throws {
        let tester = AlertTester()
        let model = RenameModel(name: "Draft")

        let renaming = Task { await model.rename(using: ShowAlertAction(host: tester.host)) }
        _ = try await tester.nextAlert()
        try tester.type("Other")
        try tester.tap(role: .cancel)
        await renaming.value

        #expect(model.name == "Draft")
    }
}
