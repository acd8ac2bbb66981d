import Alerts
import AlertsTesting
import SwiftUI
import SwiftUIAlerts

/// A root view hosted by the stand-in's view host, with an alert center on a manual clock that
/// moves in step with the host's animation time: the center is put in the root's environment,
/// so every `.showAlertView()` inside attaches to it.
///
/// As on every iOS device, each `.showAlertView()` reads its hosting controller through the
/// controller probe of its presentation level (``probes``); a test that shows what a host does
/// without one passes `probesControllers: false`. A probe the test puts in a view's environment
/// itself takes the place of its level's there.
@MainActor
struct HostedApp {
    let clock: ManualAlertClock
    let center: AlertCenter
    let driver: ViewHostDriver
    /// The controller probe of each presentation level, or `nil` when the app runs without.
    let probes: EmulatedControllerProbes?

    init<Root: View>(
        _ behaviour: PresentationBehaviour, center: AlertCenter? = nil, clock: ManualAlertClock = ManualAlertClock(),
        probesControllers: Bool = true, _ root: (AlertCenter) -> Root
    ) {
        let center = center ?? AlertCenter(clock: clock)
        let probes = probesControllers ? EmulatedControllerProbes() : nil
        self.clock = clock
        self.center = center
        self.probes = probes
        var presentationEnvironment: (@MainActor (Int, inout EnvironmentValues) -> Void)?
        if let probes {
            presentationEnvironment = { level, environment in probes.probe(level: level, &environment) }
        }
        driver = ViewHostDriver(
            root(center).environment(\.alertCenter, center), behaviour: behaviour, presentationEnvironment: presentationEnvironment
        ) { step in
            clock.advance(by: AlertDuration(step))
        }
        probes?.driver = driver
    }

    /// Lets the center's settle time pass (and the host's dismissal animation with it).
    func settle() async throws {
        try await driver.advance(by: center.configuration.settleTime.duration)
    }

    /// Lets a sheet, a cover, a popover or a pushed screen finish appearing or leaving: a sheet
    /// animates for 0.5 s, and a host inside a presentation waits 0.6 s after it appears.
    func finishTransition() async throws {
        try await driver.advance(by: .milliseconds(600))
    }

    /// Taps the visible alert's button `title` once the alert has had time to appear, as a
    /// person answers it: UIKit animates an alert in (about 0.3 s) before a tap reaches it, and
    /// the controller probe has read it by then (rule “Presenting controller”).
    func answer(_ title: String) async throws {
        try await letAlertAppear()
        try await driver.tap(title)
    }

    /// Taps the visible alert's button of `role` once the alert has had time to appear, as
    /// ``answer(_:)`` does.
    func answer(role: ButtonRole?) async throws {
        try await letAlertAppear()
        try await driver.tap(role: role)
    }

    private func letAlertAppear() async throws {
        try await driver.advance(by: .milliseconds(300))
    }

    /// The title of the visible alert or dialog.
    var visibleTitle: String? {
        get async { await driver.visibleAlert?.title }
    }
}
