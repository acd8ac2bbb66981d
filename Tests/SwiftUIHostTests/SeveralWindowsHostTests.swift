import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// An app whose windows share one center, as the App-level `@State` pattern does: one
/// `WindowGroup` opened twice, each window hosted by a view host of its own, with its own scene
/// phase and VoiceOver setting, and its root built as the behaviour's `windowGroupRoot` says.
/// The center's manual clock moves with the first window's time. As on an iOS device, each
/// presentation level of each window has a controller probe of its own.
@MainActor
private struct TwoWindowApp {
    let clock = ManualAlertClock()
    let center: AlertCenter
    let log = HandleLog()
    let toastLog = ToastLog()
    let first: ViewHostDriver
    let second: ViewHostDriver
    let firstProbes = EmulatedControllerProbes()
    let secondProbes = EmulatedControllerProbes()

    init(_ behaviour: PresentationBehaviour, withSheets: Bool = false) {
        center = AlertCenter(clock: clock)
        let windows = SceneWindows(
            SharedCenterScene(center: center, log: log, toastLog: toastLog, withSheets: withSheets), behaviour: behaviour)
        first = windows.open(presentationEnvironment: { [firstProbes] in firstProbes.probe(level: $0, &$1) }) { [clock] step in
            clock.advance(by: AlertDuration(step))
        }
        second = windows.open(presentationEnvironment: { [secondProbes] in secondProbes.probe(level: $0, &$1) })
        firstProbes.driver = first
        secondProbes.driver = second
    }

    /// Opens the first window, then the second.
    func open() async throws {
        try await first.render()
        try await second.render()
    }

    /// Lets both windows take in what changed.
    func settle() async throws {
        try await first.settle()
        try await second.settle()
    }

    /// Moves both windows' time (and the center's clock once).
    func advance(by duration: Duration) async throws {
        try await first.advance(by: duration)
        try await second.advance(by: duration)
    }

    /// Moves both windows' time in steps of 50 ms, so that the second window's animations do
    /// not lag the center's clock by more than a step, as they do not on a device.
    func advanceTogether(by duration: Duration) async throws {
        var left = duration
        while left > .zero {
            let step = min(left, .milliseconds(50))
            try await advance(by: step)
            left -= step
        }
    }
}

/// The app's one scene: every window shows a button that asks through the window's own
/// `showAlert` and the toast buttons of `ToastScreen`, under `.showAlertView(center:)` with the
/// shared center; `withSheets`, a window that opens a sheet with a `.showAlertView()` of its
/// own instead.
private struct SharedCenterScene: Scene {
    let center: AlertCenter
    let log: HandleLog
    let toastLog: ToastLog
    let withSheets: Bool

    var body: some Scene {
        WindowGroup {
            if withSheets {
                WindowWithSheet(log: log)
                    .showAlertView(center: center)
            } else {
                VStack {
                    RequestButton(title: "Ask", alert: AlertData(title: "Asked here"), log: log)
                    ToastScreen(log: toastLog)
                }
                .showAlertView(center: center)
            }
        }
    }
}

/// A window's root that opens a sheet hosting alerts; the sheet's button asks through the
/// root's `showAlert`, so the request belongs to the window's root host.
private struct WindowWithSheet: View {
    @Environment(\.showAlert) private var showAlert
    @State private var isShowingSheet = false
    let log: HandleLog

    var body: some View {
        Button("Open", role: nil) { isShowingSheet = true }
            .sheet(isPresented: $isShowingSheet) {
                Button("Ask the window", role: nil) { [showAlert, log] in
                    log.handles.append(showAlert(title: "From the window's root"))
                }
                .showAlertView()
            }
    }
}

@MainActor
@Suite struct SeveralWindowsHostTests {
    @Test(arguments: PresentationBehaviour.allGenerations)
    func eachWindowShowsTheAlertsItsViewsRequest(_ behaviour: PresentationBehaviour) async throws {
        let app = TwoWindowApp(behaviour)
        try await app.open()

        try await app.first.tapContentButton("Ask")
        #expect(await app.first.visibleAlert?.title == "Asked here")
        #expect(await app.second.visibleAlert == nil)
        try await app.first.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.first?.outcome?.answer?.title == "OK")

