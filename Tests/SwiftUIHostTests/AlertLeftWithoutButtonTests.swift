import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// SwiftUI may write `false` through an alert's binding when the alert leaves without a button
/// (its view took it away, or the view that presented it left), once it is gone and through the
/// binding it presented with (rule “Left without a button”). Such a `false` reports the end of
/// an alert the host had already taken away: it must never end the request as dismissed.
@MainActor
@Suite struct AlertLeftWithoutButtonTests {
    /// Each generation, with SwiftUI writing `false` when an alert leaves without a button.
    nonisolated static let behaviours = PresentationBehaviour.allGenerations.map { generation in
        var behaviour = generation
        behaviour.alertLeavingWithoutButton = .writesFalseWhenGone
        return behaviour
    }

    /// Each OS generation, alerts leaving without a button writing `false` once gone, a dismissal
    /// of 1.5 s, and a dropped presentation resetting its binding or keeping it.
    nonisolated static let slowDismissalReadings = PresentationBehaviour.allGenerations.flatMap { generation in
        PresentationBehaviour.DroppedPresentation.allCases.map { dropped in
            var behaviour = generation
            behaviour.alertLeavingWithoutButton = .writesFalseWhenGone
            behaviour.dismissalAnimation = .milliseconds(1_500)
            behaviour.droppedPresentation = dropped
            return behaviour
        }
    }

    /// `ChainedRequestButton`'s first alert, asked for under `behaviour` in a host whose probe is
    /// blind to the alerts SwiftUI presents, so that the host takes it away to offer it again.
    private func startBehindABlindProbe(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, HandleLog, EmulatedUIKit) {
        let log = HandleLog()
        let uiKit = EmulatedUIKit()
        uiKit.missesAlerts = true
        let app = HostedApp(behaviour) { _ in
            ChainedRequestButton(log: log).showAlertView().environment(\.hostControllerProbe, uiKit.probe)
        }
        uiKit.driver = app.driver
        try await app.driver.render()
        try await app.driver.tapContentButton("Start")
        return (app, log, uiKit)
    }

    /// An alert the host takes away to offer it again (its controller probe never saw it) comes
    /// back, and the `false` SwiftUI writes for its first showing does not end it.
    @Test(arguments: behaviours)
    func anAlertTakenAwayToBeOfferedAgainIsNotEndedByTheFalseOfItsFirstShowing(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, _) = try await startBehindABlindProbe(behaviour)
        #expect(await app.visibleTitle == "First")

