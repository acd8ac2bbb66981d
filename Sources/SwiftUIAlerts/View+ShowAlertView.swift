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

extension View {
    /// Shows the alerts requested by this view and every view inside it in the app's own
    /// design, with the same queue and outcomes as the system's alert: `alert` draws each one
    /// from a ``PresentedAlert``.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().showAlertView { alert in
    ///         BrandAlert(alert: alert)      // answers with alert.answer(button)
    ///     }
    /// }
    /// ```
    ///
    /// The design is drawn centred over a dimmed screen; the content beneath takes no input
    /// while it is up, VoiceOver keeps to it, and Escape answers its cancel button. See
    /// <doc:CustomDesigns>.
    ///
    /// - Parameters:
    ///   - center: The center to attach to; `nil` uses the one of an enclosing
    ///     `.showAlertView()`, or creates one.
    ///   - alert: Draws an alert.
    nonisolated public func showAlertView<AlertDesign: View>(
        center: AlertCenter? = nil, @ViewBuilder alert: @escaping @MainActor (PresentedAlert) -> AlertDesign
    ) -> some View {
        modifier(ShowAlertView(center: center, designs: AlertDesigns(alert: { AnyView(alert($0)) })))
    }

    /// Shows the alerts requested by this view and every view inside it, and draws the toasts
    /// in the app's own design: `toast` draws each visible one from a ``PresentedToast``.
    ///
    /// ```swift
    /// ContentView().showAlertView(toast: { toast in
    ///     BrandToast(toast: toast)          // toast.tapButton(), toast.close()
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - center: The center to attach to; `nil` uses the one of an enclosing
    ///     `.showAlertView()`, or creates one.
    ///   - toast: Draws a toast.
    nonisolated public func showAlertView<ToastDesign: View>(
        center: AlertCenter? = nil, @ViewBuilder toast: @escaping @MainActor (PresentedToast) -> ToastDesign
    ) -> some View {
        modifier(ShowAlertView(center: center, designs: AlertDesigns(toast: { AnyView(toast($0)) })))
    }

    /// Shows the alerts requested by this view and every view inside it, and draws both alerts
    /// and toasts in the app's own design.
    ///
    /// ```swift
    /// ContentView().showAlertView(
    ///     alert: { alert in BrandAlert(alert: alert) },
    ///     toast: { toast in BrandToast(toast: toast) }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - center: The center to attach to; `nil` uses the one of an enclosing
    ///     `.showAlertView()`, or creates one.
    ///   - alert: Draws an alert.
    ///   - toast: Draws a toast.
    nonisolated public func showAlertView<AlertDesign: View, ToastDesign: View>(
        center: AlertCenter? = nil, @ViewBuilder alert: @escaping @MainActor (PresentedAlert) -> AlertDesign,
        @ViewBuilder toast: @escaping @MainActor (PresentedToast) -> ToastDesign
    ) -> some View {
        modifier(
            ShowAlertView(center: center, designs: AlertDesigns(alert: { AnyView(alert($0)) }, toast: { AnyView(toast($0)) })))
    }
}
