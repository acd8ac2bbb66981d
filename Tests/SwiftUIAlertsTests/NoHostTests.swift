import Alerts
import AlertsTesting
import SwiftUI
import Testing

@testable import SwiftUIAlerts

/// A view with no `.showAlertView()` above it: nothing is dropped silently.
@MainActor
@Suite struct NoHostTests {
    @MainActor
    private final class WarningLog {
        var messages: [String] = []
    }

    @Test func aRequestWithoutAHostEndsRejectedNoHost() {
        let showAlert = ShowAlertAction(connection: AlertHostConnection(unattachedWarningTo: { _ in }))

        let handle = showAlert(title: "Fehler")

        #expect(handle.outcome == .rejected(.noHost))
    }

    /// Defect 5, without a `.showAlertView()` above: a cancelled caller still ends `cancelled`.
    @Test func presentFromACancelledTaskWithoutAHostEndsCancelled() async {
        let showAlert = ShowAlertAction(connection: AlertHostConnection(unattachedWarningTo: { _ in }))
        let request = Task { await showAlert.present(title: "Fehler") }
        request.cancel()
        #expect(await request.value == .cancelled)
    }

    @Test func theWarningNamesTheFixAndTheCallSiteOncePerCallSite() throws {
        let log = WarningLog()
        let showAlert = ShowAlertAction(connection: AlertHostConnection(unattachedWarningTo: { log.messages.append($0) }))

        for _ in 1...3 {
            showAlert(title: "Fehler")
        }
        showAlert(title: "Another call site")

        #expect(log.messages.count == 2)
        let message = try #require(log.messages.first)
        #expect(message.contains("apply .showAlertView() at the root"))
        #expect(message.contains("NoHostTests.swift"))
        #expect(message.contains("“Fehler”"))
    }

    @Test func theEnvironmentsDefaultValueRejectsWithNoHost() async {
        let showAlert = EnvironmentValues().showAlert

        let outcome = await showAlert.present(title: "Nobody hosts this")

        #expect(outcome == .rejected(.noHost))
    }
}
