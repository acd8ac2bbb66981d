/// A sheet on screen: what a renderer presents from its host.
///
/// ```swift
/// for await sheet in host.sheetPresentations {
///     if let sheet, let view = sheet.content as? RenameView { present(view, id: sheet.id) }
/// }
/// ```
public struct SheetPresentation: Identifiable, Sendable, Equatable {
    /// Identifies this presentation; a sheet presented again gets a new one.
    public let id: AlertPresentationID
    /// The request the sheet is reported under.
    public let request: AlertRequestID
    /// The host the sheet is presented from.
    public let host: AlertHostID
    /// What was requested.
    public let sheet: SheetData
    /// The content the request carried, opaque to the engine.
    public let content: (any Sendable)?

    public static func == (lhs: SheetPresentation, rhs: SheetPresentation) -> Bool { lhs.id == rhs.id }
}
