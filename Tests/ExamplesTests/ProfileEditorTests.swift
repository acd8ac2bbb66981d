import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// The one-liner from a deeply nested view.
@MainActor
@Suite struct ProfileEditorTests {
    private struct Offline: Error {}

    @Test func aFailedSaveShowsFehlerAndRetryingSaves() throws {
        let tester = AlertTester()
        var failures = 1
        let editor = ProfileEditor { _ in
            if failures > 0 {
                failures -= 1
                throw Offline()
            }
        }

        editor.save(name: "Ada", using: ShowAlertAction(host: tester.host))
        let alert = try #require(tester.visible)
        #expect(alert.title == "Fehler")
        #expect(alert.message == "Das Profil konnte nicht gespeichert werden.")
        #expect(alert.buttons == [.init(title: "Abbrechen", role: .cancel), .init(title: "Erneut versuchen")])
        #expect(editor.savedName == nil)

        try tester.tap("Erneut versuchen")

        #expect(editor.savedName == "Ada")
        #expect(tester.visible == nil)
    }
}
