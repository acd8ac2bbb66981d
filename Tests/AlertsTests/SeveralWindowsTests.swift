import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// One center shared by an app's windows: a request made through a window's host shows in that
/// window; a request made on the center, toasts and the loading indicator show in the window
/// the person is using; each host reports its own scene and screen reader.
@MainActor
@Suite struct SeveralWindowsTests {
    /// Two windows, each with its root host; `second` attached last, so it is the one in use.
    private func twoWindows(_ configuration: AlertCenterConfiguration = AlertCenterConfiguration()) -> (Fixture, first: AlertHost, second: AlertHost) {
        let fixture = Fixture(configuration: configuration)
        let first = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        let second = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        return (fixture, first, second)
    }

    @Test func aRequestThroughAWindowsHostShowsInThatWindow() throws {
        let (fixture, first, second) = twoWindows()
        let handle = first.show(AlertData(title: "From the first window"))
        #expect(second.presentation == nil)
        let presentation = try #require(first.presentation)
        #expect(presentation.alert.title == "From the first window")
        #expect(fixture.events.kinds(of: handle.id).contains(.presented(presentation.id, host: first.id)))
        #expect(fixture.tap("OK", on: first))

        second.show(AlertData(title: "From the second window"))
        #expect(second.presentation?.alert.title == "From the second window")
        #expect(first.presentation == nil)
    }

    /// A sheet with its own host inside the first window shows that window's requests.
    @Test func aWindowsRequestShowsOnTheTopmostHostOfThatWindow() {
        let fixture = Fixture()
        let window = AlertWindowID()
        let root = fixture.center.attachHost(settling: .immediate, window: window)
        let sheet = fixture.center.attachHost(settling: .immediate, window: window)
        let other = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        root.show(AlertData(title: "Saved"))
        #expect(sheet.presentation?.alert.title == "Saved")
        #expect(root.presentation == nil)
        #expect(other.presentation == nil)
        #expect(fixture.center.topmostHost === other)
    }

    @Test func aCenterRequestShowsInTheWindowThePersonIsUsing() {
        let (fixture, first, second) = twoWindows()
        #expect(fixture.center.topmostHost === second)
        // The person turns to the first window: the second's scene leaves the foreground.
        second.setSceneActive(false)
        #expect(fixture.center.topmostHost === first)
        fixture.center.show(title: "Sync failed")
        #expect(first.presentation?.alert.title == "Sync failed")
        #expect(second.presentation == nil)
    }

    /// Of two active scenes, the one that became active last is in use; with none active, the
    /// one that was active last.
    @Test func theWindowThatBecameActiveLastIsInUse() {
        let (fixture, first, second) = twoWindows()
        first.setSceneActive(false)
        first.setSceneActive(true)
        #expect(fixture.center.topmostHost === first)
        first.setSceneActive(false)
        second.setSceneActive(false)
        #expect(fixture.center.topmostHost === first)
        second.setSceneActive(true)
        #expect(fixture.center.topmostHost === second)
    }

    /// A visible alert made on the center follows the person to the window they turn to; one
    /// made through a window stays in it.
    @Test func aCenterAlertMovesToTheWindowInUseAndAWindowsAlertStays() {
        let (fixture, first, second) = twoWindows()
        let handle = fixture.center.show(title: "Sync failed")
        #expect(second.presentation?.alert.title == "Sync failed")
        second.setSceneActive(false)
        #expect(second.presentation == nil)
        #expect(first.presentation?.alert.title == "Sync failed")
        #expect(fixture.events.kinds(of: handle.id).contains(.moved(from: second.id)))
        #expect(fixture.tap("OK", on: first))

        second.setSceneActive(true)
        second.show(AlertData(title: "Second window's"))
        #expect(second.presentation?.alert.title == "Second window's")
        second.setSceneActive(false)
        #expect(second.presentation?.alert.title == "Second window's")
        #expect(first.presentation == nil)
    }

