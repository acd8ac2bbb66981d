import Alerts
import AlertsTesting
import SwiftUI
import Testing

@testable import SwiftUIAlerts

/// The complaint about an enum switched in `body`: showing or answering an alert must not change what the environment
/// holds, or every view that reads it would be rendered again.
@MainActor
@Suite struct EnvironmentStabilityTests {
    @Test func theActionKeepsItsIdentityWhileAlertsAreShownAndAnswered() throws {
        let fixture = HostFixture()
        let before = fixture.action
        var environment = EnvironmentValues()
        environment.showAlert = before
        let firstRead = environment.showAlert

        for round in 1...3 {
            before(title: "Alert \(round)", buttons: [.cancel(), AlertButton(title: "OK")])
            let presentation = try #require(fixture.presentation)
            fixture.connection.setPresented(false, presentation)
            #expect(fixture.connection.answer(presentation, buttonIndex: 1))
            fixture.settle()

            let renderedAgain = ShowAlertAction(connection: fixture.connection)
            #expect(renderedAgain == before)
            #expect(environment.showAlert == firstRead)
        }
        #expect(fixture.center.pendingRequestCount == 0)
    }

    @Test func theCenterIsResolvedOnceForEveryRendering() {
        let connection = AlertHostConnection()
        let first = connection.resolveCenter(preferring: nil)
        let second = connection.resolveCenter(preferring: nil)
        #expect(first === second)
    }

    @Test func theDefaultValueIsOneValueEverywhere() {
        #expect(EnvironmentValues().showAlert == EnvironmentValues().showAlert)
    }

    @Test func theEnvironmentHoldsNoCenterOutsideAHost() {
        #expect(EnvironmentValues().alertCenter == nil)
    }
}
