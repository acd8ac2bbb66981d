import Alerts

/// Where the requests of a UIKit view controller go: to the host attached for the nearest of
/// the controller, the controllers that contain or present it, and its window; with none
/// attached, nowhere: a runtime warning names the fix (once per call site) and the request
/// ends ``/Alerts/AlertOutcome/rejected(_:)`` with ``/Alerts/RequestRejection/noHost``, never
/// dropped silently.
///
/// ```swift
/// let attached = ViewControllerAlertRequests.attachment(
///     from: controller, next: { $0.parent }, attachedHost: { $0.attached }, windowHost: { $0.window?.attached })
/// let outcome = await ViewControllerAlertRequests.shared.present(alert, through: attached, from: "Editor", at: callSite)
/// ```
@MainActor
final class ViewControllerAlertRequests {
    /// The one the view controllers of the app use.
    static let shared = ViewControllerAlertRequests()

    private let warn: @MainActor (String) -> Void
    private var warnedCallSites: Set<AlertCallSite> = []
    /// A center no host ever attaches to, which ends each request ``/Alerts/RequestRejection/noHost``
    /// at once.
    private lazy var rejectingCenter = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero))

    /// - Parameter warn: Where the warning for a request with no attached host goes.
    init(warn: @escaping @MainActor (String) -> Void = RuntimeWarning.report) {
        self.warn = warn
    }

    /// The attached host a controller's requests go to: that of `controller` or of the nearest
    /// controller `next` leads to (its parent, else the controller presenting it); else that of
    /// the window of the nearest of them whose view is in one. A host detached already is
    /// passed over.
    static func attachment<Controller: AnyObject>(
        from controller: Controller, next: (Controller) -> Controller?, attachedHost: (Controller) -> UIKitAttachedHost?,
        windowHost: (Controller) -> UIKitAttachedHost?
    ) -> UIKitAttachedHost? {
        var chain = [controller]
        while let outer = next(chain[chain.count - 1]) {
            chain.append(outer)
        }
        let attached = chain.lazy.compactMap(attachedHost).first { $0.isAttached }
        return attached ?? chain.lazy.compactMap(windowHost).first { $0.isAttached }
    }

    /// Requests `alert` through `attached`, or, with none, warns and ends it rejected.
    ///
    /// - Parameters:
    ///   - withdrawn: The caller gave it up already: it ends ``/Alerts/AlertOutcome/cancelled``
    ///     at once, never shown.
    ///   - caller: The view controller's type, named in the warning.
    func request(
        _ alert: AlertData, through attached: UIKitAttachedHost?, withdrawn: Bool = false, from caller: String, at callSite: AlertCallSite
    ) -> AlertHandle {
        if let attached {
            return attached.show(alert, withdrawn: withdrawn)
        }
        warnOfNoAttachment(alert, from: caller, at: callSite)
        return withdrawn ? rejectingCenter.showWithdrawn(alert) : rejectingCenter.show(alert)
    }

    /// Requests an alert that reports `error`; an error that only says its operation was
    /// cancelled (`CancellationReport.isCancellation(_:)`) ends
    /// ``/Alerts/AlertOutcome/cancelled`` at once, never shown.
    func request(
        error: any Error, buttons: [AlertButton], through attached: UIKitAttachedHost?, from caller: String, at callSite: AlertCallSite
    ) -> AlertHandle {
        request(
            AlertData(error: error, buttons: buttons), through: attached, withdrawn: CancellationReport.isCancellation(error), from: caller,
            at: callSite)
    }

    /// Requests `alert` as ``request(_:through:withdrawn:from:at:)`` does and waits for its
    /// outcome; cancelling the waiting task withdraws it.
    func present(_ alert: AlertData, through attached: UIKitAttachedHost?, from caller: String, at callSite: AlertCallSite) async -> AlertOutcome {
        if let attached {
            return await attached.present(alert)
        }
        warnOfNoAttachment(alert, from: caller, at: callSite)
        return await rejectingCenter.present(alert)
    }

    private func warnOfNoAttachment(_ alert: AlertData, from caller: String, at callSite: AlertCallSite) {
        guard warnedCallSites.insert(callSite).inserted else { return }
        warn(
            "\(caller) requested the alert “\(alert.title)” at \(callSite), but neither it, the controllers that contain or present it, nor its window is attached to an AlertCenter, so it cannot be shown; call center.attach(to: window) when the window is made, or center.attach(to: viewController)."
        )
    }
}
