import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// App code that runs between the center's steps (button actions, event observers) may finish,
/// cancel or request sheets; every request still ends exactly once, and the state stays whole
/// (the center checks it after each outermost call in debug builds).
@MainActor
@Suite struct SheetReentrancyTests {
    /// The number of `ended` events each request got, sheets and alerts alike.
    private func endings(in tester: AlertTester) -> [AlertRequestID: Int] {
        var counts: [AlertRequestID: Int] = [:]
        for event in tester.events where event.sheetEnding != nil || event.outcome != nil {
            counts[event.request, default: 0] += 1
        }
        return counts
    }

    @Test func aButtonActionPresentsASheetThatShowsOnceTheAlertIsGone() throws {
        let tester = AlertTester()
        var sheet: SheetHandle<String>?
        tester.center.show(
            AlertData(
                title: "Rename?",
                buttons: [
                    .cancel(),
                    .ok("Rename") {
                        sheet = tester.center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
                    },
                ]))
        try tester.tap("Rename")
        #expect(tester.visibleSheet?.sheet.title == "Rename")
        try tester.finishSheet(with: "Notes")
        #expect(sheet?.outcome == .finished("Notes"))
        #expect(endings(in: tester).values.allSatisfy { $0 == 1 })
    }

    @Test func anObserverCancelsASheetAsItIsPresentedAndTheNextAlertShows() throws {
        let tester = AlertTester()
        var sheet: SheetHandle<Int>?
        let observation = tester.center.observeEvents { event in
            if case .sheet(.presented) = event.kind, event.request == sheet?.id { sheet?.cancel() }
        }
        tester.center.show(title: "Before")
        sheet = tester.center.showSheet(SheetData(title: "Short-lived"), finishingWith: Int.self)
        tester.center.show(title: "After")
        try tester.tap("OK")
        #expect(sheet?.outcome == .cancelled)
        #expect(tester.visibleSheet == nil)
        #expect(tester.visible?.title == "After")
        #expect(endings(in: tester)[sheet!.id] == 1)
        observation.cancel()
    }

    @Test func anObserverFinishesTheSheetAsItIsPresented() {
        let tester = AlertTester()
        let observation = tester.center.observeEvents { [host = tester.host] event in
            if case .sheet(.presented(let id, _)) = event.kind { host.finishSheet(id, with: 7) }
        }
        let first = tester.center.showSheet(SheetData(title: "First"), finishingWith: Int.self)
        let second = tester.center.showSheet(SheetData(title: "Second"), finishingWith: Int.self)
        #expect(first.outcome == .finished(7))
        #expect(second.outcome == .finished(7))
        #expect(endings(in: tester).values.allSatisfy { $0 == 1 })
        observation.cancel()
    }

    @Test func anObserverOfAnEndedSheetRequestsAnotherAndDismissesEveryOne() throws {
        let tester = AlertTester()
        var follow: SheetHandle<Int>?
        var ended = 0
        let observation = tester.center.observeEvents { event in
            guard case .sheet(.ended) = event.kind else { return }
            ended += 1
            if follow == nil {
                follow = tester.center.showSheet(SheetData(title: "Follow-up"), finishingWith: Int.self)
            } else if event.request == follow?.id {
                tester.center.dismissAllSheets()  // nothing left on screen: does nothing
            }
        }
        let first = tester.center.showSheet(SheetData(title: "First"), finishingWith: Int.self)
        try tester.swipeDownSheet()
        #expect(first.outcome == .dismissed)
        #expect(tester.visibleSheet?.sheet.title == "Follow-up")
        tester.center.dismissAllSheets()
        #expect(follow?.outcome == .dismissedByCode)
        #expect(ended == 2)
        #expect(tester.center.pendingSheetRequestCount == 0)
        observation.cancel()
    }

    @Test func closingTheCenterFromAnObserverEndsEverySheetOnce() throws {
        let tester = AlertTester()
        let observation = tester.center.observeEvents { event in
            if case .sheet(.presented) = event.kind { tester.center.close() }
        }
        tester.center.show(title: "Before")
        let shown = tester.center.showSheet(SheetData(title: "Shown"), finishingWith: Int.self)
        let waiting = tester.center.showSheet(SheetData(title: "Waiting"), finishingWith: Int.self)
        try tester.tap("OK")
        #expect(shown.outcome == .hostGone)
        #expect(waiting.outcome == .hostGone)
        #expect(endings(in: tester).values.allSatisfy { $0 == 1 })
        observation.cancel()
    }
}
