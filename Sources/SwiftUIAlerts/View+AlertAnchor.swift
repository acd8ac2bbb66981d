import SwiftUI

extension View {
    /// Makes a confirmation dialog requested from inside this view point at it, where the
    /// platform shows dialogs as a popover (iPad, and iPhone from iOS 26), rather than at the
    /// whole window.
    ///
    /// ```swift
    /// Button("Delete…") {
    ///     showAlert(AlertData(title: "Delete the draft?", buttons: [.cancel(), .destructive("Delete")],
    ///                         style: .confirmationDialog))
    /// }
    /// .alertAnchor()
    /// ```
    ///
    /// A dialog requested through the `showAlert` of a view inside it goes through the same
    /// queue, with the same outcomes, and is attached to this view while it is on screen; if
    /// the view is off screen or gone, the dialog shows at the `.showAlertView()` above, as
    /// every dialog does without this modifier. Alerts, and the app's own alert design, are
    /// not affected.
    nonisolated public func alertAnchor() -> some View {
        modifier(AlertAnchoring())
    }
}
