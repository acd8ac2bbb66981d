import Alerts

extension AlertCenter {
    /// Requests a sheet that ``TerminalAlertRenderer`` shows as a panel, and waits for its
    /// outcome: the value a button finished it with, or how it ended otherwise.
    ///
    /// ```swift
    /// let outcome = await center.presentSheet(SheetData(title: "Rename"), terminal: renameSheet)
    /// ```
    public func presentSheet<Value: Sendable>(_ sheet: SheetData, terminal content: TerminalSheet<Value>) async -> SheetOutcome<Value> {
        await presentSheet(sheet, content: content, finishingWith: Value.self)
    }

    /// Requests a sheet that ``TerminalAlertRenderer`` shows as a panel, and returns at once.
    @discardableResult
    public func showSheet<Value: Sendable>(_ sheet: SheetData, terminal content: TerminalSheet<Value>) -> SheetHandle<Value> {
        showSheet(sheet, content: content, finishingWith: Value.self)
    }
}
