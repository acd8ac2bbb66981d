import Alerts
import SwiftUI

extension EnvironmentValues {
    /// The window the `.showAlertView()` views inside belong to; the outermost one of a window
    /// sets it.
    var alertWindow: AlertWindowID? {
        get { self[AlertWindowKey.self] }
        set { self[AlertWindowKey.self] = newValue }
    }
}

/// The key of `EnvironmentValues.alertWindow`.
private struct AlertWindowKey: EnvironmentKey {
    static let defaultValue: AlertWindowID? = nil
}
