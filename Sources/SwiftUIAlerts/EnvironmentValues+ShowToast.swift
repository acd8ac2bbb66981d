import Alerts
import SwiftUI

extension EnvironmentValues {
    /// Shows toasts through the nearest `.showAlertView()` above the view.
    ///
    /// ```swift
    /// @Environment(\.showToast) var showToast
    /// ```
    ///
    /// Where no `.showAlertView()` is above, calling it reports a runtime warning that names the
    /// fix, and the request ends `.rejected(.noHost)`.
    public var showToast: ShowToastAction {
        get {
            var action = self[ShowToastActionKey.self]
            action.locale = locale
            return action
        }
        set { self[ShowToastActionKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/showToast``; its default value has no host.
private struct ShowToastActionKey: EnvironmentKey {
    static let defaultValue = ShowToastAction(connection: AlertHostConnection(unattachedWarningTo: RuntimeWarning.report))
}
