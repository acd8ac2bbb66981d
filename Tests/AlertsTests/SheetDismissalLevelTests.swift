import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Dismissing sheets down to a level: the ones above it end, the topmost first; the ones
/// below stay on screen with their requests pending.
@MainActor
@Suite struct SheetDismissalLevelTests {
    /// Three sheets, each presented from a host inside the one below, as SwiftUI's sheets are.
    @MainActor
    private struct Stack {
        let fixture = Fixture()
        let handles: [SheetHandle<Int>]

        init() {
            fixture.attachHost()
            var handles: [SheetHandle<Int>] = []
            for title in ["Settings", "Account", "Password"] {
                handles.append(fixture.center.showSheet(SheetData(title: title), finishingWith: Int.self))
                fixture.attachHost()  // the sheet's content hosts what is asked for inside it
            }
            self.handles = handles
        }

        var visibleTitles: [String] { fixture.center.visibleSheets.map(\.sheet.title) }
    }

    @Test func theSheetsAboveTheLevelEndTopmostFirstAndTheOnesBelowStay() {
        let stack = Stack()
        #expect(stack.visibleTitles == ["Settings", "Account", "Password"])

        stack.fixture.center.dismissSheets(downTo: 1)

        #expect(stack.visibleTitles == ["Settings"])
        #expect(stack.handles[0].isPending)
        #expect(stack.handles[1].outcome == .dismissedByCode)
        #expect(stack.handles[2].outcome == .dismissedByCode)
        let endings = stack.fixture.events.all.filter { $0.sheetEnding != nil }.map(\.request)
        #expect(endings == [stack.handles[2].id, stack.handles[1].id])
    }

    @Test(arguments: [Int.min, -1, 0])
    func aLevelOfZeroOrLessDismissesEverySheet(_ level: Int) {
        let stack = Stack()
        stack.fixture.center.dismissSheets(downTo: level)
        #expect(stack.visibleTitles.isEmpty)
        #expect(stack.handles.allSatisfy { $0.outcome == .dismissedByCode })
    }

    @Test(arguments: [3, 4, Int.max])
    func aLevelAtOrAboveTheSheetsOnScreenDismissesNone(_ level: Int) {
        let stack = Stack()
        stack.fixture.center.dismissSheets(downTo: level)
        #expect(stack.visibleTitles == ["Settings", "Account", "Password"])
        #expect(stack.handles.allSatisfy { $0.isPending })
    }

    @Test(.tags(.reentrancy))
    func anObserverDismissingEverythingWhenTheTopSheetEndsEndsEachSheetOnce() {
        let stack = Stack()
        let center = stack.fixture.center
        center.observeEvents { event in
            if event.sheetEnding != nil { center.dismissSheets(downTo: 0) }
        }

        center.dismissSheets(downTo: 2)

        #expect(stack.visibleTitles.isEmpty)
        #expect(stack.handles.allSatisfy { $0.outcome == .dismissedByCode })
        let endings = stack.fixture.events.all.filter { $0.sheetEnding != nil }.map(\.request)
        #expect(endings == [stack.handles[2].id, stack.handles[1].id, stack.handles[0].id])
    }

    @Test func theTesterDismissesDownToALevelAsTheCenterDoes() {
        let tester = AlertTester()
        tester.center.showSheet(SheetData(title: "Settings"), finishingWith: Int.self)
        #expect(tester.visibleSheet?.sheet.title == "Settings")
        tester.dismissSheets(downTo: 1)
        #expect(tester.visibleSheet?.sheet.title == "Settings")
        tester.dismissSheets(downTo: 0)
        #expect(tester.visibleSheet == nil)
    }
}
