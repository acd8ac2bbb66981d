import SwiftUI

extension View {
    /// Presents a sheet, as `sheet(isPresented:onDismiss:content:)` does, that shows alerts,
    /// toasts and the loading indicator itself while it is up: no `.showAlertView()` inside is
    /// needed.
    ///
    /// SwiftUI shows nothing attached beneath a presented sheet. While this sheet is up, the
    /// `.showAlertView()` it is presented from is passed over: alerts requested anywhere, from
    /// the view below or from a view model, appear on the sheet, toasts and a blocking loading
    /// indicator too, and nothing waits behind an alert the person cannot see. When the sheet
    /// has gone, they appear below again.
    ///
    /// ```swift
    /// EditorLauncher()
    ///     .sheetShowingAlerts(isPresented: $isEditing) {
    ///         DraftEditor()          // its showAlert, showToast and withLoading show here
    ///     }
    /// ```
    nonisolated public func sheetShowingAlerts<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationShowingAlerts(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a full-screen cover, as `fullScreenCover(isPresented:onDismiss:content:)`
    /// does, that shows alerts, toasts and the loading indicator itself while it is up, like
    /// ``SwiftUI/View/sheetShowingAlerts(isPresented:onDismiss:content:)``.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCoverShowingAlerts<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationShowingAlerts(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
}
