import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// `.showAlertView { alert in … }`: every alert drawn in the app's own design, through the same
/// queue and outcomes as the system's alert, as a modal alert. Run by the view host.
@MainActor
@Suite(.serialized, .englishWords) struct CustomDesignHostTests {
    private static let deleteAlert = AlertData(title: "Delete draft?", message: "It cannot be undone.", buttons: [.cancel(), .destructive("Erase")])

    /// Hosts a "Delete" button that requests `alert`, under `.showAlertView` with the plain design.
    private func launch(
        _ behaviour: PresentationBehaviour = .iOS16AndLater, alert: AlertData = deleteAlert, designs: DesignLog = DesignLog()
    ) async throws -> (HostedApp, HandleLog) {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in
            RequestButton(title: "Delete", alert: alert, log: log)
                .showAlertView { alert in
                    let _ = designs.alerts.append(alert)
                    PlainAlertDesign(alert: alert)
                }
        }
        try await app.driver.render()
        return (app, log)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aCustomAlertShowsInTheDesignAndItsButtonAnswers(_ behaviour: PresentationBehaviour) async throws {
        let (app, log) = try await launch(behaviour)
        try await app.driver.tapContentButton("Delete")

        #expect(await app.driver.visibleAlert == nil, "the system's alert is not used")
        #expect(app.driver.contentTexts.contains("Delete draft?"))
        #expect(app.driver.contentTexts.contains("It cannot be undone."))
        #expect(app.driver.accessibilityModalButtonTitles == ["Cancel", "Erase"])

        try await app.driver.tapContentButton("Erase")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
        try await app.settle()
        #expect(!app.driver.contentTexts.contains("Delete draft?"))
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func theAwaitedOutcomeIsTheButtonTapped() async throws {
        let app = HostedApp(.iOS16AndLater) { _ in
            Text("Screen").showAlertView { alert in PlainAlertDesign(alert: alert) }
        }
        try await app.driver.render()
        let waiting = Task { await app.center.present(AlertData(title: "Sync now?", buttons: [.cancel(), .ok("Sync")])) }
        try await app.driver.settle()
        try await app.driver.tapContentButton("Sync")
        let outcome = await waiting.value
        #expect(outcome == .answered(AlertAnswer(buttonIndex: 1, title: "Sync", type: .default)))
    }

    @Test func theContentBeneathTakesNoTapsAndVoiceOverKeepsToTheAlert() async throws {
        let (app, log) = try await launch()
        #expect(app.driver.isContentButtonHittable("Delete") == true)

        try await app.driver.tapContentButton("Delete")
        #expect(app.driver.isContentButtonHittable("Delete") == false)
        await #expect(throws: ViewHostError.notHittable("Delete")) { try await app.driver.tapContentButton("Delete") }
        #expect(log.handles.count == 1)
        #expect(app.driver.accessibleButtonTitles == ["Cancel", "Erase"])
        #expect(app.driver.accessibilityModalButtonTitles == ["Cancel", "Erase"])

        try await app.driver.tapContentButton("Cancel")
        try await app.settle()
        #expect(app.driver.isContentButtonHittable("Delete") == true)
        #expect(app.driver.accessibleButtonTitles == ["Delete"])
    }

    @Test func textFieldsHoldWhatIsTypedAndTheAnswerCarriesIt() async throws {
        let alert = AlertData(
            title: "Sign in", buttons: [.cancel(), .ok("Sign in")],
            textFields: [AlertTextField(placeholder: "Name", text: "ada"), AlertTextField(placeholder: "Password", isSecure: true)])
        let (app, log) = try await launch(alert: alert)
        try await app.driver.tapContentButton("Delete")
        #expect(app.driver.contentTextFieldTitles == ["Name", "Password"])
        #expect(try await app.driver.contentText(inField: "Name") == "ada")

        try await app.driver.type("grace", intoContentField: "Name")
        try await app.driver.type("s3cret", intoContentField: "Password")
        #expect(app.driver.contentTexts.contains("Name holds grace"), "the design is drawn again with the typed text")
        #expect(app.driver.contentTexts.contains("Password holds s3cret"))

        try await app.driver.tapContentButton("Sign in")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Sign in", type: .default, textValues: ["grace", "s3cret"]))])
    }

    @Test func anAnswerCanCarryItsOwnValues() async throws {
        let designs = DesignLog()
        let alert = AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "Name", text: "Draft")])
        let (app, log) = try await launch(alert: alert, designs: designs)
        try await app.driver.tapContentButton("Delete")
        let shown = try #require(designs.alerts.last)

        #expect(shown.answer(shown.buttons[1], textValues: ["Final"]))
        try await app.driver.settle()
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Rename", type: .default, textValues: ["Final"]))])
    }

    @Test func aFieldsBindingKeepsWorkingAfterTheDesignIsDrawnAgain() async throws {
        let designs = DesignLog()
        let alert = AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "Name", text: "Draft")])
        let (app, log) = try await launch(alert: alert, designs: designs)
        try await app.driver.tapContentButton("Delete")
        let firstBinding = try #require(designs.alerts.last?.textFields.first?.text)
        designs.alerts.removeAll()

        try await app.driver.type("Draft 2", intoContentField: "Name")
        designs.alerts.removeAll()
        try await app.driver.type("Final", through: firstBinding)
        #expect(app.driver.contentTexts.contains("Name holds Final"))

        try await app.driver.tapContentButton("Rename")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Rename", type: .default, textValues: ["Final"]))])
    }

    @Test func escapeAnswersTheCancelButton() async throws {
        let (app, log) = try await launch()
        try await app.driver.tapContentButton("Delete")
        try await app.driver.pressEscape()
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 0, title: "Cancel", type: .cancel))])
        try await app.settle()
        #expect(!app.driver.contentTexts.contains("Delete draft?"))
        await #expect(throws: ViewHostError.noKeyboardShortcut("cancelAction")) { try await app.driver.pressEscape() }
    }

    @Test func escapeClosesADialogWithoutACancelButtonAsDismissedAfterTheSettleTime() async throws {
        let dialog = AlertData(title: "Share", buttons: [.ok("Mail"), .ok("Messages")], style: .confirmationDialog)
        let (app, log) = try await launch(alert: dialog)
        try await app.driver.tapContentButton("Delete")
        try await app.driver.pressEscape()

        #expect(!app.driver.contentTexts.contains("Share"), "it leaves at once")
        #expect(app.driver.isContentButtonHittable("Delete") == true)
        #expect(log.outcomes == [nil], "dismissed only once the settle time has passed, as the system's dialog")
        try await app.settle()
        #expect(log.outcomes == [.dismissed])
    }

    @Test func escapeDoesNothingOnAnAlertWithoutACancelButton() async throws {
        let (app, log) = try await launch(alert: AlertData(title: "Updated", buttons: [.ok("Great")]))
        try await app.driver.tapContentButton("Delete")
        await #expect(throws: ViewHostError.noKeyboardShortcut("cancelAction")) { try await app.driver.pressEscape() }
        #expect(app.driver.contentTexts.contains("Updated"))
        #expect(log.outcomes == [nil])
    }

    @Test func reduceMotionShowsAndRemovesTheAlertWithoutATransition() async throws {
        let (app, _) = try await launch()
        try await app.driver.tapContentButton("Delete")
        #expect(app.driver.contentTransitions.contains(["opacity", "scale(0.9)"]))

        try await app.driver.setReduceMotion(true)
        #expect(app.driver.contentTransitions.contains(["identity"]))
        #expect(!app.driver.contentTransitions.contains(["opacity", "scale(0.9)"]))
    }

    @Test func aSheetPresentedUnderTheDesignDrawsItsAlertsWithIt() async throws {
        let log = HandleLog()
        let app = HostedApp(.iOS16AndLater) { _ in DesignedRootWithSheet(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)

        try await app.driver.tapContentButton("Ask on the sheet")
        #expect(await app.driver.visibleAlert == nil, "not the system's alert")
        #expect(app.driver.contentTexts.contains("Asked on the sheet"))
        #expect(app.driver.isContentButtonHittable("Done") == false)
        try await app.driver.tapContentButton("OK")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default))])
        #expect(app.driver.warnings.isEmpty)
    }

    // MARK: - The queue, as behind the system's alert

    /// What a person sees as two alerts requested together are answered one after the other:
    /// the title on screen after each step.
    private func secondAlertTimeline(_ behaviour: PresentationBehaviour, designed: Bool) async throws -> (titles: [String?], outcomes: [AlertOutcome?]) {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in
            if designed {
                AnyView(TwoRequestsButton(log: log).showAlertView { alert in PlainAlertDesign(alert: alert) })
            } else {
                AnyView(TwoRequestsButton(log: log).showAlertView())
            }
        }
        try await app.driver.render()
        var titles: [String?] = []
        func look() async {
            if designed {
                titles.append(["One", "Two"].first { app.driver.contentTexts.contains($0) })
            } else {
                titles.append(await app.driver.visibleAlert?.title)
            }
        }
        try await app.driver.tapContentButton("Both")
        await look()
        if designed { try await app.driver.tapContentButton("OK") } else { try await app.driver.tap("OK") }
        await look()
        try await app.driver.advance(by: .milliseconds(100))
        await look()
        try await app.driver.advance(by: .seconds(1))
        await look()
        if designed { try await app.driver.tapContentButton("OK") } else { try await app.driver.tap("OK") }
        try await app.driver.advance(by: .seconds(1))
        await look()
        #expect(app.driver.warnings.isEmpty)
        return (titles, log.outcomes)
    }

    @Test func theNextAlertIsShownOnceTheSettleTimeHasPassedAfterAnAnswer() async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.timeStep = .milliseconds(10)
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in
            TwoRequestsButton(log: log).showAlertView { alert in PlainAlertDesign(alert: alert) }
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Both")
        try await app.driver.tapContentButton("OK")
        #expect(!app.driver.contentTexts.contains("One"), "the answered alert leaves at once")

        let settleTime = app.center.configuration.settleTime.duration
        try await app.driver.advance(by: settleTime - .milliseconds(10))
        #expect(!app.driver.contentTexts.contains("Two"))
        #expect(app.driver.isContentButtonHittable("Both") == true, "between alerts the content takes taps again")
        try await app.driver.advance(by: .milliseconds(10))
        #expect(app.driver.contentTexts.contains("Two"))
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func theNextAlertWaitsBehindACustomAlertAsBehindTheSystemsAlert(_ behaviour: PresentationBehaviour) async throws {
        let designed = try await secondAlertTimeline(behaviour, designed: true)
        let system = try await secondAlertTimeline(behaviour, designed: false)

        #expect(designed.titles == ["One", nil, nil, "Two", nil])
        #expect(designed.titles == system.titles)
        let ok = AlertOutcome.answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default))
        #expect(designed.outcomes == [ok, ok])
        #expect(designed.outcomes == system.outcomes)
    }

    // MARK: - Under UIKit's controller probe

    /// On iOS every `.showAlertView()` reads its controller through a probe. A design is drawn
    /// in the host's own view, never by an alert controller: the probe, which sees no alert
    /// controller presented, must not take it as dropped and withdraw it.
    @Test(arguments: PresentationBehaviour.allGenerations)
    func aCustomAlertStaysOnScreenThoughUIKitPresentsNoAlertController(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let uiKit = EmulatedUIKit()
        let app = HostedApp(behaviour) { _ in
            RequestButton(title: "Delete", alert: Self.deleteAlert, log: log)
                .showAlertView { alert in PlainAlertDesign(alert: alert) }
                .environment(\.hostControllerProbe, uiKit.probe)
        }
        uiKit.driver = app.driver
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")

        var withdrawnAt: [Int] = []
        for step in 1...40 {
            try await app.driver.advance(by: .milliseconds(100))
            if !app.driver.contentTexts.contains("Delete draft?") {
                withdrawnAt.append(step * 100)
            }
        }
        #expect(withdrawnAt.isEmpty, "never taken off the screen (ms after the tap: \(withdrawnAt))")
        #expect(uiKit.readings > 0, "the host asked UIKit")
        #expect(app.driver.warnings.isEmpty)

        try await app.driver.tapContentButton("Erase")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
    }

    // MARK: - Answers out of place

    @Test func anAnswerSentTwiceCountsOnce() async throws {
        let designs = DesignLog()
        let (app, log) = try await launch(designs: designs)
        try await app.driver.tapContentButton("Delete")
        let shown = try #require(designs.alerts.last)

        #expect(shown.answer(shown.buttons[1]))
        #expect(!shown.answer(shown.buttons[0]))
        try await app.settle()
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
    }

    @Test func anAnswerToAnAlertThatHasGoneDoesNotAnswerTheNextOne() async throws {
        let designs = DesignLog()
        let log = HandleLog()
        let app = HostedApp(.iOS16AndLater) { _ in
            TwoRequestsButton(log: log).showAlertView { alert in
                let _ = designs.alerts.append(alert)
                PlainAlertDesign(alert: alert)
            }
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Both")
        let first = try #require(designs.alerts.last)
        try await app.driver.tapContentButton("OK")
        try await app.settle()
        #expect(app.driver.contentTexts.contains("Two"))

        #expect(!first.answer(first.buttons[0]))
        try await app.driver.settle()
        #expect(log.outcomes.count == 2)
        #expect(log.outcomes[1] == nil, "the second alert is still waiting for its answer")
        #expect(app.driver.contentTexts.contains("Two"))
    }

    @Test func anAnswerAfterTheHostHasGoneIsIgnored() async throws {
        let designs = DesignLog()
        let log = HandleLog()
        let app = HostedApp(.iOS16AndLater) { _ in RemovableDesignedHost(log: log, designs: designs) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Ask")
        let shown = try #require(designs.alerts.last)

        try await app.driver.tapContentButton("Remove host")
        try await app.driver.advance(by: .milliseconds(100))
        #expect(log.outcomes == [.hostGone])
        #expect(!shown.answer(shown.buttons[1]))
        try await app.driver.settle()
        #expect(log.outcomes == [.hostGone])
    }

    @Test func anAnswerSentWhileTheDesignIsBuiltIsRefused() async throws {
        let designs = DesignLog()
        let log = HandleLog()
        let answering = AnsweringInBodyDesign(log: designs)
        let app = HostedApp(.iOS16AndLater) { _ in
            RequestButton(title: "Delete", alert: Self.deleteAlert, log: log)
                .showAlertView { alert in answering(alert) }
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")

        #expect(!designs.answersTaken.isEmpty)
        #expect(designs.answersTaken.allSatisfy { !$0 })
        #expect(log.outcomes == [nil])
        #expect(app.driver.contentTexts.contains("Delete draft?"))
        try await app.driver.tapContentButton("Erase")
        #expect(log.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Erase", type: .destructive))])
    }

    // MARK: - Toasts

    @Test func aToastDesignDrawsTheToastsAndTheirButtonsWork() async throws {
        let log = ToastLog()
        let app = HostedApp(.iOS16AndLater) { _ in
            ToastScreen(log: log).showAlertView(toast: { toast in BrandToastDesign(toast: toast) })
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")
        #expect(app.driver.contentTexts.contains("Brand: Message deleted"))
        #expect(!app.driver.contentButtonTitles.contains("Close"), "the package's toast view is not drawn")

        try await app.driver.tapContentButton("Brand Undo")
        #expect(log.outcomes == [.actionTapped])
        #expect(log.undone == 1)

        try await app.driver.tapContentButton("Save")
        #expect(app.driver.contentImages.contains("checkmark.circle.fill"))
        try await app.driver.tapContentButton("Brand close")
        #expect(log.outcomes == [.actionTapped, .dismissed])
        #expect(!app.driver.contentTexts.contains("Brand: Saved"))
    }

    @Test func aToastDesignKeepsThePauseOnHover() async throws {
        let log = ToastLog()
        let app = HostedApp(.iOS16AndLater) { _ in
            ToastScreen(log: log).showAlertView(toast: { toast in BrandToastDesign(toast: toast) })
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Save")
        try await app.driver.hover(over: "Brand: Saved", true)
        try await app.driver.advance(by: .seconds(5))
        #expect(log.outcomes == [nil])
        try await app.driver.hover(over: "Brand: Saved", false)
        try await app.driver.advance(by: .seconds(3))
        #expect(log.outcomes == [.timedOut])
    }

    @Test func aToastButtonTappedAfterTheToastHasGoneIsIgnored() async throws {
        let designs = DesignLog()
        let log = ToastLog()
        let app = HostedApp(.iOS16AndLater) { _ in
            ToastScreen(log: log).showAlertView(toast: { toast in
                let _ = designs.toasts.append(toast)
                BrandToastDesign(toast: toast)
            })
        }
        try await app.driver.render()
        try await app.driver.tapContentButton("Delete")
        try await app.driver.tapContentButton("Brand close")
        #expect(log.outcomes == [.dismissed])
        let toast = try #require(designs.toasts.last)
        toast.tapButton()
        toast.close()
        try await app.driver.settle()
        #expect(log.outcomes == [.dismissed])
        #expect(log.undone == 0)
    }
}
