import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// Two windows of one app, both active at once (iPad split view, Stage Manager), sharing one
/// center: the window the person uses is the key window, which UIKit reports as it changes.
@MainActor
private struct SplitViewApp {
    let clock = ManualAlertClock()
    let center: AlertCenter
    let log = HandleLog()
    let left: ViewHostDriver
    let right: ViewHostDriver
    let leftUIKit = EmulatedUIKit()
    let rightUIKit = EmulatedUIKit()

    init() {
        center = AlertCenter(clock: clock)
        left = ViewHostDriver(SplitViewWindow(log: log, center: center, uiKit: leftUIKit), behaviour: .iOS16AndLater) { [clock] step in
            clock.advance(by: AlertDuration(step))
        }
        right = ViewHostDriver(SplitViewWindow(log: log, center: center, uiKit: rightUIKit), behaviour: .iOS16AndLater)
        leftUIKit.driver = left
        rightUIKit.driver = right
    }

    func open() async throws {
        try await left.render()
        try await right.render()
    }

    func advance(by duration: Duration) async throws {
        try await left.advance(by: duration)
        try await right.advance(by: duration)
    }

    /// The visible alerts' titles, left window first.
    var visibleTitles: [String?] {
        get async { [await left.visibleAlert?.title, await right.visibleAlert?.title] }
    }
}

/// One window's root: a button that asks through the window's own `showAlert`.
private struct SplitViewWindow: View {
    let log: HandleLog
    let center: AlertCenter
    let uiKit: EmulatedUIKit

    var body: some View {
        RequestButton(title: "Ask", alert: AlertData(title: "Asked in this window"), log: log)
            .showAlertView(center: center)
            .environment(\.hostControllerProbe, uiKit.probe)
    }
}

@MainActor
@Suite struct KeyWindowHostTests {
    @Test func centerRequestsGoToTheKeyWindowAmongActiveOnes() async throws {
        let app = SplitViewApp()
        try await app.open()
        #expect(app.center.hosts.allSatisfy { $0.isSceneActive })

        app.leftUIKit.probe.windowBecameKey()  // the person taps into the left window
        app.center.show(title: "Sync failed")
        try await app.advance(by: .milliseconds(100))
        #expect(await app.visibleTitles == ["Sync failed", nil])
        try await app.left.tap("OK")
        try await app.advance(by: app.center.configuration.settleTime.duration)

        app.rightUIKit.probe.windowBecameKey()
        let toast = app.center.showToast(ToastData(title: "Copied"))
        app.center.show(title: "Sync failed again")
        try await app.advance(by: .milliseconds(100))
        #expect(await app.visibleTitles == [nil, "Sync failed again"])
        #expect(app.right.contentTexts.contains("Copied") && !app.left.contentTexts.contains("Copied"))
        #expect(toast.isPending)
    }

    @Test func aWindowsOwnRequestStaysInItWhateverWindowIsKey() async throws {
        let app = SplitViewApp()
        try await app.open()
        app.rightUIKit.probe.windowBecameKey()

        try await app.left.tapContentButton("Ask")
        try await app.advance(by: .milliseconds(100))
        #expect(await app.visibleTitles == ["Asked in this window", nil])
    }

    @Test func aVisibleCenterAlertFollowsTheKeyWindowUnlessItIsLeaving() async throws {
        let app = SplitViewApp()
        try await app.open()
        app.center.show(title: "Sync failed")
        try await app.advance(by: .milliseconds(100))
        #expect(await app.visibleTitles == [nil, "Sync failed"])

        app.leftUIKit.probe.windowBecameKey()
        try await app.advance(by: app.center.configuration.settleTime.duration + .milliseconds(100))
        #expect(await app.visibleTitles == ["Sync failed", nil])
    }

    /// Two `.showAlertView()`s in one window never both show an alert: the center shows one
    /// alert at a time, on the topmost visible host of the window it belongs to.
    @Test(arguments: PresentationBehaviour.allGenerations)
    func twoHostsOfOneWindowNeverBothShowAnAlert(_ behaviour: PresentationBehaviour) async throws {
        let log = HandleLog()
        let app = HostedApp(behaviour) { _ in
            VStack {
                RequestButton(title: "Ask outside", alert: AlertData(title: "Outer"), log: log)
                RequestButton(title: "Ask inside", alert: AlertData(title: "Inner"), log: log).showAlertView()
            }
            .showAlertView()
        }
        try await app.driver.render()
        #expect(app.center.hosts.count == 2)
        try await app.driver.tapContentButton("Ask outside")
        try await app.driver.tapContentButton("Ask inside")
        app.center.show(title: "From the center")

        var seen: [String] = []
        for _ in 0..<3 {
            for _ in 0..<10 {
                try await app.driver.advance(by: .milliseconds(100))
                #expect(app.center.hosts.filter { $0.presentation != nil }.count <= 1)
            }
            let title = try #require(await app.visibleTitle)
            seen.append(title)
            try await app.driver.tap("OK")
        }
        try await app.settle()
        #expect(seen == ["Outer", "Inner", "From the center"])
        #expect(log.outcomes.allSatisfy { $0?.isConfirmed == true })
    }
}
