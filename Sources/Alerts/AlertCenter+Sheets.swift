/// Sheets: requests that share the modal lane with alerts.
extension AlertCenter {
    /// Requests a sheet and waits for its outcome: the value its content finished with, or how
    /// it ended otherwise. It waits while an alert or another sheet is up, by priority then
    /// arrival. Cancelling the waiting task withdraws it: it ends ``SheetOutcome/cancelled``.
    ///
    /// ```swift
    /// let outcome = await center.presentSheet(SheetData(title: "Rename"), content: RenameForm(), finishingWith: String.self)
    /// if let name = outcome.value { rename(to: name) }
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: Its title, priority and coalescing key.
    ///   - content: What the renderer presents, opaque to the center (SwiftUI passes a view).
    ///   - finishingWith: The type of value the content finishes with.
    public func presentSheet<Value: Sendable>(
        _ sheet: SheetData, content: (any Sendable)? = nil, finishingWith: Value.Type = Value.self
    ) async -> SheetOutcome<Value> {
        await requestSheet(sheet, content: content, finishingWith: Value.self, owner: nil, withdrawn: Task.isCancelled).value
    }

    /// Requests a sheet and returns at once; the handle tells how it ended and can withdraw it.
    ///
    /// ```swift
    /// let handle = center.showSheet(SheetData(title: "What's new"), finishingWith: Void.self)
    /// ```
    @discardableResult
    public func showSheet<Value: Sendable>(
        _ sheet: SheetData, content: (any Sendable)? = nil, finishingWith: Value.Type = Value.self
    ) -> SheetHandle<Value> {
        requestSheet(sheet, content: content, finishingWith: Value.self, owner: nil)
    }

    /// Dismisses every sheet on screen, the topmost first; each request ends
    /// ``SheetOutcome/dismissedByCode``. Waiting sheets keep waiting.
    public func dismissAllSheets() {
        dismissSheets(downTo: 0)
    }

    /// Dismisses the sheets on screen above the first `level` presented, the topmost first;
    /// each ends ``SheetOutcome/dismissedByCode``, and the sheets below stay. A level of zero or
    /// less dismisses them all; a level at or above ``visibleSheets``' count dismisses none.
    /// The requests end at once, and the center takes every sheet down. SwiftUI's
    /// `.showAlertView()` then draws them leaving one level at a time, from the top, as SwiftUI
    /// before iOS 17 requires; the hosts inside a leaving sheet, and the one it covers, show
    /// nothing new until it has gone.
    ///
    /// ```swift
    /// center.dismissSheets(downTo: 1)   // back to the first sheet, its form kept
    /// ```
    public func dismissSheets(downTo level: Int) {
        step { $0.dismissSheets(downTo: level) }
    }

    /// The sheets on screen, in the order they were presented (the topmost last).
    public var visibleSheets: [SheetPresentation] { state.sheets.presented.map(\.presentation) }

    /// The waiting sheets, in the order they will be shown.
    public var queuedSheets: [SheetData] { state.sheets.queue.ordered.map(\.sheet) }

    /// The number of sheet requests that have not ended yet.
    public var pendingSheetRequestCount: Int { state.sheets.admissions.pendingRequestCount }

    // MARK: - Steps

    func requestSheet<Value>(
        _ sheet: SheetData, content: (any Sendable)?, finishingWith: Value.Type, owner: AlertHost?, withdrawn: Bool = false
    ) -> SheetHandle<Value> {
        step { $0.requestSheet(sheet, content: content, finishingWith: Value.self, owner: owner?.state, withdrawn: withdrawn) }
    }

    func cancelSheet(_ request: any SheetRequest) {
        step {
            $0.endSheetRequest(request, with: .cancelled)
            $0.showNextModal()
        }
    }

    func finishSheet(_ presentation: AlertPresentationID, with value: any Sendable, on host: AlertHost) -> Bool {
        step { $0.finishSheet(presentation, with: value, on: host.state) }
    }

    func rejectSheet(_ presentation: AlertPresentationID, because error: SheetValidationError, on host: AlertHost) -> Bool {
        step { $0.rejectSheet(presentation, because: error, on: host.state) }
    }

    func sheetDismissed(_ presentation: AlertPresentationID, on host: AlertHost) {
        step { $0.sheetDismissedByPerson(presentation, on: host.state) }
    }

    func sheetDismissalFinished(_ presentation: AlertPresentationID, on host: AlertHost) {
        step { $0.sheetLeft(presentation, from: host.state) }
    }

    func sheetSettleTimerFired(_ presentation: AlertPresentationID) {
        step { $0.sheetLeft(presentation) }
    }
}
