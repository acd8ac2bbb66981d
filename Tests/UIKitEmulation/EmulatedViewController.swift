import Alerts

import SwiftUIAlerts

/// A view controller as the emulated UIKit keeps it: what it presents, what presented it, and
/// whether it is in a transition. An alert controller carries what the adapter put in it.
@MainActor
package final class EmulatedViewController {
    /// What a `UIAlertController` holds.
    package struct AlertContent {
        package let request: AlertControllerRequest
        /// `popoverPresentationController.sourceView` was set (to the anchor or the host view).
        package let hasPopoverSource: Bool
        /// What the person typed into each text field.
        package var textValues: [String]
        /// `UIAlertAction` handlers, by action index.
        package let handler: @MainActor (Int, [String]) -> Void
        /// `presentationControllerDidDismiss(_:)`: only for a dismissal the person made.
        package let dismissedByPerson: @MainActor () -> Void
    }

    package let name: String
    /// `presentedViewController`.
    package var presented: EmulatedViewController?
    /// `presentingViewController`.
    package weak var presenting: EmulatedViewController?
    package var isBeingPresented = false
    package var isBeingDismissed = false
    package var alert: AlertContent?
    /// `viewDidDisappear(_:)` of the adapter's `UIAlertController` subclass.
    package var didDisappear: (@MainActor () -> Void)?

    package init(name: String, alert: AlertContent? = nil) {
        self.name = name
        self.alert = alert
    }

    /// Whether it is in a presentation or dismissal transition.
    package var isInTransition: Bool { isBeingPresented || isBeingDismissed }
}
