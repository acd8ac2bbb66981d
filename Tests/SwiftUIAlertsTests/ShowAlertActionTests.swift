import Alerts
import AlertsTesting
import Foundation
import SwiftUIAlerts
import Testing

@MainActor
@Suite struct ShowAlertActionTests {
    private struct ProfileError: LocalizedError {
        var errorDescription: String? { "Profile not saved" }
        var failureReason: String? { "The server is unreachable." }
    }

    @Test func theOneLinerShowsTitleMessageAndButtons() throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        showAlert(title: "Fehler", message: "Keine Verbindung.", buttons: [.cancel("Abbrechen"), AlertButton(title: "Erneut versuchen")])

        let alert = try #require(tester.visible)
        #expect(alert.title == "Fehler")
        #expect(alert.message == "Keine Verbindung.")
        #expect(alert.buttons == [.init(title: "Abbrechen", role: .cancel), .init(title: "Erneut versuchen")])
    }

    @Test func anAlertDataOrRepresentableIsShownAsItIs() throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        showAlert(AlertData(title: "Share", buttons: [AlertButton(title: "Copy")], style: .confirmationDialog))

        let alert = try #require(tester.visible)
        #expect(alert.style == .confirmationDialog)
        #expect(alert.buttonTitles == ["Copy"])
    }

    @Test func anErrorIsShownWithTheTitleAndMessageItDescribes() throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        showAlert(error: ProfileError())

        let alert = try #require(tester.visible)
        #expect(alert.title == "Profile not saved")
        #expect(alert.message == "The server is unreachable.")
        #expect(alert.buttonTitles == ["OK"])
    }

    @Test func aCancellationErrorIsNotShownAndEndsCancelled() async {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let handle = showAlert(error: CancellationError())
        let presenting = Task { await showAlert.present(error: CancellationError()) }
        for _ in 0..<10 {
            await Task.yield()
        }

        #expect(tester.visible == nil)
        #expect(handle.outcome == .cancelled)
        presenting.cancel()
        #expect(await presenting.value == .cancelled)
        showAlert(error: ProfileError())
        #expect(tester.visible?.title == "Profile not saved", "other errors are still shown")
    }

    @Test(arguments: [URLError(.cancelled) as any Error, CocoaError(.userCancelled)])
    func anErrorThatSaysTheOperationWasCancelledIsNotShown(error: any Error) async {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let handle = showAlert(error: error)
        let outcome = await showAlert.present(error: error)

        #expect(handle.outcome == .cancelled)
        #expect(outcome == .cancelled)
        #expect(tester.visible == nil)
        showAlert(error: URLError(.timedOut))
        #expect(tester.visible != nil, "a URL error that is a failure is still shown")
    }

    @Test func requestsGoThroughTheActionsHost() {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let handle = showAlert(title: "Saved")

        #expect(handle.hostID == tester.host.id)
    }

    @Test func presentReturnsTheOutcomeOfTheTappedButton() async throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let request = Task { await showAlert.present(title: "Leave?", buttons: [.cancel("Stay"), AlertButton(title: "Leave")]) }
        _ = try await tester.nextAlert()
        try tester.tap("Leave")

        #expect(await request.value == .answered(AlertAnswer(buttonIndex: 1, title: "Leave", type: .default)))
    }

    /// Defect 5: `present` from a task already cancelled showed the alert, and with
    /// `interruptsLowerPriority` took down the visible one.
    @Test func presentFromACancelledTaskEndsCancelledWithoutShowing() async throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)
        tester.center.show(title: "Visible")
        let urgent = AlertData(title: "Urgent", priority: .critical, interruptsLowerPriority: true)

        // Cancelled before it starts: it starts only once the test suspends.
        let request = Task { await showAlert.present(urgent) }
        request.cancel()

        #expect(await request.value == .cancelled)
        #expect(tester.visible?.title == "Visible")
        #expect(!tester.events.contains { if case .presented = $0.kind { $0.title == "Urgent" } else { false } })
    }

    @Test func presentingAnErrorReturnsItsOutcome() async throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let request = Task { await showAlert.present(error: ProfileError()) }
        _ = try await tester.nextAlert()
        try tester.tap("OK")

        #expect(await request.value.answer?.title == "OK")
    }

    @Test func confirmIsTrueOnlyForAButtonOtherThanCancel() async throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)
        let question = AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")])

        let confirmed = Task { await showAlert.confirm(question) }
        _ = try await tester.nextAlert()
        try tester.tap("Delete")
        #expect(await confirmed.value)

        let refused = Task { await showAlert.confirm(question) }
        _ = try await tester.nextAlert()
        try tester.tap(role: .cancel)
        #expect(await refused.value == false)
    }

    @Test func cancellingTheWaitingTaskWithdrawsTheRequest() async throws {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)

        let request = Task { await showAlert.present(AlertData(title: "Uploading…", buttons: [.cancel()])) }
        _ = try await tester.nextAlert()
        request.cancel()

        #expect(await request.value == .cancelled)
        try await tester.yield(until: { tester.visible == nil })
    }

    @Test func requestsEndHostGoneWhenTheHostDetaches() {
        let tester = AlertTester()
        let sheetHost = tester.center.attachHost(settling: .immediate)
        let showAlert = ShowAlertAction(host: sheetHost)
        let handle = showAlert(title: "Discard draft?")

        sheetHost.detach()

        #expect(handle.outcome == .hostGone)
        #expect(showAlert(title: "Too late").outcome == .hostGone)
    }

    @Test func aCopyIsEqualAndAnotherActionIsNot() {
        let tester = AlertTester()
        let showAlert = ShowAlertAction(host: tester.host)
        let copy = showAlert

        #expect(copy == showAlert)
        #expect(ShowAlertAction(host: tester.host) != showAlert)
    }
}
