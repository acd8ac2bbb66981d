import Alerts
import SwiftUI

extension EnvironmentValues {
    /// Shows alerts on the host of the nearest `.showAlertView()` above the view.
    ///
    /// ```swift
    /// @Environment(\.showAlert) var showAlert
    /// ```
    ///
    /// Where no `.showAlertView()` is above, the value has no host: calling it reports a
    /// runtime warning that names the fix, and the request ends `.rejected(.noHost)`. Tests and
    /// previews may set their own with `.environment(\.showAlert, ShowAlertAction(host: host))`.
    public var showAlert: ShowAlertAction {
        get { hostAction() }
        set { setHostAction(newValue) }
    }
}
