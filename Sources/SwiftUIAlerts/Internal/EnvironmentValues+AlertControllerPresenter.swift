import SwiftUI

extension EnvironmentValues {
    /// What `.showAlertView()` presents its system alerts through, instead of the platform's
    /// UIKit; `nil` (the default) uses UIKit where there is one. Tests inject an emulation of
    /// UIKit's rules, one per `.showAlertView()`.
    package var alertControllerPresenter: (any AlertControllerPresenting)? {
        get { self[AlertControllerPresenterKey.self] }
        set { self[AlertControllerPresenterKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/alertControllerPresenter``.
private struct AlertControllerPresenterKey: EnvironmentKey {
    static let defaultValue: (any AlertControllerPresenting)? = nil
}
