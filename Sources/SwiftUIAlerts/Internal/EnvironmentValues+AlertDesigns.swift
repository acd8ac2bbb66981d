import SwiftUI

extension EnvironmentValues {
    /// The designs of the enclosing `.showAlertView`, which a `.showAlertView()` inside it
    /// draws with.
    var alertDesigns: AlertDesigns {
        get { self[AlertDesignsKey.self] }
        set { self[AlertDesignsKey.self] = newValue }
    }
}

/// The key of `EnvironmentValues.alertDesigns`.
private struct AlertDesignsKey: EnvironmentKey {
    static let defaultValue = AlertDesigns()
}
