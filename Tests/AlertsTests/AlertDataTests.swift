import Alerts
import AlertsTestSupport
import AlertsTesting
import Foundation
import Testing

/// The alert value: errors as alerts, an app's own enums as alerts, and the helpers that read
/// its cancel button and its outcome.
@MainActor
@Suite(.englishWords) struct AlertDataTests {
    struct PaymentError: LocalizedError {
        var errorDescription: String? { "Payment failed" }
        var failureReason: String? { "The card was declined." }
        var recoverySuggestion: String? { "Try another card." }
    }

    struct PlainError: Error {}

    @Test func localizedErrorGivesTitleFromDescriptionAndMessageFromReasonAndSuggestion() {
        let alert = AlertData(error: PaymentError())
        #expect(alert.title == "Payment failed")
        #expect(alert.message == "The card was declined.\n\nTry another card.")
        #expect(alert.presentedButtons.map(\.title) == ["OK"])
    }

    @Test func anyOtherErrorIsTitledErrorWithItsLocalizedDescription() {
        let alert = AlertData(error: PlainError(), title: "Sync failed")
        #expect(alert.title == "Sync failed")
        #expect(alert.message == PlainError().localizedDescription)
        #expect(AlertData(error: PlainError()).title == "Error")
    }

    @Test func anErrorThatDescribesItsOwnAlertIsShownAsItSays() {
        struct QuotaError: Error, AlertRepresentable {
            var alertData: AlertData { AlertData(title: "Storage full", priority: .high) }
        }
        let alert = AlertData(error: QuotaError(), buttons: [.cancel(), .ok("Manage")])
        #expect(alert.title == "Storage full")
        #expect(alert.priority == .high)
        #expect(alert.buttons.map(\.title) == ["Cancel", "Manage"])
    }

    /// Alert kinds as an enum, as one conformance.
    enum ScreenAlert: AlertRepresentable {
        case close(title: String?, message: String?)
        case popBack(title: String?, message: String?, action: @MainActor () -> Void)
        case someAction(title: String?, message: String?, action: @MainActor () -> Void)
        case forceUpdate(action: @MainActor () -> Void)

        var alertData: AlertData {
            switch self {
            case .close(let title, let message):
                AlertData(title: title ?? "", message: message, buttons: [.ok("Close")])
            case .popBack(let title, let message, let action):
                AlertData(title: title ?? "", message: message, buttons: [.ok("Close", action: action)])
            case .someAction(let title, let message, let action):
                AlertData(title: title ?? "", message: message, buttons: [.cancel("No"), .ok("Yes", action: action)])
            case .forceUpdate(let action):
                AlertData(
                    title: "Update required", message: "Please update to continue.",
                    buttons: [.ok("Open App Store", action: action)], priority: .critical, interruptsLowerPriority: true)
            }
        }
    }

    @Test func anAppsOwnAlertEnumIsShownThroughTheCenter() {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        var popped = false
        var confirmed = false
        fixture.center.show(ScreenAlert.popBack(title: "Saved", message: nil) { popped = true })
        fixture.center.show(ScreenAlert.someAction(title: "Sure?", message: nil) { confirmed = true })
        #expect(fixture.tap("Close", on: host))
        #expect(popped)
        #expect(host.presentation?.buttons.map(\.title) == ["No", "Yes"])
        #expect(fixture.tap("Yes", on: host))
        #expect(confirmed)
    }

    @Test func forceUpdateInterruptsWhateverIsVisible() {
        let fixture = Fixture()
        fixture.attachHost(settling: .immediate)
        fixture.center.show(ScreenAlert.close(title: "Hello", message: nil))
        fixture.center.show(ScreenAlert.forceUpdate {})
        #expect(fixture.visibleTitle == "Update required")
        #expect(fixture.queuedTitles == ["Hello"])
    }

    @Test func cancelButtonIndexFindsTheCancelRole() {
        #expect(AlertData(title: "t", buttons: [.ok(), .cancel()]).cancelButtonIndex == 1)
        #expect(AlertData(title: "t").cancelButtonIndex == nil)
    }

    @Test func outcomeHelpersReadTheAnswer() {
        let confirmed = AlertOutcome.answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive))
        let declined = AlertOutcome.answered(AlertAnswer(buttonIndex: 0, title: "Cancel", type: .cancel))
        #expect(confirmed.isConfirmed)
        #expect(!declined.isConfirmed)
        #expect(!AlertOutcome.dismissed.isConfirmed)
        #expect(AlertOutcome.rejected(.noHost).rejection == .noHost)
        #expect(AlertOutcome.cancelled.answer == nil)
    }

    @Test func confirmReturnsTrueOnlyForANonCancelButton() async {
        let fixture = Fixture()
        let host = fixture.center.attachHost(settling: .immediate)
        let alert = AlertData(title: "Discard?", buttons: [.cancel(), .destructive("Discard")])
        let yes = Task { await fixture.center.confirm(alert) }
        await drainTasks()
        #expect(fixture.tap("Discard", on: host))
        #expect(await yes.value)
        let no = Task { await fixture.center.confirm(alert) }
        await drainTasks()
        #expect(fixture.tap("Cancel", on: host))
        #expect(await no.value == false)
    }
}