    @Test func aHostAttachingInAnotherWindowDoesNotTakeAWindowsAlert() {
        let fixture = Fixture()
        let first = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        first.show(AlertData(title: "First window's"))
        let second = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        #expect(first.presentation?.alert.title == "First window's")
        #expect(second.presentation == nil)
        #expect(fixture.center.topmostHost === second)
    }

    /// Requests through a window whose hosts all detach end `hostGone`; the others go on.
    @Test func aWindowThatClosesEndsOnlyItsOwnRequests() {
        let (fixture, first, second) = twoWindows()
        let own = first.show(AlertData(title: "First window's"))
        let shared = fixture.center.show(title: "Shared")
        first.detach()
        #expect(own.outcome == .hostGone)
        #expect(shared.isPending)
        #expect(second.presentation?.alert.title == "Shared")
    }

    @Test func toastsAndTheIndicatorShowInTheWindowInUse() {
        let (fixture, first, second) = twoWindows(AlertCenterConfiguration(loadingGraceTime: .zero))
        fixture.center.showToast("Copied")
        let loading = fixture.center.beginLoading("Saving…")
        #expect(second.toasts.map(\.toast.title) == ["Copied"])
        #expect(second.loading?.message == "Saving…")
        #expect(first.toasts.isEmpty && first.loading == nil)
        second.setSceneActive(false)
        #expect(first.toasts.map(\.toast.title) == ["Copied"])
        #expect(first.loading?.message == "Saving…")
        #expect(second.toasts.isEmpty && second.loading == nil)
        #expect(!second.cancelLoading(loading.id))
        loading.end()
    }

    /// A toast requested through a window's host shows in that window; one made on the center in
    /// the window in use. Each is tapped, closed and held by VoiceOver where it shows.
    @Test func aToastRequestedThroughAWindowShowsInThatWindow() {
        let (fixture, first, second) = twoWindows()
        var undone = 0
        let own = first.showToast(ToastData(title: "Deleted", button: ToastButton("Undo") { undone += 1 }, duration: .seconds(2)))
        let shared = fixture.center.showToast(ToastData(title: "Synced", duration: .seconds(2)))
        #expect(first.toasts.map(\.toast.title) == ["Deleted"])
        #expect(second.toasts.map(\.toast.title) == ["Synced"])
        #expect(!second.tapToastButton(own.id))
        #expect(!first.dismissToast(shared.id))

        first.setScreenReaderRunning(true)
        #expect(first.toasts.first?.pauseReasons == [.screenReader])
        #expect(second.toasts.first?.pauseReasons == [])
        fixture.clock.advance(by: .seconds(2))
        #expect(shared.outcome == .timedOut)
        #expect(own.isPending)
        #expect(second.toasts.isEmpty)
        #expect(first.tapToastButton(own.id))
        #expect(undone == 1)
        #expect(first.toasts.isEmpty)
    }

    /// A toast requested for a window (as a window's environment does) shows on that window's
    /// topmost host and outlives it: when the sheet it shows on closes, it moves to the root.
    @Test func aToastRequestedForAWindowOutlivesItsSheet() {
        let fixture = Fixture()
        let window = AlertWindowID()
        let root = fixture.center.attachHost(settling: .immediate, window: window)
        let sheet = fixture.center.attachHost(settling: .immediate, window: window)
        let other = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        let toast = fixture.center.showToast(ToastData(title: "Saved"), in: window)
        #expect(sheet.toasts.map(\.toast.title) == ["Saved"])
        #expect(other.toasts.isEmpty && root.toasts.isEmpty)
        sheet.detach()
        #expect(toast.isPending)
        #expect(root.toasts.map(\.toast.title) == ["Saved"])
        #expect(other.toasts.isEmpty)
        root.detach()
        #expect(other.toasts.map(\.toast.title) == ["Saved"])
        #expect(toast.isPending)
    }

