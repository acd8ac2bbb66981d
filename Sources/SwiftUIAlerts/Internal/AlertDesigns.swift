import SwiftUI

/// The app's own designs given to `.showAlertView`: a view builder for alerts and one for
/// toasts, each `nil` for the package's own (the system's alert, its toast view).
///
/// A `.showAlertView` passes its designs down the environment, so that a `.showAlertView()`
/// inside it (a sheet's) draws with the same ones, unless it is given its own.
struct AlertDesigns: Equatable {
    /// Draws an alert in the app's design.
    let alert: (@MainActor (PresentedAlert) -> AnyView)?
    /// Draws a toast in the app's design.
    let toast: (@MainActor (PresentedToast) -> AnyView)?
    /// Tells sets of designs apart, since view builders cannot be compared: one per set given
    /// to `.showAlertView`, and none for the package's own designs, which are all equal.
    private let identity: Identity?

    /// A reference whose identity names one set of designs.
    private final class Identity: Sendable {}

    init(alert: (@MainActor (PresentedAlert) -> AnyView)? = nil, toast: (@MainActor (PresentedToast) -> AnyView)? = nil) {
        self.alert = alert
        self.toast = toast
        identity = alert == nil && toast == nil ? nil : Identity()
    }

    /// These designs, taking from `outer` the ones these leave to the package.
    func inheriting(_ outer: AlertDesigns) -> AlertDesigns {
        if outer.identity == nil || (alert != nil && toast != nil) { return self }
        if identity == nil { return outer }
        return AlertDesigns(alert: alert ?? outer.alert, toast: toast ?? outer.toast)
    }

    static func == (lhs: AlertDesigns, rhs: AlertDesigns) -> Bool {
        lhs.identity === rhs.identity
    }
}
