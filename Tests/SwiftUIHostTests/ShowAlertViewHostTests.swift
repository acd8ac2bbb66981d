import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// `.showAlertView()`'s real body, run by the view host: a request from a view below it is
/// shown with SwiftUI's `alert`, answered by a tap, and the next one waits for the dismissal.
@MainActor
@Suite(.serialized, .englishWords) struct ShowAlertViewHostTests {
    @Test(arguments: PresentationBehaviour.allVariants)
    func aTappedButtonAnswersTheRequest(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in
            RequestButton(title: "Delete", alert: AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")]), log: log)
                .showAlertView()
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")

        let alert = try #require(await app.driver.visibleAlert)
        #expect(alert.title == "Delete?")
        #expect(alert.buttons == [HostedAlertButton(title: "Cancel", role: .cancel), HostedAlertButton(title: "Delete", role: .destructive)])
        try await app.driver.tap("Delete")
        try await app.settle()

        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive))])
        #expect(await app.driver.visibleAlert == nil)
        #expect(app.driver.warnings.isEmpty)
    }
}
