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
        get { hostAction() }
        set { setHostAction(newValue) }
    }
}
