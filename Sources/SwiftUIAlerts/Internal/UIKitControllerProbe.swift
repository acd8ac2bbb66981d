#if os(iOS) || os(tvOS) || os(visionOS)
import SwiftUI
import UIKit

/// An empty view placed behind the content of a `.showAlertView()`: through it the host asks
/// UIKit what its view controller presents, learns when its window becomes the key window, and
/// presents its system alerts as alert controllers (``UIKitAlertControllerPresenter``). Only
/// public UIKit API: the responder chain, `parent`, `presentedViewController` and
/// `UIWindow.didBecomeKeyNotification`.
struct UIKitControllerProbe: UIViewRepresentable {
    let connection: AlertHostConnection

    func makeUIView(context: Context) -> UIKitControllerProbeView {
        let view = UIKitControllerProbeView()
        let presenter = UIKitAlertControllerPresenter(hostView: view) { [weak connection] anchor in
            connection?.platformView(ofAnchor: anchor) as? UIView
        }
        view.alertControllerPresenter = presenter
        connection.useSystemProbe(view.probe)
        connection.useSystemAlertControllerPresenter(presenter)
        return view
    }

    func updateUIView(_ uiView: UIKitControllerProbeView, context: Context) {}
}

/// The view of ``UIKitControllerProbe``: hidden, and never touched or read by VoiceOver.
final class UIKitControllerProbeView: UIView {
    /// The probe that reads this view's controller.
    private(set) lazy var probe = HostControllerProbe { [weak self] in
        self?.presented ?? PresentedController.unknown
    }
    /// Presents the host's system alerts from this view's window; told when the view is in a
    /// window again.
    weak var alertControllerPresenter: UIKitAlertControllerPresenter?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        alertControllerPresenter?.hostViewMovedToWindow()
        NotificationCenter.default.removeObserver(self, name: UIWindow.didBecomeKeyNotification, object: nil)
        guard let window else { return }
        NotificationCenter.default.addObserver(self, selector: #selector(windowDidBecomeKey(_:)), name: UIWindow.didBecomeKeyNotification, object: window)
    }

    @objc private func windowDidBecomeKey(_ notification: Notification) {
        probe.windowBecameKey()
    }

    /// What the controller this view is in presents: the first view controller up the
    /// responder chain, then its outermost parent (a navigation or tab bar controller hosting
    /// it), whose `presentedViewController` is what covers every screen inside it.
    private var presented: PresentedController {
        var responder = next
        while let current = responder, !(current is UIViewController) {
            responder = current.nextInChain
        }
        guard var controller = responder as? UIViewController else { return .unknown }
        while let parent = controller.parent {
            controller = parent
        }
        guard let presented = controller.presentedViewController else { return .none }
        if presented is ReportingAlertController {
            // The package's own alert, presented through UIKit: its delivery follows it, and it
            // covers no host.
            return .none
        }
        if let alert = presented as? UIAlertController {
            return .alert(title: alert.title, instance: ObjectIdentifier(alert).hashValue)
        }
        return .presentation
    }
}
extension UIResponder {
    /// The next responder, `next`, under a name of its own: the availability audit matches
    /// `x.next` to the standard library's iOS 26 `Iteration.next`.
    fileprivate var nextInChain: UIResponder? { next }
}
#endif
