import Alerts
import AlertsTestSupport
import AlertsTesting
import SwiftUI
import SwiftUIAlerts
import Testing

/// A screen whose tabs, or whose navigation stack, each hold a `.showAlertView()`, inside a root
/// `.showAlertView()`; "Sign out" replaces them with a plain text.
struct SignOutScreen: View {
    let inStack: Bool
    /// Where each page records its appearance callbacks, if anywhere.
    var log: AppearanceLog?
    @State private var isSignedIn = true
    @State private var selection = 0

    var body: some View {
        VStack {
            if isSignedIn {
                if inStack {
                    NavigationStack { page("Home") }
                } else {
                    TabView(selection: $selection) {
                        page("Home").tag(0)
                        page("Profile").tag(1)
                    }
                }
            } else {
                Text("Signed out")
            }
        }
        .showAlertView()
    }

    private func page(_ title: String) -> some View {
        VStack {
            Text(title)
            Button("Sign out \(title)", role: nil) { isSignedIn = false }
        }
        .onAppear { log?.entries.append("appear \(title)") }
        .onDisappear { log?.entries.append("disappear \(title)") }
        .showAlertView()
    }
}

/// The appearance callbacks a view got, in order.
@MainActor
final class AppearanceLog {
    var entries: [String] = []
}

/// A `TabView` or a `NavigationStack` that leaves the tree may send its views a stray `onAppear`
/// (and a stack an `onDisappear` after it): the hosts of those views are gone all the same, and
/// an alert goes to the host still on screen.
@MainActor
@Suite struct TornDownContainerTests {
    /// Signs out, then shows an alert: only the root's host is left, and it shows the alert.
    private func signOutThenShowAnAlert(_ app: HostedApp) async throws {
        try await app.driver.tapContentButton("Sign out Home")
        try await app.driver.advance(by: .milliseconds(100))
        #expect(app.driver.contentTexts == ["Signed out"])
        #expect(app.center.hosts.count == 1, "the hosts inside went with their views")

        let alert = app.center.show(AlertData(title: "Session ended"))
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Session ended")
        try await app.answer("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        #expect(app.clock.pendingCount == 0, "an idle host arms no timer")
        #expect(app.driver.warnings.isEmpty)
    }

    @Test(arguments: PresentationBehaviour.everyTeardownAppearance)
    func theViewHostSendsStrayCallbacksOnlyUnderThatReading(_ behaviour: PresentationBehaviour) async throws {
        let tabs = AppearanceLog()
        let tabApp = HostedApp(behaviour) { _ in SignOutScreen(inStack: false, log: tabs) }
        try await tabApp.driver.render()
        try await tabApp.driver.selectTab(1)
        try await tabApp.driver.selectTab(0)
        tabs.entries = []
        try await tabApp.driver.tapContentButton("Sign out Home")
        let stack = AppearanceLog()
        let stackApp = HostedApp(behaviour) { _ in SignOutScreen(inStack: true, log: stack) }
        try await stackApp.driver.render()
        stack.entries = []
        try await stackApp.driver.tapContentButton("Sign out Home")
        switch behaviour.teardownAppearance {
        case .disappearOnly:
            #expect(tabs.entries == ["disappear Home"])
            #expect(stack.entries == ["disappear Home"])
        case .strayCallbacks:
            #expect(tabs.entries == ["disappear Home", "appear Home", "appear Profile"])
            #expect(stack.entries == ["disappear Home", "appear Home", "disappear Home"])
        }
    }

    @Test(arguments: PresentationBehaviour.everyTeardownAppearance)
    func anAlertAfterATabViewIsTornDownShowsOnTheHostStillOnScreen(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SignOutScreen(inStack: false) }
        try await app.driver.render()
        try await app.driver.selectTab(1)
        try await app.driver.selectTab(0)
        #expect(app.center.hosts.count == 3)

        try await signOutThenShowAnAlert(app)
    }

    @Test(arguments: PresentationBehaviour.everyTeardownAppearance)
    func anAlertAfterANavigationStackIsTornDownShowsOnTheHostStillOnScreen(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SignOutScreen(inStack: true) }
        try await app.driver.render()
        #expect(app.center.hosts.count == 2)

        try await signOutThenShowAnAlert(app)
    }

    @Test(arguments: PresentationBehaviour.everyTeardownAppearance)
    func anAlertShownAsATabViewIsTornDownMovesToTheHostStillOnScreen(_ behaviour: PresentationBehaviour) async throws {
        let app = HostedApp(behaviour) { _ in SignOutScreen(inStack: false) }
        try await app.driver.render()
        try await app.driver.selectTab(1)
        try await app.driver.selectTab(0)
        let alert = app.center.show(AlertData(title: "Sync failed"))
        try await app.driver.settle()
        #expect(await app.visibleTitle == "Sync failed")

        try await app.driver.tapContentButton("Sign out Home")
        try await app.settle()
        try await app.driver.advance(by: .seconds(1))
        #expect(app.center.hosts.count == 1)
        #expect(await app.visibleTitle == "Sync failed", "the alert moves to the root's host, unanswered")
        try await app.driver.tap("OK")
        try await app.settle()
        #expect(alert.outcome?.isConfirmed == true)
        #expect(app.clock.pendingCount == 0, "an idle host arms no timer")
    }
}
