import Alerts
import AlertsTestSupport
import AlertsTesting
import Examples
import Testing

/// A coordinator presents through the center, from outside any view.
@MainActor
@Suite(.englishWords) struct AppCoordinatorTests {
    @Test func savingOverAnExistingFileAsksAndReplacesOnConfirmation() throws {
        let tester = AlertTester()
        let coordinator = AppCoordinator(alerts: tester.center, state: RootState(files: ["Report.txt"]))
        let fileMenu = FileMenuViewModel(coordinator: coordinator)

        fileMenu.save(as: "Report.txt")

        let alert = try #require(tester.visible)
        #expect(alert.title == "“Report.txt” already exists.")
        #expect(alert.buttons == [.init(title: "Cancel", role: .cancel), .init(title: "Keep Both"), .init(title: "Replace", role: .destructive)])
        #expect(coordinator.state.lastSave == nil)
        try tester.tap("Replace")
        #expect(coordinator.state.lastSave == .replaced)
        #expect(coordinator.state.files == ["Report.txt"])
    }

    @Test func keepingBothSavesUnderAFreeName() throws {
        let tester = AlertTester()
        let coordinator = AppCoordinator(alerts: tester.center, state: RootState(files: ["Report.txt", "Report.txt 2"]))

        FileMenuViewModel(coordinator: coordinator).save(as: "Report.txt")
        try tester.tap("Keep Both")

        #expect(coordinator.state.lastSave == .keptBoth(savedAs: "Report.txt 3"))
    }

    @Test func aNewFileIsSavedWithoutAsking() {
        let tester = AlertTester()
        let coordinator = AppCoordinator(alerts: tester.center, state: RootState(files: []))

        FileMenuViewModel(coordinator: coordinator).save(as: "Report.txt")

        #expect(tester.visible == nil)
        #expect(coordinator.state.files == ["Report.txt"])
    }
}
