import SwiftUI

/// The app's own designs given to `.showAlertView`: a view builder for alerts and one for
/// toasts, each `nil` for the package's own (the system's alert, its toast view).
struct AlertDesigns {
    /// Draws an alert in the app's design.
    var alert: (@MainActor (PresentedAlert) -> AnyView)?
    /// Draws a toast in the app's design.
    var toast: (@MainActor (PresentedToast) -> AnyView)?
}
