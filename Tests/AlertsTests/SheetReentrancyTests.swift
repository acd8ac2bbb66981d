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

    /// What a sheet's content does from its `deinit`, once the center lets go of it.
    enum ContentCallback: String, CaseIterable, CustomTestStringConvertible {
        case cancelsAHandle, showsAnAlert, dismissesTheSheets, closesTheCenter
        var testDescription: String { rawValue }
    }

    /// The deinit of a sheet's content runs once the center's step is done, so it may call the
    /// center, whatever it calls.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.tags(.reentrancy), arguments: ContentCallback.allCases)
    func theDeinitOfAFinishedSheetsContentMayCallTheCenter(_ callback: ContentCallback) throws {
        let fixture = Fixture()
        let check = StateCheck(fixture.center)
        let root = fixture.attachHost(settling: .immediate)
        let below = fixture.center.showSheet(SheetData(title: "Below"), finishingWith: Int.self)
        let inBelow = fixture.center.attachHost(settling: .immediate)
        var later: SheetHandle<Int>?
        var fromDeinit: AlertHandle?
        var released = 0
        do {
            let probe = ReleaseProbe {
                released += 1
                switch callback {
                case .cancelsAHandle: later?.cancel()
                case .showsAnAlert: fromDeinit = fixture.center.show(AlertData(title: "From a deinit"))
                case .dismissesTheSheets: fixture.center.dismissAllSheets()
                case .closesTheCenter: fixture.center.close()
                }
            }
            inBelow.showSheet(SheetData(title: "Above"), content: probe, finishingWith: Int.self)
        }
        later = fixture.center.showSheet(SheetData(title: "Later"), finishingWith: Int.self)
        // Only its id: a presentation holds the content.
        let above = try #require(inBelow.sheetPresentation?.id)
        #expect(released == 0)

        #expect(inBelow.finishSheet(above, with: 1))
        #expect(released == 1)
        switch callback {
        case .cancelsAHandle:
            #expect(later?.outcome == .cancelled)
            #expect(below.isPending)
        case .showsAnAlert:
            #expect(fromDeinit?.isPending == true)
        case .dismissesTheSheets:
            #expect(below.outcome == .dismissedByCode)
            #expect(later?.outcome == .dismissedByCode)
            #expect(root.sheetPresentation == nil)
        case .closesTheCenter:
            #expect(below.outcome == .hostGone)
            #expect(later?.outcome == .hostGone)
        }
        #expect(check.violations == [])
    }

    /// However the center lets go of a sheet (it ends, it is withdrawn, its host goes, the center
    /// closes), its content is released after the step, and its deinit may call the center.
    enum SheetLetGo: String, CaseIterable, CustomTestStringConvertible {
        case dismissedByThePerson, cancelledOnScreen, cancelledWaiting, hostGone, settledAfterItsTime, centerClosed
        var testDescription: String { rawValue }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.tags(.reentrancy), arguments: SheetLetGo.allCases)
    func theDeinitOfASheetsContentMayCallTheCenterHoweverTheSheetEnds(_ way: SheetLetGo) throws {
        let fixture = Fixture()
        let check = StateCheck(fixture.center)
        let root = fixture.attachHost()
        var inner: AlertHost? = fixture.center.attachHost()
        var fromDeinit: AlertHandle?
        var released = 0
        let handle: SheetHandle<Int>
        do {
            let probe = ReleaseProbe {
                released += 1
                fromDeinit = fixture.center.show(AlertData(title: "From a deinit"))
            }
            if way == .cancelledWaiting {
                fixture.center.showSheet(SheetData(title: "Ahead"), finishingWith: Int.self)
            }
            handle = try #require(inner).showSheet(SheetData(title: "Probe"), content: probe, finishingWith: Int.self)
        }
        switch way {
        case .dismissedByThePerson:
            let shown = try #require(inner?.sheetPresentation?.id)
            inner?.sheetDismissed(shown)
        case .cancelledOnScreen, .cancelledWaiting:
            handle.cancel()
        case .hostGone:
            inner?.detach()
            inner = nil
        case .settledAfterItsTime:
            fixture.center.dismissAllSheets()
            #expect(released == 0, "the center keeps the sheet while it slides away")
            fixture.settle()
        case .centerClosed:
            fixture.center.close()
        }
        fixture.settle()  // a sheet taken down keeps its content while it slides away
        #expect(released == 1)
        #expect(fromDeinit != nil)
        #expect(handle.outcome != nil)
        _ = root
        #expect(check.violations == [])
    }
}
