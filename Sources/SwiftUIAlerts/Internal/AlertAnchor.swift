import Alerts

/// A view marked with ``SwiftUI/View/alertAnchor()``: the confirmation dialogs requested
/// through its `showAlert` are attached to it while it is on screen.
@MainActor
final class AlertAnchor: Sendable {
    /// Whether the view is on screen: from its appearance to its disappearance.
    var isOnScreen = false
    /// Hands the anchored view the presentation it shows, or `nil`.
    var show: (@MainActor (AlertPresentation?) -> Void)?
    /// The anchored view as the platform has it (a `UIView` on iOS, tvOS and visionOS), once it
    /// is in the hierarchy: the UIKit path points a dialog's popover at it.
    weak var platformView: AnyObject?

    nonisolated init() {}
}
