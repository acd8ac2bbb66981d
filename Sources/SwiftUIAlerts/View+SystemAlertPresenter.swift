import SwiftUI

extension View {
    /// Chooses who presents the system's alerts and dialogs for every `.showAlertView()` in
    /// this view, a sheet's among them: UIKit where it exists (``SystemAlertPresenter/automatic``,
    /// the default), or SwiftUI's `alert` and `confirmationDialog` on every platform
    /// (``SystemAlertPresenter/swiftUI``). Alerts drawn in the app's own design are not affected.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView()
    ///         .showAlertView()
    ///         .systemAlertPresenter(.swiftUI)
    /// }
    /// ```
    nonisolated public func systemAlertPresenter(_ presenter: SystemAlertPresenter) -> some View {
        environment(\.systemAlertPresenter, presenter)
    }
}
