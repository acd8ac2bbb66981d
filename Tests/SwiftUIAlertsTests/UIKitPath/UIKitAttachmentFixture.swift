import Alerts
import AlertsTestSupport
import AlertsTesting
import UIKitEmulation

@testable import SwiftUIAlerts

/// A center on a manual clock with a UIKit window attached to it, as `center.attach(to:)`
/// attaches one, presenting through the emulated UIKit; and the way view controllers request
/// alerts, with its warnings recorded.
@MainActor
final class UIKitAttachmentFixture {
    /// The attachment, until the test lets go of it (its window went away).
    private(set) var attached: UIKitAttachedHost?
    /// What view controllers' requests go through.
    let requests: ViewControllerAlertRequests
    let presenter: EmulatedAlertControllerPresenter
    let center: AlertCenter
    var window: EmulatedUIKitWindow { presenter.window }
    var clock: ManualAlertClock { window.clock }
    private(set) var warnings: [String] = []
    /// What the delivery's invariant check reported, and UIKit's exceptions.
    private(set) var problems: [String] = []

    /// - Parameter beforeAttaching: Runs on the center before the window is attached, such as
    ///   a `.showAlertView()` attaching its host.
    init(beforeAttaching: (AlertCenter) -> Void = { _ in }) {
        let clock = ManualAlertClock()
        center = AlertCenter(clock: clock)
        beforeAttaching(center)
        presenter = EmulatedAlertControllerPresenter(window: EmulatedUIKitWindow(clock: clock))
        var record: (@MainActor (String) -> Void)?
        attached = UIKitAttachedHost(center: center, presenter: presenter, warn: { record?($0) })
        requests = ViewControllerAlertRequests(warn: { record?($0) })
        record = { [weak self] in self?.warnings.append($0) }
    }

    /// The alert controller's request on screen.
    var visibleRequest: AlertControllerRequest? { window.visibleAlert?.alert?.request }

    /// Lets the tasks run, then moves time by `duration`, letting them run again.
    func advance(by duration: AlertDuration = .zero) async {
        await drainTasks()
        clock.advance(by: duration)
        await drainTasks()
        problems += (attached?.delivery.invariantViolations ?? []) + window.exceptions
    }

    /// A view controller's request, as `showAlert` makes it, through the attachment.
    func show(_ alert: AlertData, fileID: StaticString = #fileID, line: UInt = #line) -> AlertHandle {
        requests.request(alert, through: attached, from: "NotesViewController", at: AlertCallSite(fileID: fileID, line: line))
    }

    /// The window leaves its scene and goes away, and with it the attachment.
    func windowGoesAway() {
        window.removeFromScene()
        presenter.hasWindow = false
        attached = nil
    }
}
