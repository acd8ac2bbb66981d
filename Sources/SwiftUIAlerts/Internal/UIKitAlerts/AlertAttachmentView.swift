#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

/// The view a UIKit window or view controller is attached through: empty, behind the others,
/// sized to its superview, and passed over by touches and VoiceOver. It holds the attached host,
/// so that the host lives as long as the window or the controller's view; alerts are presented
/// in its window, and a dialog with no anchor points at it.
final class AlertAttachmentView: UIView {
    private(set) var attached: UIKitAttachedHost?
    private weak var presenter: UIKitAlertControllerPresenter?

    /// Attaches a host for `view` (a window, or a view controller's view) to `center`, in
    /// place of one attached for it before.
    static func attach(_ center: AlertCenter, to view: UIView) -> AlertAttachmentView {
        attachment(in: view)?.detach()
        let attachmentView = AlertAttachmentView(frame: view.bounds)
        attachmentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        attachmentView.isUserInteractionEnabled = false
        attachmentView.accessibilityElementsHidden = true
        view.insertSubview(attachmentView, at: 0)
        let presenter = UIKitAlertControllerPresenter(hostView: attachmentView)
        attachmentView.presenter = presenter
        attachmentView.attached = UIKitAttachedHost(center: center, presenter: presenter)
        return attachmentView
    }

    /// The attachment view of `view`, if it has one.
    static func attachment(in view: UIView?) -> AlertAttachmentView? {
        view?.subviews.lazy.compactMap { $0 as? AlertAttachmentView }.first
    }

    /// Detaches the host and leaves the view it was added to.
    func detach() {
        attached?.detach()
        attached = nil
        removeFromSuperview()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        presenter?.hostViewMovedToWindow()
    }
}
#endif
