/// The controller an alert is presented from: the topmost of a window that is not being
/// dismissed. UIKit presents from a controller that presents nothing (one that already presents
/// refuses: “which is already presenting”), and a controller on its way out takes what it
/// presents with it.
package enum TopmostController {
    /// Walks `presented` from `root` while the next controller is not being dismissed.
    @MainActor
    package static func find<Controller: AnyObject>(
        from root: Controller, presented: (Controller) -> Controller?, isBeingDismissed: (Controller) -> Bool
    ) -> Controller {
        var current = root
        while let next = presented(current), !isBeingDismissed(next) {
            current = next
        }
        return current
    }
}
