import Alerts
import AlertsTestSupport
import Foundation
import Testing

/// An error that only says its operation was cancelled is not shown: `show(error:)` ends it
/// `cancelled` at once, and the alerts around it go on as before.
@MainActor
@Suite struct ErrorCancellationTests {
    private struct SaveFailed: LocalizedError {
        var errorDescription: String? { "Save failed" }
    }

    @Test(arguments: [
        CancellationError() as any Error,
        URLError(.cancelled),
        CocoaError(.userCancelled),
    ])
    func anErrorThatSaysCancelledIsNotShown(error: any Error) {
        let fixture = Fixture()
        fixture.attachHost()

        let handle = fixture.center.show(error: error)

        #expect(handle.outcome == .cancelled)
        #expect(fixture.visibleTitle == nil)
        #expect(fixture.queuedTitles.isEmpty)
    }

    @Test(arguments: [
        SaveFailed() as any Error,
        URLError(.notConnectedToInternet),
        CocoaError(.fileWriteOutOfSpace),
    ])
    func anyOtherErrorIsShown(error: any Error) {
        let fixture = Fixture()
        fixture.attachHost()

        let handle = fixture.center.show(error: error)

        #expect(handle.isPending)
        #expect(fixture.visibleTitle != nil)
    }

    @Test func anErrorReportedFromACancelledTaskIsNotShown() async {
        let fixture = Fixture()
        fixture.attachHost()
        let gate = Gate()
        let reporting = Task {
            do { try await gate.wait() } catch {}
            // The task was cancelled while it waited: what it reports now is no news to anyone.
            return fixture.center.show(error: SaveFailed())
        }
        await drainTasks()

        reporting.cancel()
        let handle = await reporting.value

        #expect(handle.outcome == .cancelled)
        #expect(fixture.visibleTitle == nil)
        fixture.center.show(error: SaveFailed())
        #expect(fixture.visibleTitle == "Save failed", "outside a cancelled task the same error is shown")
    }
}
