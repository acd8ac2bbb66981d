/// What a renderer reports of the sheets a host presents, and sheet requests made through it.
extension AlertHost {
    /// The sheet presented from this host now, or `nil`.
    public var sheetPresentation: SheetPresentation? { state.sheets.value }

    /// The sheet presented from this host, as it changes; finishes when the host detaches.
    ///
    /// ```swift
    /// for await sheet in host.sheetPresentations { present(sheet) }
    /// ```
    public var sheetPresentations: AsyncStream<SheetPresentation?> { state.sheets.makeStream() }

    /// Requests a sheet through this host: it ends ``SheetOutcome/hostGone`` if the host
    /// detaches first, and is presented from the topmost visible host of this host's window.
    /// While that window has no visible host (see ``setVisible(_:)``) it waits for one: it is
    /// never presented in another window.
    ///
    /// ```swift
    /// let outcome = await host.presentSheet(SheetData(title: "Filter"), finishingWith: Filter.self)
    /// ```
    public func presentSheet<Value: Sendable>(
        _ sheet: SheetData, content: (any Sendable)? = nil, finishingWith: Value.Type = Value.self
    ) async -> SheetOutcome<Value> {
        await center.requestSheet(sheet, content: content, finishingWith: Value.self, owner: self, withdrawn: Task.isCancelled).value
    }

    /// Requests a sheet through this host and returns at once.
    @discardableResult
    public func showSheet<Value: Sendable>(
        _ sheet: SheetData, content: (any Sendable)? = nil, finishingWith: Value.Type = Value.self
    ) -> SheetHandle<Value> {
        center.requestSheet(sheet, content: content, finishingWith: Value.self, owner: self)
    }

    /// The sheet's content finished with `value`: every request on the sheet ends
    /// ``SheetOutcome/finished(_:)`` and the sheet is taken down. Returns `false`, changing
    /// nothing, when `presentation` is not presented from this host or `value` is not of the
    /// type its requests wait for.
    @discardableResult
    public func finishSheet(_ presentation: AlertPresentationID, with value: any Sendable) -> Bool {
        center.finishSheet(presentation, with: value, on: self)
    }

    /// The sheet's content finished with a value its requests cannot take (a renderer that
    /// learns the value's type only then): every request on the sheet ends
    /// ``SheetOutcome/rejected(_:)`` with `error`, and the sheet is taken down. Returns `false`,
    /// changing nothing, when `presentation` is not presented from this host.
    @discardableResult
    package func rejectSheet(_ presentation: AlertPresentationID, because error: SheetValidationError) -> Bool {
        center.rejectSheet(presentation, because: error, on: self)
    }

    /// The person dismissed the sheet (a swipe down, a tap outside) and its dismissal is over:
    /// its requests end ``SheetOutcome/dismissed``, and the next alert or sheet may show.
    /// For a sheet already taken down, reports that it has left the screen.
    public func sheetDismissed(_ presentation: AlertPresentationID) {
        center.sheetDismissed(presentation, on: self)
    }

    /// A sheet the center took down from this host has left the screen: the next alert or
    /// sheet may show before the settle time is over. A presentation of another host is ignored.
    public func sheetDismissalFinished(_ presentation: AlertPresentationID) {
        center.sheetDismissalFinished(presentation, on: self)
    }
}
