import Alerts
import AlertsTesting

import SwiftUIAlerts

/// One window of UIKit, emulated after UIKit's documented rules (Support/UIKitBehaviourNotes.md):
/// a controller presents one controller at a time and refuses while it presents or is in a
/// transition (logged, `presentingViewController` left `nil`); a dismissal takes everything the
/// dismissed controller presents with it; completions run once the animation is over; an action
/// sheet shown as a popover without a source raises an exception; a removed window takes its
/// controllers off the screen at once.
@MainActor
package final class EmulatedUIKitWindow {
    package enum HandlerOrder {
        /// The tapped action's handler runs as the dismissal starts.
        case handlerFirst
        /// The handler runs after the alert controller disappeared.
        case disappearanceFirst
    }

    package let clock: ManualAlertClock
    package let root = EmulatedViewController(name: "root")
    /// Whether the window is in a regular size class (iPad): a dialog is a popover there.
    package var isRegularWidth = false
    package var handlerOrder = HandlerOrder.handlerFirst
    /// How long presenting and dismissing an alert controller and any other controller take.
    package var alertAnimation = AlertDuration.milliseconds(300)
    package var sheetAnimation = AlertDuration.milliseconds(500)
    /// Whether the window is on screen in its scene.
    package private(set) var isInScene = true
    /// Whether the root controller's view is in the window hierarchy.
    package var isRootInHierarchy = true
    /// What UIKit logs, and the exceptions it raises (the app would crash).
    package private(set) var log: [String] = []
    package private(set) var exceptions: [String] = []
    /// Each `present` call that UIKit accepted, and when.
    package private(set) var presentations: [(name: String, time: AlertDuration)] = []
    /// Completions of the transition coordinator, run when the window's transition ends.
    private var transitionCompletions: [@MainActor () -> Void] = []

    package init(clock: ManualAlertClock) {
        self.clock = clock
    }

    /// The controllers on screen, from the root up.
    package var stack: [EmulatedViewController] {
        guard isInScene else { return [] }
        var stack = [root]
        while let next = stack.last?.presented { stack.append(next) }
        return stack
    }

    /// Whether a presentation or dismissal runs in the window (`transitionCoordinator`).
    package var isInTransition: Bool { stack.contains { $0.isInTransition } }

    /// The alert controller on screen, if the topmost controller is one.
    package var visibleAlert: EmulatedViewController? {
        stack.last.flatMap { $0.alert != nil ? $0 : nil }
    }

    // MARK: - present(_:animated:completion:)

    package func present(_ controller: EmulatedViewController, from presenter: EmulatedViewController, completion: (@MainActor () -> Void)? = nil) {
        guard isRootInHierarchy, stack.contains(where: { $0 === presenter }) else {
            log.append("Attempt to present \(controller.name) on \(presenter.name) whose view is not in the window hierarchy.")
            return
        }
        if let current = presenter.presented {
            log.append("Attempt to present \(controller.name) on \(presenter.name) which is already presenting \(current.name).")
            return
        }
        if isInTransition {
            log.append("Attempt to present \(controller.name) on \(presenter.name) while a presentation is in progress.")
            return
        }
        if let alert = controller.alert {
            if alert.request.style == .confirmationDialog, isRegularWidth, !alert.hasPopoverSource {
                exceptions.append("NSGenericException: the popover of \(controller.name) must have a sourceView or a barButtonItem.")
                return
            }
            if alert.request.style == .confirmationDialog, !alert.request.textFields.isEmpty {
                exceptions.append("NSInternalInconsistencyException: text fields can only be added to an alert of the alert style.")
                return
            }
        }
        presenter.presented = controller
        controller.presenting = presenter
        controller.isBeingPresented = true
        presentations.append((controller.name, clock.now))
        let duration = controller.alert == nil ? sheetAnimation : alertAnimation
        _ = clock.schedule(after: duration) { [weak self, weak controller] in
            guard let self, let controller, controller.isBeingPresented else { return }
            controller.isBeingPresented = false
            transitionEnded()
            completion?()
        }
    }

    // MARK: - dismiss(animated:completion:)

    /// `presenter.dismiss(animated:completion:)` for a presenter that presents: what it presents
    /// leaves, with everything that presents in turn. Refused (logged) during a transition.
    @discardableResult
    package func dismiss(presentedBy presenter: EmulatedViewController, completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard let first = presenter.presented else { return false }
        if isInTransition {
            log.append("Attempt to dismiss from \(presenter.name) while a presentation or dismiss is in progress.")
            return false
        }
        var leaving = [first]
        while let next = leaving.last?.presented { leaving.append(next) }
        for controller in leaving { controller.isBeingDismissed = true }
        let duration = leaving.last?.alert == nil ? sheetAnimation : alertAnimation
        _ = clock.schedule(after: duration) { [weak self] in
            guard let self, first.isBeingDismissed else { return }
            presenter.presented = nil
            for controller in leaving.reversed() {
                controller.isBeingDismissed = false
                controller.presenting = nil
                controller.presented = nil
                controller.didDisappear?()
            }
            transitionEnded()
            completion?()
        }
        return true
    }

    /// `transitionCoordinator?.animate(alongsideTransition: nil, completion:)`: `false` when no
    /// transition runs, so there is no coordinator.
    package func animateAlongsideTransition(completion: @escaping @MainActor () -> Void) -> Bool {
        guard isInTransition else { return false }
        transitionCompletions.append(completion)
        return true
    }

    private func transitionEnded() {
        let completions = transitionCompletions
        transitionCompletions = []
        for completion in completions { completion() }
    }

    // MARK: - The person and the app

    /// The person types `text` into text field `index` of the visible alert.
    package func type(_ text: String, intoField index: Int) throws {
        guard let alert = visibleAlert, !alert.isInTransition else { throw EmulationError.noAlert }
        alert.alert?.textValues[index] = text
    }

    /// The person taps action `index` of the visible alert: it dismisses itself and calls the
    /// action's handler, before or after it disappears (``handlerOrder``).
    package func tap(actionAt index: Int) throws {
        guard let alert = visibleAlert, !alert.isInTransition, let content = alert.alert, let presenter = alert.presenting else {
            throw EmulationError.noAlert
        }
        let values = content.textValues
        switch handlerOrder {
        case .handlerFirst:
            content.handler(index, values)
            dismiss(presentedBy: presenter)
        case .disappearanceFirst:
            dismiss(presentedBy: presenter) { content.handler(index, values) }
        }
    }

    /// The person taps outside a dialog's popover (iPad): it leaves, and the presentation
    /// controller's delegate hears that the person dismissed it.
    package func tapOutsidePopover() throws {
        guard isRegularWidth, let alert = visibleAlert, !alert.isInTransition, let content = alert.alert,
            content.request.style == .confirmationDialog, let presenter = alert.presenting
        else { throw EmulationError.noAlert }
        dismiss(presentedBy: presenter) { content.dismissedByPerson() }
    }

    /// The app presents a controller of its own (a sheet) from the topmost controller.
    @discardableResult
    package func presentSheet(named name: String) -> EmulatedViewController {
        let sheet = EmulatedViewController(name: name)
        present(sheet, from: stack.last ?? root)
        return sheet
    }

    /// The window leaves its scene: everything in it disappears at once.
    package func removeFromScene() {
        let controllers = stack.dropFirst()
        isInScene = false
        root.presented = nil
        for controller in controllers.reversed() {
            controller.presented = nil
            controller.presenting = nil
            controller.isBeingPresented = false
            controller.isBeingDismissed = false
            controller.didDisappear?()
        }
        transitionCompletions = []
    }

    /// The window is back in its scene, its root presenting nothing.
    package func returnToScene() {
        isInScene = true
    }

    package enum EmulationError: Error {
        case noAlert
    }
}
