import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// `NewsletterModel` driven through a tester: the app's own design changes nothing for it.
@MainActor
@Suite struct NewsletterModelTests {
    @Test func theTypedAddressIsSubscribedAndConfirmedWithAToast() async throws {
        let tester = AlertTester()
        let model = NewsletterModel()

        let subscribing = Task { await model.subscribe(using: ShowAlertAction(host: tester.host), showToast: ShowToastAction(host: tester.host)) }
        let alert = try await tester.nextAlert()
        #expect(alert.textFields == [AlertTextField(placeholder: "Email", text: "")])
        try tester.type(" ada@example.com ")
        try tester.tap("Subscribe")
        await subscribing.value

        #expect(model.subscribedAddress == "ada@example.com")
        #expect(try tester.toast(titled: "Subscribed").toast.message == "ada@example.com")
    }

    @Test func anAddressWithoutAnAtIsRefusedWithAnAlert() async throws {
        let tester = AlertTester()
        let model = NewsletterModel()

        let subscribing = Task { await model.subscribe(using: ShowAlertAction(host: tester.host), showToast: ShowToastAction(host: tester.host)) }
        _ = try await tester.nextAlert()
        try tester.type("ada")
        try tester.tap("Subscribe")
        await subscribing.value

        #expect(model.subscribedAddress == nil)
        #expect(tester.visible?.title == "That is not an email address")
        #expect(tester.visibleToasts.isEmpty)
    }

    @Test func notNowSubscribesNothing() async throws {
        let tester = AlertTester()
        let model = NewsletterModel()

        let subscribing = Task { await model.subscribe(using: ShowAlertAction(host: tester.host), showToast: ShowToastAction(host: tester.host)) }
        _ = try await tester.nextAlert()
        try tester.type("ada@example.com")
        try tester.tap(role: .cancel)
        await subscribing.value

        #expect(model.subscribedAddress == nil)
    }
}
