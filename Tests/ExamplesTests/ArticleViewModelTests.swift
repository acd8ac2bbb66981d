import Alerts
import AlertsTesting
import Examples
import Testing

/// Alert kinds as an enum, shown from a view model, none lost.
@MainActor
@Suite struct ArticleViewModelTests {
    @Test func everyKindRequestedAtOnceIsShownInTurn() throws {
        let tester = AlertTester()
        let model = ArticleViewModel(alerts: tester.center)
        var poppedBack = 0
        model.onPopBack = { poppedBack += 1 }

        model.showCloseAlert(title: "Saved", message: nil)
        model.showPopBackAlert(title: "Done", message: "Back to the list.")
        model.askToBookmark()

        #expect(tester.visible?.title == "Saved")
        #expect(tester.queued.map(\.title) == ["Done", "Bookmark this article?"])
        try tester.tap("Close")
        #expect(tester.visible?.title == "Done")
        try tester.tap("Close")
        #expect(poppedBack == 1)
        #expect(tester.visible?.buttonTitles == ["No", "Yes"])
        try tester.tap("Yes")
        #expect(model.isBookmarked)
        #expect(tester.visible == nil)
    }

    @Test func aForcedUpdateInterruptsAndTheInterruptedAlertComesBack() throws {
        let tester = AlertTester()
        let model = ArticleViewModel(alerts: tester.center)
        model.askToBookmark()

        model.requireUpdate()
        model.requireUpdate()

        #expect(tester.visible?.title == "Update required")
        #expect(tester.queued.map(\.title) == ["Bookmark this article?"])
        try tester.tap("Open App Store")
        #expect(model.storeOpenings == 1)
        #expect(tester.visible?.title == "Bookmark this article?")
    }
}
