import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Where no controller probe runs (macOS and watchOS present through SwiftUI with nothing to ask),
/// the layer relies on the settle time outlasting SwiftUI's dismissal. On macOS AppKit queues an
/// alert sheet presented while another is attached, so nothing is dropped there; where a system
/// drops it and leaves the binding `true`, nothing tells the host.
@MainActor
@Suite struct NoProbeDropTests {
    /// A second alert handed to SwiftUI while the first still leaves (a dismissal of 1.5 s,
    /// longer than the 0.7 s settle time), dropped with its binding left `true`, with no probe.
    /// The host does not notice, and the alert waits until the app or the person ends its
    /// request: the one case where the queue still stalls (see “What the SwiftUI Layer
    /// Assumes”). When the layer learns to notice it, this known issue stops being recorded and
    /// the test must change.
    @Test func anAlertDroppedWhereNoProbeRunsWaitsUntilItsRequestEnds() async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.dismissalAnimation = .milliseconds(1_500)
        behaviour.droppedPresentation = .bindingKept
        let log = HandleLog()
        let app = HostedApp(behaviour, probesControllers: false) { _ in ChainedRequestButton(log: log).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")
        try await app.driver.tap("Next")
        var isShown = false
        for _ in 0..<300 where !isShown {
            try await app.driver.advance(by: .milliseconds(100))
            isShown = await app.visibleTitle == "Second"
        }
        withKnownIssue("dropped with its binding left true, unseen where no probe runs") {
            #expect(isShown, "shown within 30 s")
        }
        #expect(app.driver.warnings.contains { $0.contains("Dropped during dismissal") }, "SwiftUI dropped it")
        let second = try #require(log.handles.last)
        second.cancel()
        try await app.settle()
        #expect(second.outcome == .cancelled, "the app can still end it")
    }
}
