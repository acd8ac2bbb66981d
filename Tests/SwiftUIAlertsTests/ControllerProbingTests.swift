import Alerts
import Testing

@testable import SwiftUIAlerts

/// What a host makes of its controller probe's readings: its alert's presentation is the first
/// alert controller read after the hand-over that was not presented then, whatever the titles;
/// one never seen is handed over again, waiting longer each time once the hand-overs ran out.
@MainActor
@Suite struct ControllerProbingTests {
    private let presentation = AlertPresentationID(rawValue: 1)

    /// Applies `step` and checks the state after it.
    private func step(_ probing: inout ControllerProbing, _ step: (inout ControllerProbing) -> Void) {
        step(&probing)
        #expect(probing.invariantViolations() == [])
    }

    @Test func theControllerPresentedAtTheHandOverIsNotItsPresentation() {
        var probing = ControllerProbing()
        var isOwn = true
        step(&probing) { isOwn = $0.read(alert: 7) }
        #expect(!isOwn, "an alert of someone else's covers the host")
        step(&probing) { $0.expect(presentation, handedOverAt: .zero, presented: .alert(title: "Move?", instance: 7)) }
        step(&probing) { isOwn = $0.read(alert: 7) }
        #expect(!isOwn, "still the leaving one: not the presentation")
        #expect(probing.confirmed == nil)
        #expect(probing.unconfirmed?.presentation == presentation)

        step(&probing) { isOwn = $0.read(alert: 8) }
        #expect(isOwn)
        #expect(probing.confirmed == presentation)
        #expect(probing.unconfirmed == nil)
        #expect(probing.ownControllers == [8])
    }

    @Test func theHostsOwnLeavingControllerIsNeitherItsPresentationNorACover() {
        var probing = ControllerProbing()
        var isOwn = false
        step(&probing) { $0.expect(presentation, handedOverAt: .zero, presented: PresentedController.none) }
        step(&probing) { isOwn = $0.read(alert: 7) }
        step(&probing) { $0.confirmed = nil }  // handed no alert: it leaves
        step(&probing) { $0.expect(presentation, handedOverAt: .seconds(1), presented: .alert(title: "Move?", instance: 7)) }
        step(&probing) { isOwn = $0.read(alert: 7) }
        #expect(isOwn, "its own, leaving: no cover")
        #expect(probing.confirmed == nil, "not the presentation handed over again")
    }

    /// A controller that left may be followed by a new one at the same address: once the probe
    /// has read it gone, any controller is new.
    @Test func onceTheControllerOfTheHandOverIsReadGoneAnyControllerIsNew() {
        var probing = ControllerProbing()
        var isOwn = false
        step(&probing) { $0.expect(presentation, handedOverAt: .zero, presented: .alert(title: "Move?", instance: 7)) }
        step(&probing) { $0.readNoAlert() }
        step(&probing) { isOwn = $0.read(alert: 7) }
        #expect(isOwn)
        #expect(probing.confirmed == presentation)
    }

    @Test func onceTheHandOversRunOutEachWaitsTwiceAsLongUpToTheLongest() {
        var probing = ControllerProbing()
        var waits: [AlertDuration] = []
        for count in 1...7 {
            step(&probing) { $0.handOvers = (presentation, count) }
            waits.append(probing.confirmationTime(for: presentation))
        }
        #expect(HostTiming.maximumHandOvers == 2)
        #expect(waits == [.seconds(1), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(16)])
        #expect(probing.confirmationTime(for: AlertPresentationID(rawValue: 2)) == HostTiming.confirmationTime)

        step(&probing) { $0.expect(presentation, handedOverAt: .seconds(10), presented: nil) }
        #expect(probing.unconfirmed?.deadline == .seconds(26))
        step(&probing) { _ = $0.read(alert: 9) }
        #expect(probing.handOvers == nil, "seen: its hand-overs are done")
    }
}
