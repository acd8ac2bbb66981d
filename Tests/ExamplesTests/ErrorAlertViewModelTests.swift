import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// Errors as an enum, with one or two buttons, shown without flags.
@MainActor
@Suite struct ErrorAlertViewModelTests {
    @Test func aDefaultErrorHasOneButtonThatRunsItsHandler() throws {
        let tester = AlertTester()
        let model = ErrorAlertViewModel()

        model.reportDefaultError(using: ShowAlertAction(host: tester.host))

        let alert = try #require(tester.visible)
        #expect(alert.title == "ボタンが一つ")
        #expect(alert.message == "エラーメッセージ")
        #expect(alert.buttonTitles == ["OKボタン"])
        try tester.tap("OKボタン")
        #expect(model.lastChoice == "OK")
    }

    @Test func aMultipleButtonErrorHasACancelAndAPrimaryButton() throws {
        let tester = AlertTester()
        let model = ErrorAlertViewModel()
        let showAlert = ShowAlertAction(host: tester.host)

        model.reportMultipleButtonError(using: showAlert)
        #expect(tester.visible?.buttons == [.init(title: "Cancel", role: .cancel), .init(title: "OK")])
        try tester.tap("Cancel")
        #expect(model.lastChoice == "Cancel")

        model.reportMultipleButtonError(using: showAlert)
        try tester.tap("OK")
        #expect(model.lastChoice == "OK")
    }
}
