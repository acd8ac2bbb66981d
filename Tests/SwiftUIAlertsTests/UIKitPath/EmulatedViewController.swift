import Alerts

@testable import SwiftUIAlerts

/// A view controller as the emulated UIKit keeps it: what it presents, what presented it, and
/// whether it is in a transition. An alert controller carries what the adapter put in it.
@MainActor
final class EmulatedViewController {
    /// What a `UIAlertController` holds.
    struct AlertContent {
        let request: AlertControllerRequest
        /// `popoverPresentationController.sourceView` was set (to the anchor or the host view).
        let hasPopoverSource: Bool
        /// What the person typed into each text field.
        var textValues: [String]
        /// `UIAlertAction` handlers, by action index.
        let handler: @MainActor (Int, [String]) -> Void
        /// `presentationControllerDidDismiss(_:)`: only for a dismissal the person made.
        let dismissedByPerson: @MainActor () -> Void
    }

    let name: String
    /// `presentedViewController`.
    var presented: EmulatedViewController?
    /// `presentingViewController`.
    weak var presenting: EmulatedViewController?
    var isBeingPresented = false
    var isBeingDismissed = false
    var alert: AlertContent?
    /// `viewDidDisappear(_:)` of the adapter's `UIAlertController` subclass.
    var didDisappear: (@MainActor () -> Void)?

    init(name: String, alert: AlertContent? = nil) {
        self.name = name
        self.alert = alert
    }

    /// Whether it is in a presentation or dismissal transition.
    var isInTransition: Bool { isBeingPresented || isBeingDismissed }
}
