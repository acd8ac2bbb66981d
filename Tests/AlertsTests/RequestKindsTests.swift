import Alerts
import AlertsTestSupport
import Testing

/// Alerts, toasts and sheets are refused for the same reasons, each described in its own
/// words, their handles can be held and withdrawn together, and each kind's pending requests
/// are counted apart.
@MainActor
@Suite struct RequestKindsTests {
    @Test func eachKindOfRejectionNamesItsRequestAndItsQueue() {
        #expect(AlertRejection.invalid(.emptyTitleAndMessage).description.hasPrefix("invalid alert: "))
        #expect(AlertRejection.queueFull(capacity: 3).description == "the alert queue is full (3 alerts)")
        #expect(ToastRejection.queueFull(capacity: 2).description == "the toast queue is full (2 toasts)")
        #expect(
            SheetRejection.queueFull(capacity: 4).description == "the modal queue is full (4 alerts and sheets)",
            "sheets share the alerts' capacity, and the description says so")
        #expect(
            SheetRejection.noHost.description
                == "no host is attached to show the sheet; apply .showAlertView() at the root")
        #expect(ToastRejection.centerClosed.description == "the alert center is closed")
    }

    @Test func eachKindCountsOnlyItsOwnPendingRequests() {
        let fixture = Fixture()
        fixture.attachHost()
        fixture.center.show(AlertData(title: "Sync failed", coalescingKey: "sync"))
        fixture.center.show(AlertData(title: "Sync failed again", coalescingKey: "sync"))
        fixture.center.showToast(ToastData(title: "Saved"))
        let sheet = fixture.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
        #expect(fixture.center.pendingRequestCount == 2, "the alert requests, the one that joined by key among them")
        #expect(fixture.center.pendingToastCount == 1)
        #expect(fixture.center.pendingSheetRequestCount == 1)

        sheet.cancel()
        #expect(fixture.center.pendingRequestCount == 2)
        #expect(fixture.center.pendingSheetRequestCount == 0)
    }

    @Test func aFullQueueRejectsEachKindWithItsOwnRejection() {
        var configuration = AlertCenterConfiguration()
        configuration.queueCapacity = 1
        configuration.toastQueueCapacity = 1
        let fixture = Fixture(configuration: configuration)
        fixture.attachHost()
        fixture.center.show(AlertData(title: "Holds the room"))
        let sheet = fixture.center.showSheet(SheetData(title: "No room"), finishingWith: Int.self)
        fixture.center.showToast(ToastData(title: "Holds the toast room"))
        let toast = fixture.center.showToast(ToastData(title: "No room", coalescingKey: "other"))

        #expect(sheet.outcome == .rejected(.queueFull(capacity: 1)))
        #expect(toast.outcome == .rejected(.queueFull(capacity: 1)))
    }

    @Test func handlesOfEveryKindAreHeldAndWithdrawnTogether() {
        let fixture = Fixture()
        fixture.attachHost()
        let alert = fixture.center.show(AlertData(title: "Upload"))
        let toast = fixture.center.showToast(ToastData(title: "Uploading"))
        let sheet = fixture.center.showSheet(SheetData(title: "Details"), finishingWith: String.self)
        let handles: [any RequestHandle] = [alert, toast, sheet]
        #expect(handles.allSatisfy { $0.isPending })

        for handle in handles where handle.isPending {
            handle.cancel()
        }

        #expect(handles.allSatisfy { !$0.isPending })
        #expect(alert.outcome == .cancelled)
        #expect(toast.outcome == .cancelled)
        #expect(sheet.outcome == .cancelled)
    }
}
