import SwiftUI

extension EnvironmentValues {
    /// Who presents the system's alerts, as ``SwiftUI/View/systemAlertPresenter(_:)`` chose.
    var systemAlertPresenter: SystemAlertPresenter {
        get { self[SystemAlertPresenterKey.self] }
        set { self[SystemAlertPresenterKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/systemAlertPresenter``.
private struct SystemAlertPresenterKey: EnvironmentKey {
    static let defaultValue = SystemAlertPresenter.automatic
}
