import Alerts
import SwiftUI

/// Presents a sheet through the modal lane of the nearest `.showAlertView()`, and waits for its
/// outcome: it waits while an alert or another sheet is up there, and what the package presents
/// hosts alerts, toasts and further sheets with no extra modifier.
///
/// ```swift
/// @Environment(\.showSheet) private var showSheet
///
/// Button("Rename…") {
///     Task {
///         let outcome = await showSheet("Rename", finishingWith: String.self) { RenameForm() }
///         if let name = outcome.value { document.rename(to: name) }
///     }
/// }
/// ```
///
/// The content finishes the sheet with `@Environment(\.finishSheet)`.
public struct ShowSheetAction: Sendable, Equatable {
    let connection: AlertHostConnection

    init(connection: AlertHostConnection) {
        self.connection = connection
    }

    /// Creates an action that presents sheets through `host`, for views shown outside
    /// `.showAlertView()` (previews, tests).
    public init(host: AlertHost) {
        self.init(connection: AlertHostConnection(host: host))
    }

    /// Presents `content` as a sheet titled `title`, as `options` say (a full-screen cover,
    /// detents, …; see ``SheetOptions``), and waits for its outcome. Cancelling the waiting
    /// task withdraws it (``/Alerts/SheetOutcome/cancelled``).
    @MainActor
    public func callAsFunction<Value: Sendable, Content: View>(
        _ title: String, options: SheetOptions = SheetOptions(), priority: AlertPriority = .normal, coalescingKey: String? = nil,
        finishingWith: Value.Type = Value.self,
        fileID: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping @MainActor () -> Content
    ) async -> SheetOutcome<Value> {
        let sheet = SheetData(title: title, priority: priority, coalescingKey: coalescingKey)
        let made = SheetContent(options: options) { AnyView(content()) }
        return await connection.presentSheet(sheet, content: made, from: AlertCallSite(fileID: fileID, line: line))
    }

    public static func == (lhs: ShowSheetAction, rhs: ShowSheetAction) -> Bool {
        lhs.connection === rhs.connection
    }
}
