import Alerts

/// What the UIKit path needs of UIKit, and nothing more: the adapter on iOS, tvOS and visionOS
/// translates each call into `UIAlertController` and `UIViewController` calls, and reports what
/// UIKit tells through ``report``. Tests put an emulation of UIKit's rules in its place.
@MainActor
package protocol AlertControllerPresenting: AnyObject, Sendable {
    /// Where UIKit's reports go (completion, handler, disappearance, transition end, window);
    /// set by ``UIKitAlertDelivery``.
    var report: (@MainActor (UIKitAlertPresentation.Event) -> Void)? { get set }

    /// Presents an alert controller made from `request` from the topmost controller of the
    /// host's window that is not being dismissed, and says what UIKit made of it.
    func present(_ request: AlertControllerRequest) -> AlertControllerAttempt

    /// Reports ``UIKitAlertPresentation/Event/transitionEnded`` when the transition of the
    /// topmost controller ends; returns `false` when none runs any more.
    func awaitTransitionEnd() -> Bool

    /// Dismisses the alert controller presented for `presentation`, and whatever it presents.
    func dismiss(_ presentation: AlertPresentationID)
}
