#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

/// A `UIAlertController` that reports its disappearance: the one signal UIKit gives that it
/// left the screen, whether a button closed it or it went with the controller beneath it. It
/// changes nothing else (Apple means the class to be used as it is; overriding
/// `viewDidDisappear(_:)` alone leaves its look and behaviour untouched).
final class ReportingAlertController: UIAlertController {
    /// The presentation it shows.
    var presentation: AlertPresentationID?
    /// Called from each `viewDidDisappear(_:)`.
    var didDisappear: (@MainActor () -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        didDisappear?()
    }
}
#endif
