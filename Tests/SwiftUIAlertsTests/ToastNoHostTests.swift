import Alerts
import AlertsTesting
import SwiftUI
import Testing

@testable import SwiftUIAlerts

/// `showToast` and `withLoading` with no `.showAlertView()` above: nothing is dropped silently.
@MainActor
@Suite struct ToastNoHostTests {
    @MainActor
    private final class WarningLog {
        var messages: [String] = []
    }

    @Test func aToastWithoutAHostEndsRejectedNoHostAndTheWarningNamesTheFixOncePerCallSite() throws {
        let log = WarningLog()
        let showToast = ShowToastAction(connection: AlertHostConnection(unattachedWarningTo: { log.messages.append($0) }))

        var handles: [ToastHandle] = []
        for _ in 1...3 {
            handles.append(showToast("Saved"))
        }

        #expect(handles.map(\.outcome) == Array(repeating: .rejected(.noHost), count: 3))
        #expect(log.messages.count == 1)
        let message = try #require(log.messages.first)
        #expect(message.contains("apply .showAlertView() at the root"))
        #expect(message.contains("ToastNoHostTests.swift"))
        #expect(message.contains("“Saved”"))
    }

    @Test func theEnvironmentsDefaultToastActionRejectsWithNoHost() async {
        let outcome = await EnvironmentValues().showToast.present(ToastData(title: "Nobody hosts this"))

        #expect(outcome == .rejected(.noHost))
    }

    @Test func workWithoutAHostRunsWithoutAnIndicatorAndItsErrorsPropagate() async throws {
        struct Failure: Error, Equatable {}
        let log = WarningLog()
        let withLoading = WithLoadingAction(connection: AlertHostConnection(unattachedWarningTo: { log.messages.append($0) }))

        #expect(try await withLoading("Saving…") { 42 } == 42)
        await #expect(throws: Failure()) {
            try await withLoading("Saving…") { throw Failure() }
        }
        #expect(log.messages.count == 2)
        #expect(log.messages.first?.contains("the work runs without it") == true)
    }

    @Test func actionsAreEqualOnlyToThoseOfTheSameHost() {
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        let toast = ShowToastAction(host: host)
        let loading = WithLoadingAction(host: host)

        #expect(toast == toast)
        #expect(toast != ShowToastAction(host: host))
        #expect(loading == loading)
        #expect(loading != WithLoadingAction(host: host))
    }

    @Test func aToastThroughAHostsActionIsShownOnItsCenter() {
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)

        let handle = ShowToastAction(host: host)("Saved", style: .success)

        #expect(center.visibleToasts.map(\.id) == [handle.id])
        #expect(host.toasts.map(\.toast.style) == [.success])
    }

    @Test func announcementsTakeTheirPriorityFromTheStyleAndLeaveOutABlankMessage() {
        #expect(
            AccessibilityAnnouncement(toast: ToastData(title: "Saved", message: "  ", style: .success))
                == AccessibilityAnnouncement(text: "Saved", priority: .default))
        #expect(
            AccessibilityAnnouncement(toast: ToastData(title: "Failed", message: "Offline", style: .error))
                == AccessibilityAnnouncement(text: "Failed. Offline", priority: .high))
        #expect(AccessibilityAnnouncement(toast: ToastData(title: "Careful", style: .warning)).priority == .default)
        #expect(AccessibilityAnnouncement(toast: ToastData(title: "Note", style: .info)).priority == .low)
    }
}