    /// The app counts as inactive, and toasts' time stops, only when no window's scene is active.
    @Test func toastsStopOnlyWhenNoWindowIsActive() {
        let (fixture, first, second) = twoWindows()
        let toast = fixture.center.showToast(ToastData(title: "Copied", duration: .seconds(4)))
        second.setSceneActive(false)
        #expect(fixture.center.isAppActive)
        #expect(first.toasts.first?.pauseReasons == [])
        fixture.clock.advance(by: .seconds(1))
        #expect(fixture.center.visibleToasts.first?.remainingTime == .seconds(3))
        first.setSceneActive(false)
        #expect(!fixture.center.isAppActive)
        // With no scene active, the window that became active last shows them, held.
        #expect(fixture.center.topmostHost === second)
        #expect(second.toasts.first?.pauseReasons == [.appInactive])
        fixture.clock.advance(by: .seconds(30))
        #expect(toast.isPending)
        first.setSceneActive(true)
        #expect(fixture.center.isAppActive)
        #expect(first.toasts.first?.remainingTime == .seconds(3))
        fixture.clock.advance(by: .seconds(3))
        #expect(toast.outcome == .timedOut)
    }

    /// VoiceOver holds the toasts while it runs in the window that shows them, not in another.
    @Test func aScreenReaderHoldsToastsInItsOwnWindow() {
        let (fixture, first, second) = twoWindows()
        let toast = fixture.center.showToast(ToastData(title: "Copied", duration: .seconds(2)))
        first.setScreenReaderRunning(true)
        #expect(fixture.center.isScreenReaderRunning)
        #expect(second.toasts.first?.pauseReasons == [])
        second.setScreenReaderRunning(true)
        #expect(second.toasts.first?.pauseReasons == [.screenReader])
        fixture.clock.advance(by: .seconds(10))
        #expect(toast.isPending)
        second.setScreenReaderRunning(false)
        fixture.clock.advance(by: .seconds(2))
        #expect(toast.outcome == .timedOut)
    }

    /// The app-wide reports still hold: an app that reports its state to the center, as with
    /// one window, stops and holds toasts as before.
    @Test func theAppWideReportsStillHoldToasts() {
        let (fixture, _, second) = twoWindows()
        fixture.center.showToast(ToastData(title: "Copied", duration: .seconds(2)))
        fixture.center.setAppActive(false)
        fixture.center.setScreenReaderRunning(true)
        #expect(second.toasts.first?.pauseReasons == [.screenReader, .appInactive])
        #expect(!fixture.center.isAppActive)
    }