        try await app.second.tapContentButton("Ask")
        #expect(await app.second.visibleAlert?.title == "Asked here")
        #expect(await app.first.visibleAlert == nil)
        try await app.second.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)
        #expect(app.log.outcomes.count == 2)
        #expect(app.log.outcomes.allSatisfy { $0?.answer?.title == "OK" })
    }

    /// Each window has a host of its own, also where SwiftUI builds the group's root once and
    /// gives every window the same `@State` initial values (iOS 17.0 to 17.4, macOS 14.0 to
    /// 14.4): a request made through one window's environment shows in that window only, and
    /// one made through the other window's while it is up shows there once it is answered.
    @Test(arguments: PresentationBehaviour.WindowGroupRoot.allCases)
    func eachWindowHasAHostOfItsOwn(_ root: PresentationBehaviour.WindowGroupRoot) async throws {
        var behaviour = PresentationBehaviour.iOS16AndLater
        behaviour.windowGroupRoot = root
        let app = TwoWindowApp(behaviour)
        try await app.open()
        #expect(app.center.hosts.count == 2)

        try await app.first.tapContentButton("Ask")
        #expect(await app.first.visibleAlert?.title == "Asked here")
        #expect(await app.second.visibleAlert == nil)
        try await app.second.tapContentButton("Ask")
        #expect(await app.second.visibleAlert == nil, "one alert at a time for the center")
        #expect(await app.first.visibleAlert?.title == "Asked here")

        try await app.first.tap("OK")
        try await app.advanceTogether(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.first?.outcome?.answer?.title == "OK")
        #expect(await app.first.visibleAlert == nil)
        #expect(await app.second.visibleAlert?.title == "Asked here")
        try await app.second.tap("OK")
        try await app.advanceTogether(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.count == 2)
        #expect(app.log.handles.last?.outcome?.answer?.title == "OK")
        #expect(app.first.warnings.isEmpty && app.second.warnings.isEmpty)
    }

    @Test func eachWindowShowsTheToastsItsViewsRequest() async throws {
        let app = TwoWindowApp(.iOS16AndLater)
        try await app.open()

        try await app.first.tapContentButton("Save")
        try await app.settle()
        #expect(app.first.contentTexts.contains("Saved"))
        #expect(!app.second.contentTexts.contains("Saved"))
        try await app.first.tapContentButton("Close")
        #expect(app.toastLog.outcomes == [.dismissed])
    }

    /// A view model's request goes to the window the person uses: the second window while it is
    /// in front, the first once the second went to the background.
    @Test func aCenterRequestShowsInTheWindowInUse() async throws {
        let app = TwoWindowApp(.iOS16AndLater)
        try await app.open()

        app.center.show(title: "Sync failed")
        try await app.settle()
        #expect(await app.second.visibleAlert?.title == "Sync failed")
        try await app.second.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)

        try await app.second.setScenePhase(.background)
        app.center.show(title: "Sync failed again")
        try await app.settle()
        #expect(await app.first.visibleAlert?.title == "Sync failed again")
        #expect(await app.second.visibleAlert == nil)
    }

    /// A window whose scene went to the background shows nothing: its alert moves, unanswered,
    /// to the window the person can see, and a request of that window follows it there instead
    /// of waiting behind a window no one sees.
    @Test(arguments: PresentationBehaviour.allGenerations)
    func anAlertOfAWindowInTheBackgroundShowsInTheOtherWindow(_ behaviour: PresentationBehaviour) async throws {
        let app = TwoWindowApp(behaviour)
        try await app.open()
        try await app.first.tapContentButton("Ask")
        #expect(await app.first.visibleAlert?.title == "Asked here")

        try await app.first.setScenePhase(.background)
        try await app.advance(by: app.center.configuration.settleTime.duration)
        #expect(await app.first.visibleAlert == nil)
        #expect(await app.second.visibleAlert?.title == "Asked here")
        #expect(app.log.handles.first?.isPending == true, "moved, neither answered nor dismissed")
        try await app.second.tapContentButton("Ask")
        try await app.advanceTogether(by: .milliseconds(300))  // the person sees the alert before answering it
        try await app.second.tap("OK")
        try await app.advanceTogether(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.first?.outcome?.answer?.title == "OK")

        #expect(await app.second.visibleAlert?.title == "Asked here")
        try await app.second.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.count == 2)
        #expect(app.log.outcomes.allSatisfy { $0?.answer?.title == "OK" })

        try await app.first.setScenePhase(.active)
        try await app.settle()
        #expect(await app.first.visibleAlert == nil)
        #expect(app.first.warnings.isEmpty && app.second.warnings.isEmpty)
    }

    /// An inactive scene is still on screen (the app switcher, Notification Center over it): its
    /// alert stays where it is.
    @Test func anInactiveWindowKeepsItsAlert() async throws {
        let app = TwoWindowApp(.iOS16AndLater)
        try await app.open()
        try await app.first.tapContentButton("Ask")
        #expect(await app.first.visibleAlert?.title == "Asked here")

        try await app.first.setScenePhase(.inactive)
        try await app.advance(by: .seconds(2))
        #expect(await app.first.visibleAlert?.title == "Asked here")
        #expect(await app.second.visibleAlert == nil)
        try await app.first.tap("OK")
        #expect(app.log.handles.first?.outcome?.answer?.title == "OK")
    }

    /// The app counts as inactive, and toasts' time stops, only once no window is active.
    @Test func toastsStopOnlyWhenNoWindowIsActive() async throws {
        let app = TwoWindowApp(.iOS16AndLater)
        try await app.open()
        let toast = app.center.showToast(ToastData(title: "Copied", duration: .seconds(2)))

        try await app.second.setScenePhase(.background)
        #expect(app.center.isAppActive)
        try await app.first.setScenePhase(.background)
        #expect(!app.center.isAppActive)
        try await app.advance(by: .seconds(5))
        #expect(toast.isPending)

        try await app.first.setScenePhase(.active)
        #expect(app.center.isAppActive)
        try await app.advance(by: .milliseconds(2_050))
        #expect(toast.outcome == .timedOut)
    }

    /// A sheet's `.showAlertView()` belongs to the window it is presented in: a request of that
    /// window's root appears on the sheet, where the person can see it, in that window only.
    @Test func aSheetsHostBelongsToItsWindow() async throws {
        let app = TwoWindowApp(.iOS16AndLater, withSheets: true)
        try await app.open()
        try await app.first.tapContentButton("Open")
        try await app.advance(by: .seconds(1))
        #expect(app.first.presentedSheetCount == 1)
        #expect(app.center.hosts.count == 3)

        try await app.first.tapContentButton("Ask the window")
        try await app.settle()
        #expect(await app.first.visibleAlert?.title == "From the window's root")
        #expect(await app.second.visibleAlert == nil)
        try await app.first.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)
        #expect(app.log.handles.first?.outcome?.answer?.title == "OK")
    }

    /// VoiceOver in one window does not hold the toasts the other window shows.
    @Test func voiceOverHoldsToastsOnlyInItsOwnWindow() async throws {
        let app = TwoWindowApp(.iOS16AndLater)
        try await app.open()
        let toast = app.center.showToast(ToastData(title: "Copied", duration: .seconds(2)))
        try await app.settle()
        #expect(app.second.contentTexts.contains("Copied"))
        #expect(!app.first.contentTexts.contains("Copied"))

        try await app.first.setVoiceOverEnabled(true)
        #expect(app.center.isScreenReaderRunning)
        try await app.advance(by: .milliseconds(2_050))
        #expect(toast.outcome == .timedOut)

        let held = app.center.showToast(ToastData(title: "Moved", duration: .seconds(2)))
        try await app.second.setVoiceOverEnabled(true)
        try await app.advance(by: .seconds(10))
        #expect(held.isPending)
        #expect(app.second.contentTexts.contains("Moved"))
        #expect(!app.first.contentTexts.contains("Moved"))
    }
}
