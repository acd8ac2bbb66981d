import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Sheets take time to appear and to leave (0.5 s in the host): a request made meanwhile lands
/// where the person can see it, never on a sheet that cannot present it yet or any more.
@MainActor
@Suite struct SheetTransitionTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func theSheetsTaskStartsBeforeItHasAppearedAndItDisappearsOnlyOnceItHasLeft(_ behaviour: PresentationBehaviour) async throws {
        let log = TransitionLog()
        let driver = ViewHostDriver(TransitionScreen(log: log), behaviour: behaviour)
        try await driver.render()
        try await driver.tapContentButton("Open")
        try await driver.advance(by: .milliseconds(100))
        #expect(log.events == ["appear", "task"], "both before the appearance completes")

        try await driver.closeSheet()
        try await driver.advance(by: .milliseconds(400))
        #expect(driver.presentedSheetCount == 1, "still leaving")
        #expect(log.events == ["appear", "task"])
        try await driver.advance(by: .milliseconds(100))
        #expect(driver.presentedSheetCount == 0)
        #expect(log.events == ["appear", "task", "disappear", "dismissed"])
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRequestMadeWhileTheSheetAnimatesInAppearsOnItOnceItHasAppeared(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in TransitionScreen(log: TransitionLog()).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open")
        try await app.driver.advance(by: .milliseconds(100))

        let handle = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.advance(by: .milliseconds(100))
        #expect(await app.driver.visibleAlert == nil, "not beneath the sheet, nor on it while it animates in")
        try await app.finishTransition()
        try await app.settle()

        #expect(await app.visibleTitle == "Sync failed")
        #expect(!app.driver.warnings.contains { $0.contains("Sheet transitions") }, "never given to the sheet while it animated in")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aRequestMadeWhileTheSheetAnimatesOutAppearsBelowOnceItHasLeft(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in TransitionScreen(log: TransitionLog()).showAlertView() }
        try await app.driver.render()
        try await app.driver.tapContentButton("Open")
        try await app.finishTransition()

        try await app.driver.closeSheet()
        try await app.driver.advance(by: .milliseconds(100))
        let handle = app.center.show(AlertData(title: "Sync failed"))
        try await app.finishTransition()
        try await app.settle()

        #expect(app.driver.presentedSheetCount == 0)
        #expect(await app.visibleTitle == "Sync failed", "shown below once the sheet has gone, not lost with it")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(handle.outcome?.isConfirmed == true)
    }
}

/// What the views of ``TransitionScreen`` reported, in order.
@MainActor
final class TransitionLog {
    var events: [String] = []
}

/// A button that opens a sheet whose content has its own `.showAlertView()` and reports its
/// appearance, its task and its disappearance.
struct TransitionScreen: View {
    let log: TransitionLog
    @State private var isOpen = false

    var body: some View {
        Button("Open", role: nil) { isOpen = true }
            .sheet(isPresented: $isOpen, onDismiss: { [log] in log.events.append("dismissed") }) {
                Text("Sheet")
                    .showAlertView()
                    .onAppear { [log] in log.events.append("appear") }
                    .task(id: 0) { [log] in log.events.append("task") }
                    .onDisappear { [log] in log.events.append("disappear") }
            }
    }
}
