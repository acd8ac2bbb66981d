import Alerts

import SwiftUIAlerts

/// The adapter as the UIKit one works, over the emulated window: it presents from the topmost
/// controller that is not being dismissed, tells a refusal from the alert's missing
/// `presentingViewController`, sets a dialog's popover source, and reports completion,
/// handlers, disappearance and the end of transitions.
@MainActor
package final class EmulatedAlertControllerPresenter: AlertControllerPresenting {
    package var report: (@MainActor (UIKitAlertPresentation.Event) -> Void)?
    package let window: EmulatedUIKitWindow
    /// Whether the host's view is in the window.
    package var hasWindow = true
    /// Whether the adapter sets a popover source for dialogs; turned off only to show UIKit's
    /// exception.
    package var setsPopoverSource = true
    /// Whether a transition's coordinator is found while one runs (`false`: a presenter seen
    /// in a transition before UIKit made its coordinator).
    package var findsTransitionCoordinator = true
    /// Whether the alert controllers report `viewDidDisappear` (`false`: a disappearance UIKit
    /// never reports).
    package var reportsDisappearance = true
    /// The alert controllers presented, by presentation.
    package private(set) var controllers: [AlertPresentationID: EmulatedViewController] = [:]
    /// Each request handed to UIKit, in order.
    package private(set) var requests: [AlertControllerRequest] = []

    package init(window: EmulatedUIKitWindow) {
        self.window = window
    }

    package func present(_ request: AlertControllerRequest) -> AlertControllerAttempt {
        guard hasWindow, window.isInScene else { return .noWindow }
        let presenter = TopmostController.find(from: window.root, presented: { $0.presented }, isBeingDismissed: { $0.isBeingDismissed })
        if presenter.isInTransition || window.isInTransition {
            return .busy
        }
        requests.append(request)
        let id = request.presentation
        let content = EmulatedViewController.AlertContent(
            request: request, hasPopoverSource: setsPopoverSource && request.source != .none,
            textValues: request.textFields.map(\.text),
            handler: { [weak self] index, values in self?.report?(.answered(id, buttonIndex: index, textValues: values)) },
            dismissedByPerson: { [weak self] in self?.report?(.dismissedByPerson(id)) })
        let controller = EmulatedViewController(name: "alert \(request.title ?? "")", alert: content)
        controller.didDisappear = { [weak self] in
            guard let self, reportsDisappearance else { return }
            report?(.disappeared(id))
        }
        window.present(controller, from: presenter) { [weak self] in self?.report?(.presentationCompleted(id)) }
        let attempt = AlertControllerAttempt.after(
            isPresented: controller.presenting != nil, isPresenterInTransition: presenter.isInTransition || window.isInTransition)
        if attempt == .accepted {
            controllers[id] = controller
        }
        return attempt
    }

    package func awaitTransitionEnd() -> Bool {
        guard findsTransitionCoordinator else { return false }
        return window.animateAlongsideTransition { [weak self] in self?.report?(.transitionEnded) }
    }

    package func dismiss(_ presentation: AlertPresentationID) {
        guard let controller = controllers[presentation], let presenter = controller.presenting else { return }
        window.dismiss(presentedBy: presenter)
    }

    /// The host's view went back into a window.
    package func windowReturned() {
        hasWindow = true
        report?(.windowAvailable)
    }
}
