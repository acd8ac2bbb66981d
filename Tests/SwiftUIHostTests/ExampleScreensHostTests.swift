import Alerts
import AlertsTestSupport
import AlertsTesting
import Examples
import SwiftUI
import SwiftUIAlerts
import Testing

/// Every screen of `Examples`, one per situation the package was designed for, rendered by the
/// view host and driven to each of its outcomes, under every OS generation.
@MainActor
@Suite(.englishWords) struct ExampleScreensHostTests {
    private struct SaveFailed: Error {}

    @Test(arguments: PresentationBehaviour.allVariants)
    func articleScreenShowsEachKindOfAlertOfItsViewModel(_ behaviour: PresentationBehaviour) async throws {
        let clock = ManualAlertClock()
        let model = ArticleViewModel(alerts: AlertCenter(clock: clock))
        let app = HostedApp(behaviour, center: model.alerts, clock: clock) { _ in ArticleScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Save")
        #expect(await app.driver.visibleAlert?.message == "Your changes are safe.")
        try await app.answer(role: .cancel)
        try await app.settle()

        try await app.driver.tapContentButton("Bookmark")
        #expect(await app.visibleTitle == "Bookmark this article?")
        try await app.answer("Yes")
        try await app.settle()
        #expect(model.isBookmarked)

        try await app.driver.tapContentButton("Finish")
        try await app.answer("Close")
        try await app.settle()

        model.requireUpdate()
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Update required")
        try await app.answer("Open App Store")
        try await app.settle()
        #expect(model.storeOpenings == 1)
        #expect(await app.driver.visibleAlert == nil)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func fileListDeletesOnlyAConfirmedFile(_ behaviour: PresentationBehaviour) async throws {
        let model = FileListModel(files: [FileItem(name: "a.txt"), FileItem(name: "b.txt")])
        let app = HostedApp(behaviour) { _ in FileListScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Delete", occurrence: 1)
        #expect(await app.visibleTitle == "Delete “b.txt”?")
        try await app.answer(role: .cancel)
        try await app.settle()
        #expect(app.driver.contentTexts == ["a.txt", "b.txt"])

        try await app.driver.tapContentButton("Delete", occurrence: 0)
        try await app.answer("Delete")
        try await app.settle()
        #expect(model.files == [FileItem(name: "b.txt")])
        #expect(app.driver.contentTexts == ["b.txt"])
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func coordinatorSceneAsksBeforeReplacingAndKeepsBoth(_ behaviour: PresentationBehaviour) async throws {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let coordinator = AppCoordinator(alerts: center, state: RootState(files: ["Report.txt"]))
        let driver = ViewHostDriver(scene: CoordinatorScene(coordinator: coordinator), behaviour: behaviour) { clock.advance(by: AlertDuration($0)) }
        try await driver.render()

        for (choice, expected) in [("Cancel", nil), ("Keep Both", RootState.SaveResult.keptBoth(savedAs: "Report.txt 2")), ("Replace", .replaced)] {
            try await driver.tapContentButton("Save")
            #expect(await driver.visibleAlert?.title == "“Report.txt” already exists.")
            try await driver.tap(choice)
            try await driver.advance(by: center.configuration.settleTime.duration)
            #expect(coordinator.state.lastSave == expected)
        }
        #expect(coordinator.state.files == ["Report.txt", "Report.txt 2"])
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func errorScreenShowsBothErrorsAndRunsTheirHandlers(_ behaviour: PresentationBehaviour) async throws {
        let model = ErrorAlertViewModel()
        let app = HostedApp(behaviour) { _ in ErrorAlertScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("ボタンが一つのエラーダイアログを出す")
        #expect(await app.driver.visibleAlert?.buttons == [HostedAlertButton(title: "OKボタン")])
        try await app.answer("OKボタン")
        try await app.settle()
        #expect(model.lastChoice == "OK")

        try await app.driver.tapContentButton("ボタンが二つのエラーダイアログを出す")
        try await app.answer(role: .cancel)
        try await app.settle()
        #expect(model.lastChoice == "Cancel")
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aOneLinerFromADeeplyNestedViewRetriesUntilTheSaveSucceeds(_ behaviour: PresentationBehaviour) async throws {
        var failures = 1
        let editor = ProfileEditor { _ in
            if failures > 0 {
                failures -= 1
                throw SaveFailed()
            }
        }
        let app = HostedApp(behaviour) { _ in ProfileScreen(editor: editor) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Speichern")
        #expect(await app.visibleTitle == "Fehler")
        try await app.answer("Erneut versuchen")
        try await app.settle()
        #expect(editor.savedName == "Ada")
        #expect(await app.driver.visibleAlert == nil)

        failures = 1
        try await app.driver.tapContentButton("Speichern")
        try await app.answer("Abbrechen")
        try await app.settle()
        #expect(await app.driver.visibleAlert == nil)
    }

    @Test func renameTakesTheTypedNameFromIOS16On() async throws {
        let model = RenameModel(name: "Notes.txt")
        let app = HostedApp(.iOS16AndLater) { _ in RenameScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Rename…")
        #expect(await app.driver.visibleAlert?.textFields == [HostedTextField(title: "Name", isSecure: false, text: "Notes.txt")])
        try await app.driver.type("  Ideas.txt ")
        try await app.driver.tap("Rename")
        try await app.settle()

        #expect(model.name == "Ideas.txt")
        #expect(app.driver.contentTexts == ["Ideas.txt"])
    }

    @Test func renameBelowIOS16ShowsNoFieldAndKeepsTheInitialText() async throws {
        let model = RenameModel(name: "Notes.txt")
        let app = HostedApp(.iOS15) { _ in RenameScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Rename…")
        #expect(await app.driver.visibleAlert?.textFields == [])
        await #expect(throws: ViewHostError.noTextField(index: 0, alert: "alert “Rename”", count: 0)) {
            try await app.driver.type("Ideas.txt")
        }
        try await app.driver.tap("Rename")
        try await app.settle()

        #expect(model.name == "Notes.txt")
    }

    @Test(arguments: PresentationBehaviour.allVariants)
    func aRenameToBlankShowsTheFollowUpAlertAfterTheDismissal(_ behaviour: PresentationBehaviour) async throws {
        guard behaviour.showsTextFieldsInAlerts else { return }
        let model = RenameModel(name: "Notes.txt")
        let app = HostedApp(behaviour) { _ in RenameScreen(model: model) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Rename…")
        try await app.driver.type("   ")
        try await app.answer("Rename")
        try await app.settle()

        #expect(await app.visibleTitle == "The name cannot be empty.")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func newsletterScreenDrawsItsAlertAndToastInTheBrand() async throws {
        let model = NewsletterModel()
        let app = HostedApp(ToastHostTests.behaviour) { _ in NewsletterScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Subscribe…")
        #expect(await app.driver.visibleAlert == nil, "not the system's alert")
        #expect(app.driver.contentTexts.contains("Join the Lumen letter"))
        #expect(app.driver.contentImages.contains("sparkles"))
        #expect(app.driver.accessibilityModalButtonTitles == ["Not now", "Subscribe"])
        #expect(app.driver.isContentButtonHittable("Subscribe…") == false)

        try await app.driver.type("ada@example.com", intoContentField: "Email")
        try await app.driver.tapContentButton("Subscribe")
        try await app.settle()
        #expect(model.subscribedAddress == "ada@example.com")
        #expect(app.driver.contentTexts.contains("Subscribed"))
        #expect(app.driver.contentTexts.contains("ada@example.com"))
        #expect(!app.driver.contentTexts.contains("Join the Lumen letter"))

        try await app.driver.tapContentButton("Subscribe…")
        try await app.driver.pressEscape()
        try await app.settle()
        #expect(!app.driver.contentTexts.contains("Join the Lumen letter"))
        #expect(model.subscribedAddress == "ada@example.com")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test func inboxScreenArchivesWithUndoAndRefreshesWithAnIndicator() async throws {
        let gate = Gate()
        let model = InboxModel(messages: [InboxMessage(id: 1, subject: "Lunch?"), InboxMessage(id: 2, subject: "Invoice")]) {
            try await gate.wait()
            return [InboxMessage(id: 3, subject: "Welcome")]
        }
        let app = HostedApp(ToastHostTests.behaviour) { _ in InboxScreen(model: model) }
        try await app.driver.render()

        try await app.driver.tapContentButton("Archive")
        #expect(app.driver.contentTexts == ["Invoice", "Message archived", "Lunch?"])
        try await app.driver.tapContentButton("Undo")
        #expect(app.driver.contentTexts == ["Lunch?", "Invoice"])

        try await app.driver.tapContentButton("Refresh")
        try await app.driver.advance(by: .milliseconds(450))
        #expect(app.driver.progressViews.map(\.title) == ["Checking for mail…"])
        #expect(app.driver.isContentButtonHittable("Archive") == false)
        gate.open()
        try await app.driver.settle()
        #expect(app.driver.contentTexts == ["Welcome", "Inbox updated"])
        #expect(app.driver.progressViews.isEmpty)
    }
}
