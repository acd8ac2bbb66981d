import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// How long the person waits, after answering an alert, for the next one in the queue, where
/// SwiftUI presents the alerts: the center's settle time, which must cover SwiftUI's dismissal
/// (it says nothing when the alert has gone). The UIKit path, which learns the dismissal's end
/// from UIKit, is measured in `UIKitPathHostTests`. The controller probe is on, as on every iOS
/// device.
@MainActor
@Suite struct AnswerToNextAlertTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func theNextAlertShowsOneSettleTimeAfterTheAnswer(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in TwoRequestsButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Both")
        #expect(await app.visibleTitle == "One")
        try await app.driver.advance(by: .milliseconds(300))  // read, as a person would

        let answered = app.clock.now
        try await app.driver.tap("OK")
        var shownAfter: AlertDuration?
        for _ in 0..<200 where shownAfter == nil {
            try await app.driver.advance(by: .milliseconds(10))
            if await app.visibleTitle == "Two" {
                shownAfter = app.clock.now - answered
            }
        }
        let settleTime = app.center.configuration.settleTime
        #expect(settleTime > AlertDuration(behaviour.dismissalAnimation), "the settle time covers SwiftUI's dismissal")
        let waited = try #require(shownAfter, "the next alert shows")
        #expect(waited >= settleTime, "not before the settle time: SwiftUI would drop it")
        #expect(waited <= settleTime + .milliseconds(20), "within a frame or two of it")
    }
}
