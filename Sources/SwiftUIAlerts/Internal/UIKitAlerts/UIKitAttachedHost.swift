import Alerts

/// A host attached to a center for a UIKit window or view controller, whose system alerts and
/// dialogs a ``UIKitAlertDelivery`` presents as alert controllers through `presenter`: the
/// same queue, outcomes and `await` as a `.showAlertView()` on the same center.
///
/// Requests made through it (``show(_:)``, ``present(_:)``) show in its window and end
/// ``/Alerts/AlertOutcome/hostGone`` when it detaches: when asked (``detach()``), or when no one
/// holds it any more (its window or view controller went away).
///
/// ```swift
/// let attached = UIKitAttachedHost(center: center, presenter: adapter)
/// let outcome = await attached.present(AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")]))
/// attached.detach()
/// ```
@MainActor
final class UIKitAttachedHost {
    let host: AlertHost
    let delivery: UIKitAlertDelivery
    /// Follows what the host must show, until the host detaches.
    private var following: Task<Void, Never>?
    /// Warns of each sheet and toast the center gives the host, which draws neither.
    private var warningOfSheets: Task<Void, Never>?
    private var warningOfToasts: Task<Void, Never>?

    /// Attaches a host to `center`, on top of the others of `window`, and starts presenting
    /// its alerts through `presenter`.
    ///
    /// It draws no toasts, sheets or loading indicator, so its scene counts as not active from
    /// the start: the window in use, where the center's own requests go (toasts, sheets and
    /// the indicator among them), stays that of a visible `.showAlertView()` whose scene is
    /// active, and an alert on screen there stays. Requests made through it show on it all the
    /// same.
    init(
        center: AlertCenter, window: AlertWindowID = AlertWindowID(), presenter: any AlertControllerPresenting,
        timing: UIKitAlertTiming = UIKitAlertTiming(), warn: @escaping @MainActor (String) -> Void = RuntimeWarning.report
    ) {
        host = center.attachInactiveHost(settling: .afterSettleTime, window: window)
        delivery = UIKitAlertDelivery(host: host, presenter: presenter, timing: timing, warn: warn)
        following = Task { [delivery] in await delivery.run() }
        warningOfSheets = Task { [host] in
            var warned: Set<AlertPresentationID> = []
            for await sheet in host.sheetPresentations {
                guard let sheet, warned.insert(sheet.id).inserted else { continue }
                warn(
                    "The sheet “\(sheet.sheet.title)” went to a UIKit window or view controller attached with AlertCenter.attach(to:), as no .showAlertView() of an active scene was visible; an attachment draws no sheets, so it is not on screen, and the alerts behind it wait until its request is cancelled."
                )
            }
        }
        warningOfToasts = Task { [host] in
            var warned: Set<AlertRequestID> = []
            for await toasts in host.toastUpdates {
                for toast in toasts where toast.isVisible && warned.insert(toast.id).inserted {
                    warn(
                        "The toast “\(toast.toast.title)” went to a UIKit window or view controller attached with AlertCenter.attach(to:), as no .showAlertView() of an active scene was visible; an attachment draws no toasts, so the person does not see it."
                    )
                }
            }
        }
    }

    /// No one holds it any more (its window or view controller went away): the host detaches
    /// on the main actor right after, and its requests end ``/Alerts/AlertOutcome/hostGone``.
    deinit {
        following?.cancel()
        warningOfSheets?.cancel()
        warningOfToasts?.cancel()
        Task { @MainActor [host] in host.detach() }
    }

    /// Whether the host is still attached.
    var isAttached: Bool { host.isAttached }

    /// Requests `alert` through the host; see ``/Alerts/AlertHost/show(_:)``.
    func show(_ alert: AlertData, withdrawn: Bool = false) -> AlertHandle {
        withdrawn ? host.showWithdrawn(alert) : host.show(alert)
    }

    /// Requests `alert` through the host and waits for its outcome; see
    /// ``/Alerts/AlertHost/present(_:)``.
    func present(_ alert: AlertData) async -> AlertOutcome {
        await host.present(alert)
    }

    /// Detaches the host: its requests end ``/Alerts/AlertOutcome/hostGone``, the alert
    /// controller it shows is dismissed, and an alert it showed for the center moves to the
    /// topmost remaining host. Idempotent.
    func detach() {
        host.detach()
        delivery.followHost()
        following?.cancel()
        following = nil
        warningOfSheets?.cancel()
        warningOfToasts?.cancel()
    }
}