    /// A host that detaches can change the window in use without being the topmost host: the
    /// host that showed the toasts then stops showing them.
    @Test func aDetachThatChangesTheWindowInUseMovesTheToasts() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(loadingGraceTime: .zero))
        let window = AlertWindowID()
        let root = fixture.center.attachHost(settling: .immediate, window: window)
        let sheet = fixture.center.attachHost(settling: .immediate, window: window)
        let other = fixture.center.attachHost(settling: .immediate, window: AlertWindowID())
        // The first window's root becomes active again, last: its window is in use.
        root.setSceneActive(false)
        root.setSceneActive(true)
        fixture.center.showToast("Copied")
        let loading = fixture.center.beginLoading("Saving…")
        #expect(sheet.toasts.map(\.toast.title) == ["Copied"])
        root.detach()
        #expect(fixture.center.topmostHost === other)
        #expect(sheet.toasts.isEmpty && sheet.loading == nil)
        #expect(other.toasts.map(\.toast.title) == ["Copied"])
        #expect(other.loading?.message == "Saving…")
        loading.end()
    }

    /// Scenes that change from inside an event observer, as each alert appears, move the alert
    /// between windows on whole state, and it comes to rest where the rules say.
    @Test func scenesChangingFromAnObserverKeepTheStateWhole() {
        let (fixture, first, second) = twoWindows()
        let hosts = [first.id: first, second.id: second]
        var presentedOn: [AlertHostID] = []
        let observation = fixture.center.observeEvents { event in
            guard case .presented(_, let host) = event.kind else { return }
            presentedOn.append(host)
            hosts[host]?.setSceneActive(false)
        }
        let handle = fixture.center.show(title: "Sync failed")
        // Shown in the second window, which leaves; then in the first, which leaves too; with
        // no scene active, the window that became active last (the second) is in use again.
        #expect(presentedOn == [second.id, first.id, second.id])
        #expect(fixture.center.topmostHost === second)
        #expect(second.presentation?.alert.title == "Sync failed")
        #expect(first.presentation == nil)
        #expect(fixture.tap("OK", on: second))
        #expect(handle.outcome?.answer?.title == "OK")
        observation.cancel()
    }

    /// A detached host's reports change nothing.
    @Test func aDetachedHostsReportsAreIgnored() {
        let (fixture, first, second) = twoWindows()
        second.detach()
        second.setSceneActive(false)
        second.setScreenReaderRunning(true)
        #expect(fixture.center.topmostHost === first)
        #expect(fixture.center.isAppActive)
        #expect(!fixture.center.isScreenReaderRunning)
    }

    /// One window's sheet is presented while another window's alert waits for the first
    /// window's alert: at that step, nothing holds the alert back any more.
    @Test func anAlertWaitingForAnotherWindowShowsAtTheStepThatWindowPresentsASheet() {
        let (fixture, first, second) = twoWindows()
        let check = StateCheck(fixture.center)
        first.show(AlertData(title: "First's"))
        let sheet = first.showSheet(SheetData(title: "First's sheet"), finishingWith: Int.self)
        let waiting = second.show(AlertData(title: "Second's"))
        #expect(second.presentation == nil, "one alert at a time for the whole center")

        #expect(fixture.tap("OK", on: first))
        #expect(first.sheetPresentation?.request == sheet.id)
        #expect(second.presentation?.request == waiting.id, "another window's sheet does not hold it")
        #expect(check.violations == [])
    }

    /// A center alert that waits behind a sheet of the window in use (its content has no host
    /// yet) shows in the window the person turns to.
    @Test func aWaitingCenterAlertShowsInTheWindowThatBecomesKey() {
        let (fixture, first, second) = twoWindows()
        let check = StateCheck(fixture.center)
        first.windowBecameKey()
        fixture.center.showSheet(SheetData(title: "Sliding in"), finishingWith: Int.self)
        #expect(first.sheetPresentation?.sheet.title == "Sliding in")
        let alert = fixture.center.show(AlertData(title: "Sync failed"))
        #expect(first.presentation == nil && second.presentation == nil)

        second.windowBecameKey()
        #expect(second.presentation?.request == alert.id)
        #expect(check.violations == [])
    }

    /// A sheet asked for through a window whose hosts are all hidden waits for a host of that
    /// window; it is never presented in another, and holds no other window back.
    @Test func aSheetAskedForThroughAWindowWithEveryHostHiddenWaitsForThatWindow() {
        let (fixture, first, second) = twoWindows()
        let check = StateCheck(fixture.center)
        first.setVisible(false)
        let sheet = first.showSheet(SheetData(title: "Filter"), finishingWith: Int.self)
        #expect(second.sheetPresentation == nil, "never presented in another window")
        #expect(sheet.isPending)
        #expect(fixture.center.queuedSheets.map(\.title) == ["Filter"])

        let alert = second.show(AlertData(title: "Second's"))
        #expect(second.presentation?.request == alert.id)
        #expect(fixture.tap("OK", on: second))
        #expect(second.sheetPresentation == nil)

        first.setVisible(true)
        #expect(first.sheetPresentation?.request == sheet.id)
        #expect(check.violations == [])
    }
}
