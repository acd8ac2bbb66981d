import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// An alert a blind probe takes away and offers again, over and over, while SwiftUI writes
/// `false` through each earlier offer's binding once that showing has gone, after a dismissal
/// longer than the settle time: so each late `false` arrives after the next offer. None of them
/// ends the request; once the probe sees the alert, the person answers it.
@MainActor
@Suite struct ReofferedAlertLateFalseTests {
    /// Each OS generation, alerts leaving without a button writing `false` once gone, a dismissal
    /// of 1.5 s, and a dropped presentation resetting its binding or keeping it.
    nonisolated static let harshReadings = PresentationBehaviour.allGenerations.flatMap { generation in
        PresentationBehaviour.DroppedPresentation.allCases.map { dropped in
            var behaviour = generation
            behaviour.alertLeavingWithoutButton = .writesFalseWhenGone
            behaviour.dismissalAnimation = .milliseconds(1_500)
            behaviour.droppedPresentation = dropped
            return behaviour
        }
    }

    @Test(arguments: harshReadings)
    func lateFalsesOfEarlierOffersNeverEndTheRequest(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let uiKit = EmulatedUIKit()
        uiKit.missesAlerts = true
        let app = HostedApp(behaviour) { _ in
            ChainedRequestButton(log: log).showAlertView().environment(\.hostControllerProbe, uiKit.probe)
        }
        uiKit.driver = app.driver
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")

        var withdrawals = 0
        var wasShown = false
        for _ in 0..<200 where log.outcomes.first == .some(nil) {
            try await app.driver.advance(by: .milliseconds(100))
            let isShown = await app.visibleTitle == "First"
            if wasShown && !isShown { withdrawals += 1 }
            wasShown = isShown
        }
        #expect(log.outcomes.first == .some(nil), "still pending, never dismissed")
        #expect(withdrawals >= 3, "taken away and offered again, over and over")

        uiKit.missesAlerts = false
        var shownFor = Duration.zero
        for _ in 0..<300 where shownFor < .seconds(3) {
            try await app.driver.advance(by: .milliseconds(100))
            shownFor = await app.visibleTitle == "First" ? shownFor + .milliseconds(100) : .zero
        }
        #expect(shownFor >= .seconds(3), "seen, it stays")
        try await app.driver.tap("Next")
        try await app.settle()
        #expect(log.outcomes.first??.answer?.title == "Next")
    }
}
