import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Where the screen hands out the binding of the center it uses, so that a test can switch it
/// while a sheet covers the screen's button.
@MainActor
private final class CenterChoice {
    var binding: Binding<String>?
}

/// A root whose `.showAlertView(center:)` is given the first center, until "Switch" (or a write
/// of "second" through the choice's binding) gives it the second.
private struct SwitchedCenterScreen: View {
    let first: AlertCenter
    let second: AlertCenter
    let choice: CenterChoice
    @State private var chosen = "first"

    var body: some View {
        VStack {
            Text("Root")
            Button("Switch", role: nil) { chosen = chosen == "first" ? "second" : "first" }
        }
        .showAlertView(center: chosen == "second" ? second : first)
        .onAppear { choice.binding = $chosen }
    }
}

/// A `.showAlertView(center:)` given another center moves its host there: what it showed for the
/// first center leaves the screen and waits for a host of that center, and the second center's
/// requests show.
@MainActor
@Suite struct CenterChangeHostTests {
    private let choice = CenterChoice()

    private func open(_ behaviour: PresentationBehaviour) async throws -> (HostedApp, second: AlertCenter) {
        let clock = ManualAlertClock()
        let second = AlertCenter(clock: clock)
        let app = HostedApp(behaviour, clock: clock) { [choice] first in SwitchedCenterScreen(first: first, second: second, choice: choice) }
        try await app.driver.render()
        return (app, second)
    }

    /// Gives the root's `.showAlertView(center:)` the center named `name`, while a sheet covers
    /// its button.
    private func choose(_ name: String, in app: HostedApp) async throws {
        let binding = try #require(choice.binding)
        try await app.driver.type(name, through: binding)
    }

    @Test(arguments: PresentationBehaviour.allGenerationsEachAlertLeaving)
    func anAlertOfTheFirstCenterLeavesAndTheSecondCentersShows(_ behaviour: PresentationBehaviour) async throws {
        let (app, second) = try await open(behaviour)
        let first = app.center.show(AlertData(title: "First center"))
        try await app.driver.advance(by: .milliseconds(300))
        #expect(await app.visibleTitle == "First center")

        try await app.driver.tapContentButton("Switch")
        try await app.settle()
        #expect(app.driver.shownAlertTitles.isEmpty, "the first center's alert leaves with its host")
        #expect(first.outcome == nil, "it waits for a host of its center")
        #expect(second.hosts.count == 1)
        #expect(app.center.hosts.isEmpty)

        let fromSecond = second.show(AlertData(title: "Second center"))
        try await app.settle()
        #expect(await app.visibleTitle == "Second center")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(fromSecond.outcome?.isConfirmed == true)
        #expect(first.outcome == nil, "a false for the first center's alert answers nothing")

        try await app.driver.tapContentButton("Switch")
        try await app.settle()
        #expect(await app.visibleTitle == "First center", "back on its center's host, it shows")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(first.outcome?.isConfirmed == true)
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.allGenerations)
    func aSheetOfTheFirstCenterLeavesAndTheSecondCentersShows(_ behaviour: PresentationBehaviour) async throws {
        let (app, second) = try await open(behaviour)
        let first = app.center
        let log = SheetOutcomeLog()
        Task { log.details.append(await first.presentSheet("First", finishingWith: Int.self) { SheetLaneDetailsForm() }) }
        try await app.finishTransition()
        try #require(app.driver.presentedSheetCount == 1)

        try await choose("second", in: app)
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.presentedSheetCount == 0, "the first center's sheet leaves with its host")
        #expect(log.details.isEmpty, "it waits for a host of its center")

        Task { log.renamed.append(await second.presentSheet("Second", finishingWith: String.self) { SheetLaneRenameForm(log: log) }) }
        try await app.finishTransition()
        #expect(app.driver.presentedSheetCount == 1)
        #expect(app.driver.contentTexts.contains("Rename form"))
        try await app.driver.tapContentButton("Save")
        try await app.finishTransition()
        #expect(log.renamed == [.finished("Notes 2")])
        #expect(app.driver.presentedSheetCount == 0)
        #expect(log.details.isEmpty)

        try await app.driver.tapContentButton("Switch")
        try await app.finishTransition()
        try await app.settle()
        #expect(app.driver.contentTexts.contains("Details form"), "back on its center's host, it shows")
        try await app.driver.tapContentButton("Pick 3")
        try await app.finishTransition()
        #expect(log.details == [.finished(3)])
        #expect(app.driver.warnings.isEmpty)
    }
}
