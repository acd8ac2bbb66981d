import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@MainActor
@Suite(.englishWords) struct AlertTesterTests {
    /// The example in ``AlertTester``'s documentation, verbatim.
    @Test func deletingAFileAsksFirst() async throws {
        let tester = AlertTester()
        let model = TrashViewModel(alerts: tester.center)

        let deletion = Task { await model.deleteTapped("Notes.txt") }
        _ = try await tester.nextAlert()
        #expect(
            tester.visible?.alert
                == AlertData(
                    title: "Delete “Notes.txt”?",
                    message: "This cannot be undone.",
                    buttons: [.cancel(), .destructive("Delete")]
                ))

        try tester.tap("Delete")
        await deletion.value
        #expect(model.files.isEmpty)
        #expect(tester.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive))])
    }

    @Test func cancellingTheDeletionKeepsTheFile() async throws {
        let tester = AlertTester()
        let model = TrashViewModel(alerts: tester.center)

        let deletion = Task { await model.deleteTapped("Notes.txt") }
        _ = try await tester.nextAlert()
        try tester.tap(role: .cancel)
        await deletion.value
        #expect(model.files == ["Notes.txt"])
        #expect(tester.outcomes.first?.answer?.title == "Cancel")
    }

    @Test func visibleDescribesTheAlertOnScreen() throws {
        let tester = AlertTester()
        tester.center.show(
            AlertData(
                title: "Rename", message: "Choose a name.", buttons: [.cancel(), .ok("Rename")],
                textFields: [AlertTextField(placeholder: "Name", text: "Draft")]))
        let alert = try #require(tester.visible)
        #expect(alert.title == "Rename")
        #expect(alert.message == "Choose a name.")
        #expect(alert.buttons == [.init(title: "Cancel", role: .cancel), .init(title: "Rename", role: .default)])
        #expect(alert.textFields.map(\.placeholder) == ["Name"])
        #expect(alert.style == .alert)
        #expect(alert.host == tester.host.id)
    }

    @Test func theVisibleAlertEqualsTheAlertAskedForWhateverItsIdAndActions() throws {
        let tester = AlertTester()
        var renamed: [String] = []
        let asked = AlertData(
            title: "Rename", message: "Choose a name.",
            buttons: [.cancel(), AlertButton(title: "Rename") { values in renamed = values }],
            textFields: [AlertTextField(placeholder: "Name", text: "Draft")], priority: .high, coalescingKey: "rename")
        tester.center.show(asked)

        let expected = AlertData(
            title: "Rename", message: "Choose a name.", buttons: [.cancel(), .ok("Rename") {}],
            textFields: [AlertTextField(placeholder: "Name", text: "Draft")], priority: .high, coalescingKey: "rename")
        #expect(tester.visible?.alert == expected)
        #expect(tester.visible?.alert.id == asked.id)
        var withoutAction = expected
        withoutAction.buttons[1] = .ok("Rename")
        #expect(tester.visible?.alert != withoutAction)

        try tester.type("Final")
        try tester.tap("Rename")
        #expect(renamed == ["Final"])
    }

    @Test func anAlertWithoutButtonsOffersOK() throws {
        let tester = AlertTester()
        tester.center.show(title: "Saved")
        #expect(tester.visible?.buttonTitles == ["OK"])
        let answer = try tester.tap("OK")
        #expect(answer == AlertAnswer(buttonIndex: 0, title: "OK", type: .default))
        #expect(tester.visible == nil)
    }

    @Test func tappingRunsTheButtonsActionOnce() throws {
        let tester = AlertTester()
        var deletions = 0
        tester.center.show(title: "Delete?", buttons: [.cancel(), .destructive("Delete") { deletions += 1 }])
        try tester.tap("Delete")
        #expect(deletions == 1)
        #expect(throws: AlertTesterError.noVisibleAlert) { try tester.tap("Delete") }
        #expect(deletions == 1)
    }

    @Test func queuedListsWaitingAlertsInTheOrderTheyWillAppear() throws {
        let tester = AlertTester()
        tester.center.show(title: "First")
        tester.center.show(AlertData(title: "Routine", priority: .low))
        tester.center.show(AlertData(title: "Urgent", priority: .high))
        #expect(tester.visible?.title == "First")
        #expect(tester.queued.map(\.title) == ["Urgent", "Routine"])
        try tester.tap("OK")
        #expect(tester.visible?.title == "Urgent")
        #expect(tester.presentations.map(\.alert.title) == ["First", "Urgent"])
    }

    @Test func typedTextReachesTheAnswerAndTheAction() throws {
        let tester = AlertTester()
        var renamed: [String] = []
        let handle = tester.center.show(
            AlertData(
                title: "Rename",
                buttons: [.cancel(), AlertButton(title: "Rename") { values in renamed = values }],
                textFields: [AlertTextField(placeholder: "Name", text: "Draft"), AlertTextField(placeholder: "Tag", text: "none")]
            ))
        try tester.type("Draft 2")
        try tester.type("typo", intoField: 1)
        try tester.type("work", intoField: 1)
        let answer = try tester.tap("Rename")
        #expect(answer.textValues == ["Draft 2", "work"])
        #expect(renamed == ["Draft 2", "work"])
        #expect(handle.outcome == .answered(answer))
    }

    @Test func fieldsNobodyTypedIntoKeepTheirInitialText() throws {
        let tester = AlertTester()
        tester.center.show(
            AlertData(
                title: "Rename", buttons: [.ok("Rename")],
                textFields: [AlertTextField(placeholder: "Name", text: "Draft")]))
        #expect(try tester.tap("Rename").textValues == ["Draft"])
    }

    @Test func textTypedIntoOneAlertDoesNotReachTheNext() throws {
        let tester = AlertTester()
        let field = AlertTextField(placeholder: "Name", text: "initial")
        tester.center.show(AlertData(title: "One", buttons: [.ok()], textFields: [field]))
        tester.center.show(AlertData(title: "Two", buttons: [.ok()], textFields: [field]))
        try tester.type("typed")
        try tester.dismiss()
        #expect(try tester.tap("OK").textValues == ["initial"])
    }

    @Test func dismissingEndsDismissedWithoutRunningAnAction() throws {
        let tester = AlertTester()
        var ran = false
        let handle = tester.center.show(AlertData(title: "Share", buttons: [.ok("Copy") { ran = true }], style: .confirmationDialog))
        try tester.dismiss()
        #expect(handle.outcome == .dismissed)
        #expect(!ran)
        #expect(tester.outcome(of: handle.id) == .dismissed)
    }

    @Test func mistakesNameWhatIsOnScreen() {
        let tester = AlertTester()
        #expect(throws: AlertTesterError.noVisibleAlert) { try tester.tap("OK") }
        #expect(throws: AlertTesterError.noVisibleAlert) { try tester.dismiss() }
        #expect(throws: AlertTesterError.noVisibleAlert) { try tester.type("x") }
        tester.center.show(title: "Delete file?", buttons: [.cancel(), .destructive("Remove")])
        #expect(throws: AlertTesterError.noButton(titled: "Delete", alert: "Delete file?", available: ["Cancel", "Remove"])) {
            try tester.tap("Delete")
        }
        #expect(throws: AlertTesterError.noButtonWithRole(.default, alert: "Delete file?", available: ["Cancel", "Remove"])) {
            try tester.tap(role: .default)
        }
        #expect(throws: AlertTesterError.noTextField(index: 0, alert: "Delete file?", count: 0)) {
            try tester.type("x")
        }
        #expect(tester.visible?.title == "Delete file?")
        #expect(tester.outcomes.isEmpty)
    }

    @Test func anAfterSettleTimeHostShowsTheNextAlertOnlyOnceTheSettleTimeHasPassed() throws {
        let tester = AlertTester(settling: .afterSettleTime)
        tester.center.show(title: "One")
        tester.center.show(title: "Two")
        try tester.tap("OK")
        #expect(tester.visible == nil)
        #expect(tester.center.isSettling)
        tester.advance(by: tester.center.configuration.settleTime - .milliseconds(1))
        #expect(tester.visible == nil)
        tester.advance(by: .milliseconds(1))
        #expect(tester.visible?.title == "Two")
        try tester.tap("OK")
        tester.settle()
        #expect(!tester.center.isSettling)
        #expect(tester.outcomes.count == 2)
    }

    @Test func advancingTheClockEndsRequestsThatFoundNoHost() {
        let tester = AlertTester(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(5)))
        tester.host.detach()
        let handle = tester.center.show(title: "Nobody sees this")
        tester.advance(by: .seconds(4))
        #expect(handle.isPending)
        tester.advance(by: .seconds(1))
        #expect(handle.outcome == .rejected(.noHost))
    }

    @Test func eventsRecordEveryStepInOrder() throws {
        let tester = AlertTester()
        let handle = tester.center.show(title: "Hello")
        try tester.tap("OK")
        let kinds = tester.events.filter { $0.request == handle.id }.map(\.kind)
        #expect(kinds.first == .requested)
        #expect(kinds.contains(.queued))
        #expect(kinds.last == .ended(.answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default))))
    }

    @Test func nextAlertGivesUpAfterItsYields() async {
        let tester = AlertTester()
        await #expect(throws: AlertTesterError.stillWaiting(afterYields: 3)) {
            try await tester.nextAlert(maxYields: 3)
        }
    }

    @Test func yieldUntilLetsWaitingTasksRun() async throws {
        let tester = AlertTester()
        var finished = false
        Task {
            _ = await tester.center.present(title: "Working")
            finished = true
        }
        _ = try await tester.nextAlert()
        try tester.tap("OK")
        try await tester.yield(until: { finished })
        #expect(finished)
    }
}
