import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Of two presentation modifiers on one view only the outermost presents (so on iOS 13 and
/// 14; the harsher reading for later versions): the host refuses the inner one, and the
/// package never puts two on one view, so its alerts and dialogs, and the app's own, present.
@MainActor
@Suite(.serialized, .englishWords) struct StackedPresentationTests {
    @Test func theInnerOfTwoAlertsOnOneViewPresentsNothing() async throws {
        let driver = ViewHostDriver(TwoAlertsScreen(separatesInner: false), behaviour: .iOS16AndLater)
        try await driver.render()

        try await driver.tapContentButton("Show inner")
        #expect(await driver.visibleAlert == nil)
        #expect(driver.warnings.contains { $0.contains("One presentation per view") })

        try await driver.tapContentButton("Show outer")
        #expect(await driver.visibleAlert?.title == "Outer")
    }

    @Test func eachOfTwoAlertsPresentsWhenTheRuleIsOff() async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.stackedPresentations = .each
        let driver = ViewHostDriver(TwoAlertsScreen(separatesInner: false), behaviour: behaviour)
        try await driver.render()

        try await driver.tapContentButton("Show inner")
        #expect(await driver.visibleAlert?.title == "Inner")
        #expect(driver.warnings.isEmpty)
    }

    @Test func anAlertOnAnOverlayOfItsOwnPresents() async throws {
        let driver = ViewHostDriver(TwoAlertsScreen(separatesInner: true), behaviour: .iOS16AndLater)
        try await driver.render()

        try await driver.tapContentButton("Show inner")
        #expect(await driver.visibleAlert?.title == "Inner")
        try await driver.tap("OK")
        try await driver.advance(by: .seconds(1))
        try await driver.tapContentButton("Show outer")
        #expect(await driver.visibleAlert?.title == "Outer")
        #expect(driver.warnings.isEmpty)
    }

    @Test func aSheetBeneathAnAlertOfTheSameViewNeverAppears() async throws {
        let driver = ViewHostDriver(SheetBeneathAlertScreen(), behaviour: .iOS16AndLater)
        try await driver.render()

        try await driver.tapContentButton("Open")
        try await driver.advance(by: .seconds(1))
        #expect(driver.presentedSheetCount == 0)
        #expect(!driver.contentTexts.contains("Sheet"))
        #expect(driver.warnings.contains { $0.contains("One presentation per view") })
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func anAlertAndADialogEachPresentThroughShowAlertView(_ behaviour: PresentationBehaviour) async throws {
        #expect(behaviour.stackedPresentations == .outermostOnly)
        let log = HandleLog()
        let alert = AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")])
        let dialog = AlertData(title: "Move?", buttons: [.cancel(), .destructive("Move")], style: .confirmationDialog)
        let app = HostedApp(behaviour) { _ in
            VStack {
                RequestButton(title: "Alert", alert: alert, log: log)
                RequestButton(title: "Dialog", alert: dialog, log: log)
            }
            .showAlertView()
        }
        try await app.driver.render()

        try await app.driver.tapContentButton("Alert")
        #expect(await app.driver.visibleAlert?.style == .alert)
        try await app.answer("Delete")
        try await app.settle()
        try await app.driver.tapContentButton("Dialog")
        #expect(await app.driver.visibleAlert?.style == .confirmationDialog)
        try await app.answer("Move")
        try await app.settle()

        #expect(log.outcomes.map { $0?.answer?.title } == ["Delete", "Move"])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: [false, true])
    func theAppsOwnAlertBesideShowAlertViewPresentsAndSoDoesTheLayers(appAlertOutside: Bool) async throws {
        let log = HandleLog()
        let request = AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")])
        let app = HostedApp(.iOS16AndLater) { _ in
            AppAlertBesideShowAlertView(appAlertOutside: appAlertOutside, request: request, log: log)
        }
        try await app.driver.render()

        try await app.driver.tapContentButton("Own")
        #expect(await app.visibleTitle == "Own")
        try await app.driver.tap("Fine")
        try await app.settle()

        try await app.driver.tapContentButton("Ask")
        #expect(await app.visibleTitle == "Delete?")
        try await app.driver.tap("Delete")
        try await app.settle()

        #expect(log.outcomes.map { $0?.answer?.title } == ["Delete"])
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func theAppsOwnAlertBesideSheetShowingAlertsPresentsAndSoDoesTheSheet() async throws {
        let app = HostedApp(.iOS16AndLater) { _ in AppAlertBesideSheetShowingAlerts() }
        try await app.driver.render()

        try await app.driver.tapContentButton("Own")
        #expect(await app.visibleTitle == "Own")
        try await app.driver.tap("Fine")
        try await app.settle()

        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts.contains("Editor"))
        #expect(app.driver.warnings.isEmpty)
    }
}
