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
        get { hostAction() }
        set { setHostAction(newValue) }
    }
}
