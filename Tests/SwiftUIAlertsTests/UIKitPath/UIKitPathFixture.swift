import Alerts
import AlertsTestSupport
import AlertsTesting
import UIKitEmulation

@testable import SwiftUIAlerts

/// A center on a manual clock, one host as `.showAlertView()` attaches it (settling after the
/// settle time), and its alerts delivered through the UIKit path to an emulated window.
@MainActor
final class UIKitPathFixture {
    let clock = ManualAlertClock()
    let center: AlertCenter
    let host: AlertHost
    let window: EmulatedUIKitWindow
    let presenter: EmulatedAlertControllerPresenter
    let delivery: UIKitAlertDelivery
    let events = EventLog()
    private(set) var warnings: [String] = []
    /// What the state's invariant check reported after each step of a test, in any build.
    private(set) var violations: [String] = []
    /// Whether the host can show anything by what else its `.showAlertView()` knows (on screen,
    /// not covered); a test that covers the host sets it to `false` and passes the host over.
    var canShow = true
    private var observation: AlertEventObservation?
    private var following: Task<Void, Never>?

    init(timing: UIKitAlertTiming = UIKitAlertTiming(), anchor: @escaping @MainActor (AlertPresentation) -> ObjectIdentifier? = { _ in nil }) {
        center = AlertCenter(clock: clock)
        host = center.attachHost(settling: .afterSettleTime)
        window = EmulatedUIKitWindow(clock: clock)
        presenter = EmulatedAlertControllerPresenter(window: window)
        var record: (@MainActor (String) -> Void)?
        var isShowable: (@MainActor () -> Bool)?
        delivery = UIKitAlertDelivery(
            host: host, presenter: presenter, timing: timing, anchor: anchor, canShow: { isShowable?() ?? true }, warn: { record?($0) })
        record = { [weak self] in self?.warnings.append($0) }
        isShowable = { [weak self] in self?.canShow ?? false }
        observation = center.observeEvents { [events] in events.record($0) }
        following = Task { [delivery] in await delivery.run() }
    }

    deinit {
        following?.cancel()
    }

    /// Lets the delivery follow the host, then moves time by `duration`, following again.
    func advance(by duration: AlertDuration = .zero) async {
        await drainTasks()
        clock.advance(by: duration)
        await drainTasks()
        violations += delivery.state.invariantViolations()
    }

    /// Shows `alert` on the center and lets the delivery follow.
    func show(_ alert: AlertData) async -> AlertHandle {
        let handle = center.show(alert)
        await drainTasks()
        violations += delivery.state.invariantViolations()
        return handle
    }

    /// The window leaves its scene with the host's view in it: what it showed disappears.
    func removeWindow() {
        window.removeFromScene()
        presenter.hasWindow = false
    }

    /// The window is back in its scene, and the host's view in it.
    func returnWindow() {
        window.returnToScene()
        presenter.windowReturned()
    }

    /// The alert controller on screen and its request.
    var visibleRequest: AlertControllerRequest? { window.visibleAlert?.alert?.request }

    /// What went wrong: the state's invariants, UIKit's exceptions.
    var problems: [String] { violations + delivery.invariantViolations + window.exceptions }
}