        var wasTakenAway = false
        var isBack = false
        for _ in 0..<100 where !isBack {
            try await app.driver.advance(by: .milliseconds(100))
            let isShown = await app.visibleTitle == "First"
            wasTakenAway = wasTakenAway || !isShown
            isBack = wasTakenAway && isShown
            #expect(log.outcomes.first == .some(nil), "still pending, never dismissed")
        }
        #expect(wasTakenAway, "the probe's blindness took it away")
        #expect(isBack, "offered again")
        try await app.driver.tap("Next")
        try await app.settle()
        #expect(log.outcomes.first??.answer?.title == "Next")
    }

    /// The same, over and over, after a dismissal longer than the settle time: each `false`
    /// written for an earlier showing arrives after the next offer, and SwiftUI drops an offer
    /// made while the last showing still leaves. None of them ends the request; once the probe
    /// sees the alert, the person answers it.
    @Test(arguments: slowDismissalReadings)
    func lateFalsesOfEarlierOffersNeverEndTheRequest(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, uiKit) = try await startBehindABlindProbe(behaviour)

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

    /// A dialog whose anchored view leaves moves to the root of the host; the `false` SwiftUI
    /// writes through the leaving view's binding does not end it.
    @Test(arguments: behaviours)
    func aDialogMovedFromALeavingAnchorIsNotEndedByTheFalseOfTheViewItLeft(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in AnchoredDialogScreen(log: log) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Anchored")
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])
        try await app.driver.tapContentButton("Remove the anchored button")
        try await app.settle()
        try await app.driver.advance(by: .seconds(1))

        #expect(log.outcomes.map { $0?.answer?.title } == [nil], "still pending")
        #expect(log.outcomes.first == .some(nil), "never dismissed")
        #expect(await app.visibleTitle == "Move?")
        #expect(app.driver.visibleAlertAnchorButtons == ["Elsewhere", "Alert", "Remove the anchored button"])
        try await app.driver.tap("Move")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Move"])
    }

    /// Each generation writing `false` when an alert leaves without a button, with a leaving
    /// presenter's dialog kept for its dismissal and a dropped presentation resetting its binding.
    nonisolated static let ghostsResettingDrops = behaviours.map { generation in
        var behaviour = generation
        behaviour.leavingPresenter = .staysForDismissal
        behaviour.droppedPresentation = .bindingReset
        return behaviour
    }

    /// The same where UIKit keeps the leaving dialog up for its dismissal: SwiftUI drops the
    /// dialog moved to the root meanwhile and writes `false` at once. That is a drop of the
    /// moved dialog's own offer, not the person closing it: it is offered again, and answered.
    @Test(arguments: ghostsResettingDrops)
    func aDialogMovedWhileTheLeavingOneStaysIsOfferedAgainNotEnded(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in AnchoredDialogScreen(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Anchored")
        try await app.driver.advance(by: .milliseconds(500))
        #expect(app.driver.visibleAlertAnchorButtons == ["Anchored"])

        try await app.driver.tapContentButton("Remove the anchored button")
        try await app.settle()
        try await app.driver.advance(by: .seconds(2))
        #expect(log.outcomes.first == .some(nil), "never dismissed")
        #expect(await app.visibleTitle == "Move?")
        #expect(app.driver.visibleAlertAnchorButtons == ["Elsewhere", "Alert", "Remove the anchored button"])
        try await app.driver.tap("Move")
        try await app.settle()
        #expect(log.outcomes.map { $0?.answer?.title } == ["Move"])
    }

    /// An alert whose tab is switched away while it is up moves to the tab the person sees; the
    /// `false` SwiftUI writes for it once it has left the first tab does not end it there.
    @Test(arguments: behaviours)
    func anAlertWhoseTabIsSwitchedAwayMovesAndIsNotEndedByTheFalseItLeftBehind(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in TabsScreen(log: log, secondTabHasAHost: true) }
        try await app.driver.render()
        let fromService = app.center.show(AlertData(title: "Sync failed"))
        try await app.settle()
        #expect(await app.visibleTitle == "Sync failed")

        try await app.driver.selectTab(1)  // a link opened while the alert is up
        try await app.settle()
        try await app.driver.advance(by: .seconds(1))
        #expect(fromService.isPending, "not dismissed by the false written on the first tab")
        #expect(await app.visibleTitle == "Sync failed", "shown on the tab the person sees")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromService.outcome?.isConfirmed == true)
    }

    /// The host's own rule: an alert its view takes away has `false` written through the binding
    /// it was presented with once it is gone; one answered with a button does not.
    @Test func theHostWritesFalseOnlyForAnAlertThatLeftWithoutAButton() async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.alertLeavingWithoutButton = .writesFalseWhenGone
        let writes = WriteLog()
        let driver = ViewHostDriver(LeavingAlertScreen(writes: writes), behaviour: behaviour)
        try await driver.render()

        try await driver.tapContentButton("Show")
        try await driver.tap("OK")
        try await driver.advance(by: .seconds(1))
        #expect(writes.values == [false], "the tap's own write only")

        try await driver.tapContentButton("Show")
        try await driver.tapContentButton("Take away")
        try await driver.advance(by: .milliseconds(100))
        #expect(writes.values == [false], "not while it leaves")
        try await driver.advance(by: .seconds(1))
        #expect(writes.values == [false, false], "written once it is gone")
    }
}

/// The values written through a binding, in order.
@MainActor
final class WriteLog {
    var values: [Bool] = []
}

/// An alert with an OK button, and buttons that show it and take it away without a tap.
private struct LeavingAlertScreen: View {
    let writes: WriteLog
    @State private var isPresented = false

    var body: some View {
        VStack {
            Button("Show", role: nil) { isPresented = true }
            Button("Take away", role: nil) { isPresented = false }
        }
        .alert(
            "Leaving",
            isPresented: Binding(
                get: { isPresented },
                set: { [writes] in
                    writes.values.append($0)
                    isPresented = $0
                }),
            presenting: "Leaving"
        ) { _ in
            Button("OK", role: nil) {}
        } message: { _ in
            EmptyView()
        }
    }
}
