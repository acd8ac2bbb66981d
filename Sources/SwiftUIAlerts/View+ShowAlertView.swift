import Alerts
import SwiftUI

extension View {
    /// Shows the alerts requested by this view and every view inside it. Apply it once, at the
    /// root; a sheet or another window applies its own.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().showAlertView()
    /// }
    /// ```
    ///
    /// It attaches a host to the ``EnvironmentValues/alertCenter`` of an enclosing
    /// `.showAlertView()`, or to a center of its own, and puts a ``ShowAlertAction``, a
    /// ``ShowToastAction`` and a ``WithLoadingAction`` in the environment as
    /// ``EnvironmentValues/showAlert``, ``EnvironmentValues/showToast`` and
    /// ``EnvironmentValues/withLoading``. It draws the toasts and the loading indicator too.
    nonisolated public func showAlertView() -> some View {
        modifier(ShowAlertView())
    }

    /// Shows the alerts of `center` and those requested by this view and every view inside it.
    /// View models, coordinators and services present through the same center.
    ///
    /// ```swift
    /// let center = AlertCenter()
    /// let model = AccountViewModel(alerts: center)
    ///
    /// AccountScreen(model: model).showAlertView(center: center)
    /// ```
    nonisolated public func showAlertView(center: AlertCenter) -> some View {
        modifier(ShowAlertView(center: center))
    }
}
