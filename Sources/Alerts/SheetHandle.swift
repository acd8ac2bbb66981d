/// One sheet request made to an ``AlertCenter``: returned by `showSheet`, it tells how the
/// request ended and can withdraw it.
///
/// ```swift
/// let handle = center.showSheet(SheetData(title: "Rename"), finishingWith: String.self)
/// document.onClose { handle.cancel() }     // withdraws it, waiting or on screen
/// if case .finished(let name) = await handle.value { rename(to: name) }
/// ```
@MainActor
public final class SheetHandle<Value: Sendable>: Identifiable, RequestHandle, AwaitableRequest {
    /// The request's identity.
    public nonisolated let id: AlertRequestID
    /// The host the request was made through, or `nil` for a request made on the center.
    public let hostID: AlertHostID?
    /// What was requested.
    public nonisolated let sheet: SheetData
    /// How the request ended, or `nil` while it is pending.
    public var outcome: SheetOutcome<Value>? { recordedOutcome }
    private var recordedOutcome: SheetOutcome<Value>?
    /// The way to the center, while the request is pending.
    private var link: CenterLink?
    var waiters: [CheckedContinuation<SheetOutcome<Value>, Never>] = []
    /// The sheet the request is pending on, in the center's lane.
    var record: SheetRecord?

    init(id: AlertRequestID, sheet: SheetData, hostID: AlertHostID?, center: CenterLink) {
        self.id = id
        self.sheet = sheet
        self.hostID = hostID
        link = center
    }

    /// Withdraws the request: it ends ``SheetOutcome/cancelled``. A waiting sheet leaves the
    /// queue; a visible one is dismissed, unless other requests joined it by key. Does nothing
    /// once the request has ended.
    public func cancel() {
        link?.center?.cancelSheet(self)
    }
}

extension SheetHandle: SheetRequest {
    var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

    func accepts(_ value: any Sendable) -> Bool { value is Value }

    /// Ends the request; `value` is the finished sheet's, which ``accepts(_:)`` approved. It
    /// holds nothing to release.
    func recordEnding(_ ending: SheetEnding, value: (any Sendable)?) -> Any? {
        let outcome: SheetOutcome<Value>
        switch ending {
        case .finished:
            // The lane finishes a sheet only with a value every request on it accepts.
            guard let typed = value as? Value else { return nil }
            outcome = .finished(typed)
        case .dismissed: outcome = .dismissed
        case .dismissedByCode: outcome = .dismissedByCode
        case .cancelled: outcome = .cancelled
        case .hostGone: outcome = .hostGone
        case .rejected(let rejection): outcome = .rejected(rejection)
        }
        recordedOutcome = outcome
        link = nil
        record = nil
        resumeWaiters(returning: outcome)
        return nil
    }
}
