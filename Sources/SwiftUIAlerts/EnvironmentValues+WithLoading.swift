import Alerts
import SwiftUI

extension EnvironmentValues {
    /// Runs work with the loading indicator of the nearest `.showAlertView()` above the view.
    ///
    /// ```swift
    /// @Environment(\.withLoading) var withLoading
    /// ```
    ///
    /// Where no `.showAlertView()` is above, the work runs without an indicator and a runtime
    /// warning names the fix.
    public var withLoading: WithLoadingAction {
        get {
            var action = self[WithLoadingActionKey.self]
            action.locale = locale
            return action
        }
        set { self[WithLoadingActionKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/withLoading``; its default value has no host.
private struct WithLoadingActionKey: EnvironmentKey {
    static let defaultValue = WithLoadingAction(connection: AlertHostConnection(unattachedWarningTo: RuntimeWarning.report))
}
