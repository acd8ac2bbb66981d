import Alerts
import AlertsTesting
import Examples
import SwiftUIAlerts
import Testing

/// A sheet with its own host over a root host, on one center.
@MainActor
@Suite struct SheetHostTests {
    @Test func theCentersAlertsAppearOverTheSheetWhileItIsUp() throws {
        let tester = AlertTester()
        let sheetHost = tester.center.attachHost(settling: .immediate)
        let sync = SyncMonitor(alerts: tester.center)

        sync.reportFailure()
        sync.reportFailure()

        let alert = try #require(tester.visible)
        #expect(alert.title == "Sync failed")
        #expect(alert.host == sheetHost.id)
        #expect(tester.queued.isEmpty)
    }

    @Test func closingTheSheetEndsItsQuestionAndMovesTheCentersAlertToTheRoot() async throws {
        let tester = AlertTester()
        let sheetHost = tester.center.attachHost(settling: .immediate)
        let editor = DraftEditor(text: "Dear Ada,")

        let discarding = Task { await editor.discard(using: ShowAlertAction(host: sheetHost)) }
        _ = try await tester.nextAlert()
        let failure = SyncMonitor(alerts: tester.center).reportFailure()
        sheetHost.detach()

        #expect(await discarding.value == .hostGone)
        #expect(editor.isDiscarded == false)
        #expect(tester.visible?.title == "Sync failed")
        #expect(tester.visible?.host == tester.host.id)
        #expect(failure.isPending)
    }

    @Test func discardingAsksFirst() async throws {
        let tester = AlertTester()
        let sheetHost = tester.center.attachHost(settling: .immediate)
        let editor = DraftEditor(text: "Dear Ada,")

        let discarding = Task { await editor.discard(using: ShowAlertAction(host: sheetHost)) }
        let alert = try await tester.nextAlert()
        #expect(alert.buttons == [.init(title: "Keep Editing", role: .cancel), .init(title: "Discard", role: .destructive)])
        try tester.tap("Discard")

        #expect(await discarding.value.isConfirmed)
        #expect(editor.isDiscarded)
        #expect(editor.text.isEmpty)
    }
}
