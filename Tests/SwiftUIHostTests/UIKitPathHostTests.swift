import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing
import UIKitEmulation

/// `.showAlertView()` on the UIKit path, end to end: its real `body` run by the view host, its
/// system alerts presented as alert controllers in an emulated UIKit window
/// (Support/UIKitBehaviourNotes.md), never by SwiftUI's `alert`.
@MainActor
@Suite struct UIKitPathHostTests {
    private struct Opened {
        let app: HostedApp
        let log: HandleLog
        let window: EmulatedUIKitWindow
    }

    /// Hosts `content` under `.showAlertView()` with the emulated UIKit as its presenter, and
    /// the system alert presenter the app chose.
    private func open(systemAlertPresenter: SystemAlertPresenter = .automatic, _ content: (HandleLog) -> some View) async throws -> Opened {
        let log = HandleLog()
        let clock = ManualAlertClock()
        let window = EmulatedUIKitWindow(clock: clock)
        let presenter = EmulatedAlertControllerPresenter(window: window)
        let app = HostedApp(.iOS16AndLater, clock: clock) { _ in
            content(log).showAlertView().systemAlertPresenter(systemAlertPresenter).environment(\.alertControllerPresenter, presenter)
        }
        try await app.driver.render()
        return Opened(app: app, log: log, window: window)
    }

    @Test func anAlertShownThroughShowAlertIsPresentedAsAnAlertController() async throws {
        let opened = try await open { log in
            RequestButton(title: "Delete", alert: AlertData(title: "Delete draft?", buttons: [.cancel(), .destructive("Erase")]), log: log)
        }
        try await opened.app.driver.tapContentButton("Delete")
        try await opened.app.driver.advance(by: opened.window.alertAnimation.duration)

        let request = try #require(opened.window.visibleAlert?.alert?.request)
        #expect(request.title == "Delete draft?")
        #expect(request.actions.map(\.title) == ["Cancel", "Erase"])
        #expect(await opened.app.driver.visibleAlert == nil, "SwiftUI's alert presents nothing: no double presentation")
        #expect(opened.log.handles.first?.isPending == true)
        #expect(opened.window.exceptions.isEmpty)
        #expect(opened.app.driver.warnings.isEmpty)
    }

    @Test func aTapOnTheAlertControllerAnswersTheCallerAwaitingShowAlert() async throws {
        let answers = AwaitedOutcomes()
        let opened = try await open { _ in AwaitingRequestButton(answers: answers) }
        try await opened.app.driver.tapContentButton("Sync")
        try await opened.app.driver.advance(by: opened.window.alertAnimation.duration)
        #expect(opened.window.visibleAlert?.alert?.request.title == "Sync now?")
        #expect(answers.outcomes.isEmpty, "still awaiting")

        try opened.window.tap(actionAt: 1)
        try await opened.app.driver.advance(by: .seconds(1))
        #expect(answers.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Sync", type: .default))])
        #expect(opened.window.visibleAlert == nil)
    }

