import Alerts

/// Sheets in a test: read the sheet on screen and the waiting ones, finish a sheet with a
/// value as its content does, or swipe it down as the person does.
///
/// ```swift
/// let rename = Task { await model.renameTapped() }   // presents a "Rename" sheet
/// try await tester.yield { tester.visibleSheet != nil }
/// #expect(tester.visibleSheet?.sheet.title == "Rename")
/// try tester.finishSheet(with: "Notes 2")
/// ```
extension AlertTester {
    /// The topmost sheet on screen, or `nil`.
    public var visibleSheet: SheetPresentation? { center.visibleSheets.last }

    /// Every sheet on screen, the topmost last.
    public var visibleSheets: [SheetPresentation] { center.visibleSheets }

    /// The waiting sheets, in the order they will be presented.
    public var queuedSheets: [SheetData] { center.queuedSheets }

    /// How the sheet requests that have ended ended, in that order.
    public var sheetEndings: [SheetEnding] { events.compactMap(\.sheetEnding) }

    /// How a sheet request ended, or `nil` while it is pending (or was never made).
    public func sheetEnding(of request: AlertRequestID) -> SheetEnding? {
        events.first { $0.request == request && $0.sheetEnding != nil }?.sheetEnding
    }

    /// Finishes the topmost sheet with `value`, as its content does: every request on it ends
    /// ``/Alerts/SheetOutcome/finished(_:)``.
    public func finishSheet(with value: some Sendable) throws(AlertTesterError) {
        let (sheet, host) = try requireSheet()
        guard host.finishSheet(sheet.id, with: value) else {
            throw .sheetValueOfOtherType(sheet: sheet.sheet.title, valueType: String(describing: Swift.type(of: value)))
        }
    }

    /// Swipes the topmost sheet down, as the person does: its requests end
    /// ``/Alerts/SheetOutcome/dismissed``.
    public func swipeDownSheet() throws(AlertTesterError) {
        let (sheet, host) = try requireSheet()
        host.sheetDismissed(sheet.id)
    }

    /// Dismisses every sheet on screen, as ``/Alerts/AlertCenter/dismissAllSheets()`` does.
    public func dismissAllSheets() {
        center.dismissAllSheets()
    }

    /// Dismisses the sheets above the first `level` on screen, as
    /// ``/Alerts/AlertCenter/dismissSheets(downTo:)`` does.
    public func dismissSheets(downTo level: Int) {
        center.dismissSheets(downTo: level)
    }

    private func requireSheet() throws(AlertTesterError) -> (SheetPresentation, AlertHost) {
        guard let sheet = visibleSheet else { throw .noVisibleSheet }
        guard let host = center.hosts.first(where: { $0.id == sheet.host }) else { throw .sheetNotOnAnyHost(sheet: sheet.sheet.title) }
        return (sheet, host)
    }
}
