import Alerts
import SwiftUI

extension EnvironmentValues {
    /// Presents a sheet through the nearest `.showAlertView()`; see ``ShowSheetAction``.
    public var showSheet: ShowSheetAction {
        get { self[ShowSheetActionKey.self] }
        set { self[ShowSheetActionKey.self] = newValue }
    }
}

private struct ShowSheetActionKey: EnvironmentKey {
    static let defaultValue = ShowSheetAction(connection: AlertHostConnection(unattachedWarningTo: RuntimeWarning.report))
}
