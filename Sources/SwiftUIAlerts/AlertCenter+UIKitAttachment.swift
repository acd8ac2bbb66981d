#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

extension AlertCenter {
    /// Attaches a UIKit window: its view controllers' requests show in it as
    /// `UIAlertController`s, presented from its topmost view controller, through this center's
    /// one queue, with the same outcomes as every other request. Attaching the window again
    /// replaces the attachment.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///     guard let scene = scene as? UIWindowScene else { return }
    ///     let window = UIWindow(windowScene: scene)
    ///     window.rootViewController = LibraryViewController()
    ///     AppAlerts.center.attach(to: window)
    ///     window.makeKeyAndVisible()
    ///     self.window = window
    /// }
    /// ```
    ///
    /// The attachment is a host of the center, in a window of its own (an
    /// ``/Alerts/AlertWindowID``); it lasts as long as the window, or until
    /// ``UIKitAlertAttachment/detach()``.
    @discardableResult
    public func attach(to window: UIWindow) -> UIKitAlertAttachment {
        UIKitAlertAttachment(view: AlertAttachmentView.attach(self, to: window))
    }

    /// Attaches a view controller: its requests, and those of the controllers it contains or
    /// presents, show as `UIAlertController`s presented from the topmost view controller of
    /// its view's window, through this center's one queue. While its view is in no window
    /// (another screen pushed over it), the center passes it over. Attaching it again replaces
    /// the attachment.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     center.attach(to: self)      // in a SwiftUI app, the center of .showAlertView(center:)
    /// }
    /// ```
    ///
    /// The attachment lasts as long as the controller's view (it loads the view), or until
    /// ``UIKitAlertAttachment/detach()``; requests made through it then end
    /// ``/Alerts/AlertOutcome/hostGone``.
    @discardableResult
    public func attach(to viewController: UIViewController) -> UIKitAlertAttachment {
        UIKitAlertAttachment(view: AlertAttachmentView.attach(self, to: viewController.view))
    }
}
#endif
