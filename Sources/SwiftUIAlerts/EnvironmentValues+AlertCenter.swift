import Alerts
import SwiftUI

extension EnvironmentValues {
    /// The center that `.showAlertView()` attaches its host to. The outermost
    /// `.showAlertView()` sets it for everything inside, so a sheet's own `.showAlertView()`
    /// joins the same center, and an alert requested from the root still appears while the
    /// sheet is up. `nil` outside any `.showAlertView()`.
    ///
    /// ```swift
    /// @Environment(\.alertCenter) var alertCenter
    /// ```
    public var alertCenter: AlertCenter? {
        get { self[AlertCenterKey.self] }
        set { self[AlertCenterKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/alertCenter``.
private struct AlertCenterKey: EnvironmentKey {
    static let defaultValue: AlertCenter? = nil
}
