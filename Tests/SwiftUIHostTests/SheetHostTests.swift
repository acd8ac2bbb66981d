import Alerts
import AlertsTesting
import Examples
import SwiftUI
import SwiftUIAlerts
import Testing

/// `DocumentScreen`: a sheet with its own `.showAlertView()`, presented one level up with the
/// environment inherited, while the root's alerts cannot show beneath it.
@MainActor
@Suite struct SheetHostTests {
    private func presentEditor(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, DraftEditor, SyncMonitor) {
        let editor = DraftEditor(text: "Draft")
        let app = HostedApp(behaviour) { _ in DocumentScreen(editor: editor) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Edit Draft")
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts == ["Draft"])
        #expect(app.center.hosts.count == 2)
        return (app, editor, SyncMonitor(alerts: app.center))
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func theSheetShowsItsOwnAlertsAndClosesItselfOnDiscard(_ behaviour: PresentationBehaviour) async throws {
        let (app, editor, _) = try await presentEditor(behaviour)

        try await app.driver.tapContentButton("Discard")
        #expect(await app.visibleTitle == "Discard this draft?")
        try await app.driver.tap("Discard")
        try await app.settle()
        try await app.finishTransition()

        #expect(editor.isDiscarded)
        #expect(app.driver.presentedSheetCount == 0)
        #expect(app.center.hosts.count == 1)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRootLevelRequestMadeWhileTheSheetIsUpAppearsOnTheSheet(_ behaviour: PresentationBehaviour) async throws {
        let (app, _, monitor) = try await presentEditor(behaviour)

        let handle = monitor.reportFailure()
        try await app.driver.settle()

        #expect(await app.visibleTitle == "Sync failed")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func closingTheSheetEndsItsOwnRequestAndMovesTheCentersToTheRoot(_ behaviour: PresentationBehaviour) async throws {
        let (app, editor, monitor) = try await presentEditor(behaviour)
        try await app.driver.tapContentButton("Discard")
        let sync = monitor.reportFailure()
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Discard this draft?")

        try await app.driver.closeSheet()
        try await app.finishTransition()
        try await app.settle()

        #expect(!editor.isDiscarded)
        #expect(app.driver.presentedSheetCount == 0)
        #expect(await app.visibleTitle == "Sync failed")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(sync.outcome?.isConfirmed == true)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func theSheetsOwnRequestEndsHostGoneWhenTheSheetCloses(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in SheetWithRequest(log: log) }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()
        try await app.driver.tapContentButton("Ask")
        #expect(await app.visibleTitle == "Asked on the sheet")

        try await app.driver.closeSheet()
        // The sheet's state is gone once it has left; its host ends when its task has let go
        // of it, at the next step of time (rules “Sheet transitions”, “Task lifetime”).
        try await app.finishTransition()

        #expect(log.outcomes == [.hostGone])
        #expect(app.center.hosts.count == 1)
        try await app.settle()
        #expect(await app.driver.visibleAlert == nil)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertBeneathAPresentedSheetIsNotShown(_ behaviour: PresentationBehaviour) async throws {
        let driver = ViewHostDriver(AlertBeneathSheet(), behaviour: behaviour)
        try await driver.render()
        try await driver.tapContentButton("Open")
        try await driver.tapContentButton("Alert Below")

        #expect(await driver.visibleAlert == nil)
        #expect(driver.warnings.contains { $0.contains("Sheet above blocks alerts") })
    }
}

/// A sheet with its own `.showAlertView()` and a button that requests through it.
private struct SheetWithRequest: View {
    @State private var isOpen = false
    let log: HandleLog

    var body: some View {
        Button("Open", role: nil) { isOpen = true }
            .sheet(isPresented: $isOpen) {
                RequestButton(title: "Ask", alert: AlertData(title: "Asked on the sheet"), log: log)
                    .showAlertView()
            }
            .showAlertView()
    }
}

/// A plain SwiftUI alert attached beneath a sheet, with a button on the sheet that asks for it.
private struct AlertBeneathSheet: View {
    @State private var isOpen = false
    @State private var isAlerting = false

    var body: some View {
        Button("Open", role: nil) { isOpen = true }
            // The alert is on a view of its own: SwiftUI presents one presentation modifier per view.
            .overlay {
                EmptyView().alert("Below", isPresented: $isAlerting, presenting: true) { _ in
                    Button("OK", role: nil) {}
                } message: { _ in
                    EmptyView()
                }
            }
            .sheet(isPresented: $isOpen) {
                Button("Alert Below", role: nil) { isAlerting = true }
            }
    }
}
