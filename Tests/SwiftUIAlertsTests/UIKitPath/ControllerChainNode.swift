@testable import SwiftUIAlerts

/// A view controller as the lookup of a request's host sees it: the controller that contains
/// or presents it, its attachment, and its window's.
@MainActor
final class ControllerChainNode {
    let outer: ControllerChainNode?
    var attached: UIKitAttachedHost?
    var windowAttached: UIKitAttachedHost?

    init(outer: ControllerChainNode? = nil, attached: UIKitAttachedHost? = nil, windowAttached: UIKitAttachedHost? = nil) {
        self.outer = outer
        self.attached = attached
        self.windowAttached = windowAttached
    }

    /// The host its requests go to.
    var requestHost: UIKitAttachedHost? {
        ViewControllerAlertRequests.attachment(
            from: self, next: { $0.outer }, attachedHost: { $0.attached }, windowHost: { $0.windowAttached })
    }
}