    @Test(arguments: [EmulatedUIKitWindow.HandlerOrder.handlerFirst, .disappearanceFirst])
    func theNextAlertIsPresentedAfterTheDismissalAndTheMargin(_ order: EmulatedUIKitWindow.HandlerOrder) async throws {
        let opened = try await open { log in TwoRequestsButton(log: log) }
        opened.window.handlerOrder = order
        try await opened.app.driver.tapContentButton("Both")
        try await opened.app.driver.advance(by: opened.window.alertAnimation.duration)
        #expect(opened.window.visibleAlert?.alert?.request.title == "One")

        let tapped = opened.app.clock.now
        try opened.window.tap(actionAt: 0)
        // The dismissal animation (300 ms), then the margin (50 ms).
        try await opened.app.driver.advance(by: .milliseconds(340))
        #expect(opened.window.presentations.count == 1)
        try await opened.app.driver.advance(by: .milliseconds(20))
        #expect(opened.window.presentations.map(\.name) == ["alert One", "alert Two"])
        #expect(opened.window.presentations.last.map { $0.time - tapped } == .milliseconds(350))
        try await opened.app.driver.advance(by: opened.window.alertAnimation.duration)
        #expect(opened.window.visibleAlert?.alert?.request.title == "Two")
        let ok = AlertOutcome.answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default))
        #expect(opened.log.outcomes == [ok, nil])
        #expect(opened.window.log.isEmpty, "UIKit refused nothing")
    }

    @Test func anAppThatKeepsSwiftUIsAlertHasItPresentedBySwiftUI() async throws {
        let opened = try await open(systemAlertPresenter: .swiftUI) { log in
            RequestButton(title: "Delete", alert: AlertData(title: "Delete draft?", buttons: [.cancel(), .destructive("Erase")]), log: log)
        }
        try await opened.app.driver.tapContentButton("Delete")
        try await opened.app.driver.advance(by: opened.window.alertAnimation.duration)

        #expect(await opened.app.visibleTitle == "Delete draft?")
        #expect(opened.window.presentations.isEmpty, "UIKit is not asked")
        try await opened.app.driver.tap("Erase")
        #expect(opened.log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
    }

    @Test func anAlertInTheAppsOwnDesignIsNeverPresentedByUIKit() async throws {
        let log = HandleLog()
        let clock = ManualAlertClock()
        let window = EmulatedUIKitWindow(clock: clock)
        let presenter = EmulatedAlertControllerPresenter(window: window)
        let app = HostedApp(.iOS16AndLater, clock: clock) { _ in
            RequestButton(title: "Delete", alert: AlertData(title: "Delete draft?", buttons: [.cancel(), .destructive("Erase")]), log: log)
                .showAlertView { alert in PlainAlertDesign(alert: alert) }
                .environment(\.alertControllerPresenter, presenter)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")
        try await app.driver.advance(by: .seconds(1))

        #expect(app.driver.contentTexts.contains("Delete draft?"))
        #expect(window.presentations.isEmpty)
        try await app.driver.tapContentButton("Erase")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
    }

    @Test func aDialogAskedThroughAnAnchoredViewPointsAtItOnIPad() async throws {
        let log = HandleLog()
        let clock = ManualAlertClock()
        let window = EmulatedUIKitWindow(clock: clock)
        window.isRegularWidth = true
        let presenter = EmulatedAlertControllerPresenter(window: window)
        let app = HostedApp(.iOS16AndLater, clock: clock) { _ in
            AnchoredDialogScreen(log: log).environment(\.alertControllerPresenter, presenter)
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Anchored")
        try await app.driver.advance(by: window.alertAnimation.duration)
        let anchored = try #require(window.visibleAlert?.alert?.request)
        guard case .anchor = anchored.source else {
            Issue.record("expected the anchored view as the popover's source, got \(anchored.source)")
            return
        }
        try window.tap(actionAt: 0)
        try await app.driver.advance(by: .seconds(1))

        try await app.driver.tapContentButton("Elsewhere")
        try await app.driver.advance(by: window.alertAnimation.duration)
        #expect(window.visibleAlert?.alert?.request.source == .hostView)
        #expect(window.exceptions.isEmpty)
        #expect(log.outcomes.first??.answer?.title == "Cancel")
    }

}

/// What the callers of ``AwaitingRequestButton`` got back.
@MainActor
private final class AwaitedOutcomes {
    var outcomes: [AlertOutcome] = []
}

/// A button whose action awaits the answer to the alert it asks through `\.showAlert`.
private struct AwaitingRequestButton: View {
    @Environment(\.showAlert) private var showAlert
    let answers: AwaitedOutcomes

    var body: some View {
        Button("Sync", role: nil) {
            Task { answers.outcomes.append(await showAlert.present(title: "Sync now?", buttons: [.cancel(), .ok("Sync")])) }
        }
    }
}
