#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

/// A UIKit window or view controller attached to an ``/Alerts/AlertCenter``: its view
/// controllers' requests (``UIKit/UIViewController/showAlert(title:message:buttons:fileID:line:)``)
/// show there as `UIAlertController`s, in the center's one queue.
///
/// The attachment lasts as long as the window or the view controller's view, or until
/// ``detach()``; keeping this value does not keep it alive.
///
/// ```swift
/// let attachment = center.attach(to: window)
/// // when the scene disconnects:
/// attachment.detach()
/// ```
@MainActor
public final class UIKitAlertAttachment {
    private weak var view: AlertAttachmentView?

    init(view: AlertAttachmentView) {
        self.view = view
    }

    /// Whether its window or view controller is still attached.
    ///
    /// ```swift
    /// if !attachment.isAttached { attachment = center.attach(to: window) }
    /// ```
    public var isAttached: Bool { view?.attached?.isAttached ?? false }

    /// Detaches the window or view controller: the requests made through it end
    /// ``/Alerts/AlertOutcome/hostGone``, the alert it shows is dismissed, and an alert it
    /// showed for the center moves to another attached host. Idempotent.
    ///
    /// ```swift
    /// func sceneDidDisconnect(_ scene: UIScene) { attachment?.detach() }
    /// ```
    public func detach() {
        view?.detach()
    }
}
#endif
