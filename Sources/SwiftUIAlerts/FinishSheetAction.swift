import Alerts
import SwiftUI

/// Finishes the sheet whose content reads it: the request that presented the sheet ends
/// ``/Alerts/SheetOutcome/finished(_:)`` with the value, and the sheet closes.
///
/// ```swift
/// struct RenameForm: View {
///     @Environment(\.finishSheet) private var finishSheet
///     @State private var name = ""
///
///     var body: some View {
///         TextField("Name", text: $name)
///         Button("Rename") { finishSheet(name) }
///     }
/// }
/// ```
public struct FinishSheetAction: Sendable, Equatable {
    let connection: AlertHostConnection?
    let presentation: AlertPresentationID?

    init(connection: AlertHostConnection?, presentation: AlertPresentationID?) {
        self.connection = connection
        self.presentation = presentation
    }

    /// Finishes the sheet with `value`. Returns `false`, changing nothing, outside a sheet
    /// presented through `showSheet`, once the sheet has ended, or when the sheet was asked
    /// for with another type of value.
    @MainActor
    @discardableResult
    public func callAsFunction(_ value: some Sendable) -> Bool {
        guard let connection, let presentation else { return false }
        return connection.finishSheet(presentation, with: value)
    }

    public static func == (lhs: FinishSheetAction, rhs: FinishSheetAction) -> Bool {
        lhs.connection === rhs.connection && lhs.presentation == rhs.presentation
    }
}
