import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// SwiftUI may ignore a presentation and leave its binding `true` (“Attempt to present … which
/// is already presenting”). The host learns from UIKit whether its alert was presented; one
/// that is not within a bounded time is handed to SwiftUI again, so nothing stalls.
@MainActor
@Suite struct DroppedPresentationTests {
    /// The screen whose first alert's button asks for a second, under a dismissal longer than
    /// the settle time (unless told otherwise) and a drop that keeps the binding `true`.
    private func open(_ behaviour: PresentationBehaviour, dismissal: Duration = .milliseconds(1_500)) async throws -> (HostedApp, HandleLog, EmulatedUIKit) {
        var slow = behaviour
        slow.dismissalAnimation = dismissal
        slow.droppedPresentation = .bindingKept
        let log = HandleLog()
        let uiKit = EmulatedUIKit()
        let app = HostedApp(slow) { _ in
            ChainedRequestButton(log: log).showAlertView().environment(\.hostControllerProbe, uiKit.probe)
        }
        uiKit.driver = app.driver
        try await app.driver.render()
        return (app, log, uiKit)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aPresentationDroppedWithItsBindingLeftTrueIsOfferedAgain(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, uiKit) = try await open(behaviour)
        try await app.driver.tapContentButton("Start")
        try await app.driver.advance(by: .milliseconds(300))  // seen presented: its controller is the host's own
        try await app.driver.tap("Next")
        try await app.settle()
        try await app.driver.advance(by: .milliseconds(100))
        #expect(await app.driver.visibleAlert == nil)
        #expect(app.driver.warnings.contains { $0.contains("Dropped during dismissal") }, "SwiftUI dropped it")

        // Not seen presented within a second of being handed over: offered again after the
        // settle time.
        try await app.driver.advance(by: .seconds(2))
        #expect(await app.visibleTitle == "Second")
        #expect(log.outcomes.count == 2 && log.outcomes[1] == nil)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
        #expect(uiKit.readings > 0, "the host asked UIKit")
    }

    /// An alert answered before the probe saw it is a controller the host does not know while it
    /// leaves: the host counts as covered until it is gone, so the next is not even dropped.
    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertAnsweredAtOnceCoversTheHostUntilItHasLeft(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, uiKit) = try await open(behaviour)
        try await app.driver.tapContentButton("Start")
        try await app.driver.tap("Next")
        try await app.driver.advance(by: .seconds(3))
        #expect(await app.visibleTitle == "Second")
        #expect(app.driver.warnings.isEmpty)
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
        #expect(uiKit.readings > 0)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertSeenPresentedIsNeverOfferedAgain(_ behaviour: PresentationBehaviour) async throws {
        let (app, log, uiKit) = try await open(behaviour)
        try await app.driver.tapContentButton("Start")
        var titles: Set<String?> = []
        for _ in 0..<40 {
            try await app.driver.advance(by: .milliseconds(100))
            titles.insert(await app.visibleTitle)
        }
        #expect(titles == ["First"], "on screen throughout, never withdrawn to be shown again")
        #expect(app.driver.warnings.isEmpty)
        try await app.driver.tap("Next")
        try await app.driver.advance(by: .seconds(10))
        #expect(await app.visibleTitle == "Second")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
        #expect(app.driver.warnings.filter { $0.contains("Dropped during dismissal") }.count == 1)
        #expect(uiKit.readings > 0, "the host asked UIKit")
    }

    /// A probe that cannot find its controller says nothing: an alert on screen is left there.
    @Test func withNoControllerToAskAnAlertOnScreenIsLeftThere() async throws {
        let (app, log, uiKit) = try await open(.iOS16AndLater)
        uiKit.hasNoController = true
        try await app.driver.tapContentButton("Start")
        var titles: Set<String?> = []
        for _ in 0..<60 {
            try await app.driver.advance(by: .milliseconds(100))
            titles.insert(await app.visibleTitle)
        }
        #expect(titles == ["First"])
        #expect(log.outcomes == [nil])
        #expect(uiKit.readings > 0)
    }

    /// A probe blind to where SwiftUI presents never takes an alert as shown: it withdraws the
    /// alert on screen and hands it over again, twice after a second each, then less and less
    /// often, with one runtime warning; the alert is answered all the same.
    @Test func anAlertNeverSeenIsHandedOverAgainLessAndLessOftenWithAWarning() async throws {
        let (app, log, uiKit) = try await open(.iOS16AndLater, dismissal: .milliseconds(450))
        uiKit.missesAlerts = true
        try await app.driver.tapContentButton("Start")
        var withdrawals: [Duration] = []
        var wasShown = true
        var now = Duration.zero
        for _ in 0..<250 {
            try await app.driver.advance(by: .milliseconds(100))
            now += .milliseconds(100)
            let isShown = await app.visibleTitle == "First"
            if wasShown && !isShown { withdrawals.append(now) }
            wasShown = isShown
        }
        let gaps = zip(withdrawals.dropFirst(), withdrawals).map { $0 - $1 }
        #expect(withdrawals.count == 6, "after 1 s, 2.7 s, 4.4 s, then 2, 4 and 8 s more besides the settle time: \(withdrawals)")
        #expect(gaps.last.map { $0 > .seconds(8) } == true, "less and less often: \(gaps)")
        #expect(uiKit.runtimeWarnings.count == 1)
        #expect(uiKit.runtimeWarnings.first?.contains("“First” was handed to SwiftUI 3 times and never seen presented") == true)
        #expect(app.driver.warnings.isEmpty)
        if await app.visibleTitle != "First" {
            try await app.settle()
        }
        #expect(await app.visibleTitle == "First")
        try await app.driver.tap("Next")
        try await app.driver.advance(by: .seconds(5))
        #expect(await app.visibleTitle == "Second")
        #expect(log.outcomes.first??.isConfirmed == true)
    }
}
