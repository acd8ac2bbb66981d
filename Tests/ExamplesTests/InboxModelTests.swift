import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// `InboxModel` driven through a tester, without rendering anything.
@MainActor
@Suite struct InboxModelTests {
    private struct Offline: Error, CustomStringConvertible {
        var description: String { "You are offline." }
    }

    private let first = InboxMessage(id: 1, subject: "Lunch?")
    private let second = InboxMessage(id: 2, subject: "Invoice")

    @Test func archivingSaysSoAndUndoPutsTheMessageBack() throws {
        let tester = AlertTester()
        let model = InboxModel(messages: [first, second]) { [] }
        var restored = 0

        model.archive(first, using: ShowToastAction(host: tester.host)) { restored += 1 }
        #expect(model.messages == [second])
        #expect(try tester.toast(titled: "Message archived").toast.message == "Lunch?")

        try tester.tapToastButton("Message archived")
        #expect(model.messages == [first, second])
        #expect(restored == 1)
        #expect(tester.visibleToasts.isEmpty)
    }

    @Test func archivingTwiceCountsInOneToast() throws {
        let tester = AlertTester()
        let model = InboxModel(messages: [first, second]) { [] }
        let showToast = ShowToastAction(host: tester.host)

        model.archive(first, using: showToast)
        model.archive(second, using: showToast)
        #expect(model.archive(first, using: showToast) == nil)

        #expect(tester.visibleToasts.map(\.countLabel) == ["×2"])
        #expect(tester.visibleToasts.first?.toast.message == "Invoice")
    }

    @Test func aQuickRefreshShowsNoIndicatorAndSaysTheInboxIsUpdated() async throws {
        let tester = AlertTester()
        let model = InboxModel(messages: []) { [InboxMessage(id: 3, subject: "Welcome")] }

        #expect(await model.refresh(using: WithLoadingAction(host: tester.host)))

        #expect(model.messages.map(\.subject) == ["Welcome"])
        #expect(tester.loading == nil)
        #expect(tester.visibleToasts.map(\.toast.title) == ["Inbox updated"])
    }

    @Test func aFailedRefreshKeepsTheMessagesAndSaysWhy() async throws {
        let tester = AlertTester()
        let model = InboxModel(messages: [first]) { throw Offline() }

        #expect(await model.refresh(using: WithLoadingAction(host: tester.host)) == false)

        #expect(model.messages == [first])
        let toast = try tester.toast(titled: "Could not check for mail")
        #expect(toast.toast.style == .error)
        #expect(toast.toast.message == "You are offline.")
    }
}
