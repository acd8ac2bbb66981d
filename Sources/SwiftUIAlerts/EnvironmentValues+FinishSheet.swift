import Alerts
import SwiftUI

extension EnvironmentValues {
    /// Finishes the sheet presented through `showSheet` that holds this view; see
    /// ``FinishSheetAction``.
    public var finishSheet: FinishSheetAction {
        get { self[FinishSheetActionKey.self] }
        set { self[FinishSheetActionKey.self] = newValue }
    }
}

private struct FinishSheetActionKey: EnvironmentKey {
    static let defaultValue = FinishSheetAction(connection: nil, presentation: nil)
}
