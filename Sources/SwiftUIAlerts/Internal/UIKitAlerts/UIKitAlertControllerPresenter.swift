#if os(iOS) || os(tvOS) || os(visionOS)
import Alerts
import UIKit

/// The UIKit adapter of ``UIKitAlertDelivery``: it turns each ``AlertControllerRequest`` into
/// a `UIAlertController` presented from the topmost controller of the host view's window that
/// is not being dismissed, and reports what UIKit tells: the presentation's completion, the
/// action's handler with the text fields' values, the controller's disappearance, a dialog's
/// popover closed by the person, and the end of a transition it waited for. It decides nothing.
@MainActor
final class UIKitAlertControllerPresenter: NSObject, AlertControllerPresenting {
    var report: (@MainActor (UIKitAlertPresentation.Event) -> Void)?
    /// The view of the `.showAlertView()`: its window is presented in, and a dialog with no
    /// anchor points at it.
    private weak var hostView: UIView?
    /// The view marked with `alertAnchor()` for an anchor, while it is in a window.
    private let anchorView: @MainActor (ObjectIdentifier) -> UIView?
    /// The alert controllers presented and not yet gone, by presentation.
    private var controllers: [AlertPresentationID: ReportingAlertController] = [:]

    init(hostView: UIView, anchorView: @escaping @MainActor (ObjectIdentifier) -> UIView? = { _ in nil }) {
        self.hostView = hostView
        self.anchorView = anchorView
    }

    func present(_ request: AlertControllerRequest) -> AlertControllerAttempt {
        guard let window = hostView?.window, let root = window.rootViewController else { return .noWindow }
        let presenter = Self.topmost(from: root)
        if Self.isInTransition(presenter) {
            return .busy
        }
        let controller = makeController(request, in: window)
        let id = request.presentation
        presenter.present(controller, animated: true) { [weak self] in
            self?.report?(.presentationCompleted(id))
        }
        let attempt = AlertControllerAttempt.after(
            isPresented: controller.presentingViewController != nil, isPresenterInTransition: Self.isInTransition(presenter))
        if attempt == .accepted {
            controllers[id] = controller
        }
        return attempt
    }

    func awaitTransitionEnd() -> Bool {
        guard let root = hostView?.window?.rootViewController else { return false }
        let presenter = Self.topmost(from: root)
        guard let coordinator = presenter.transitionCoordinator ?? presenter.presentedViewController?.transitionCoordinator else {
            return false
        }
        return coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            self?.report?(.transitionEnded)
        }
    }

    func dismiss(_ presentation: AlertPresentationID) {
        guard let controller = controllers[presentation], controller.presentingViewController != nil else { return }
        controller.dismiss(animated: true)
    }

    /// Reports that the host's view is in a window again.
    func hostViewMovedToWindow() {
        guard hostView?.window != nil else { return }
        report?(.windowAvailable)
    }

    // MARK: - Making the controller

    private func makeController(_ request: AlertControllerRequest, in window: UIWindow) -> ReportingAlertController {
        let id = request.presentation
        let controller = ReportingAlertController(
            title: request.title, message: request.message, preferredStyle: request.style == .alert ? .alert : .actionSheet)
        for field in request.textFields {
            controller.addTextField { textField in
                textField.placeholder = field.placeholder
                textField.text = field.text
                textField.isSecureTextEntry = field.isSecure
            }
        }
        for action in request.actions {
            let alertAction = UIAlertAction(title: action.title, style: Self.style(of: action.type)) { [weak self, weak controller] _ in
                let values = controller?.textFields?.map { $0.text ?? "" } ?? []
                self?.report?(.answered(id, buttonIndex: action.index, textValues: values))
            }
            controller.addAction(alertAction)
            if request.preferredAction == action.index {
                controller.preferredAction = alertAction
            }
        }
        controller.presentation = id
        controller.view.tintColor = window.tintColor
        controller.didDisappear = { [weak self] in
            self?.controllers[id] = nil
            self?.report?(.disappeared(id))
        }
        #if os(iOS) || os(visionOS)
        if request.source != .none, let popover = controller.popoverPresentationController {
            let source = sourceView(of: request.source) ?? window
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.delegate = self
        }
        #endif
        return controller
    }

    private func sourceView(of source: AlertControllerRequest.Source) -> UIView? {
        switch source {
        case .none: nil
        case .anchor(let anchor): anchorView(anchor).flatMap { $0.window == nil ? nil : $0 } ?? hostView
        case .hostView: hostView
        }
    }

    private static func style(of type: AlertButtonType) -> UIAlertAction.Style {
        switch type {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    private static func topmost(from root: UIViewController) -> UIViewController {
        TopmostController.find(from: root, presented: { $0.presentedViewController }, isBeingDismissed: { $0.isBeingDismissed })
    }

    /// Whether a presentation or dismissal runs: UIKit refuses to present from it meanwhile.
    private static func isInTransition(_ controller: UIViewController) -> Bool {
        controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed
            || controller.presentedViewController?.isBeingDismissed == true
    }
}

#if os(iOS) || os(visionOS)
extension UIKitAlertControllerPresenter: UIPopoverPresentationControllerDelegate {
    /// The person closed a dialog's popover without choosing a button (UIKit calls this only for
    /// a dismissal the person made).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let id = (presentationController.presentedViewController as? ReportingAlertController)?.presentation else { return }
        report?(.dismissedByPerson(id))
    }
}
#endif
#endif
