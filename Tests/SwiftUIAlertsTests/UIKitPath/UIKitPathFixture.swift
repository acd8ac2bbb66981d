import Alerts
import AlertsTestSupport
import AlertsTesting

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
    private var observation: AlertEventObservation?
    private var following: Task<Void, Never>?

    init(timing: UIKitAlertTiming = UIKitAlertTiming(), anchor: @escaping @MainActor (AlertPresentation) -> ObjectIdentifier? = { _ in nil }) {
        center = AlertCenter(clock: clock)
        host = center.attachHost(settling: .afterSettleTime)
        window = EmulatedUIKitWindow(clock: clock)
        presenter = EmulatedAlertControllerPresenter(window: window)
        var record: (@MainActor (String) -> Void)?
        delivery = UIKitAlertDelivery(host: host, presenter: presenter, timing: timing, anchor: anchor) { record?($0) }
        record = { [weak self] in self?.warnings.append($0) }
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

    /// The alert controller on screen and its request.
    var visibleRequest: AlertControllerRequest? { window.visibleAlert?.alert?.request }

    /// What went wrong: the state's invariants, UIKit's exceptions.
    var problems: [String] { violations + delivery.invariantViolations + window.exceptions }
}
