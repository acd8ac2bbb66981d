/// A sheet request as the lane sees it, whatever type of value its sheet finishes with.
@MainActor
protocol SheetRequest: AnyObject {
    var id: AlertRequestID { get }
    var hostID: AlertHostID? { get }
    var sheet: SheetData { get }
    var isPending: Bool { get }
    /// The sheet the request is pending on.
    var record: SheetRecord? { get set }
    /// The type of value its sheet finishes with.
    var valueType: ObjectIdentifier { get }
    /// Whether `value` is of that type.
    func accepts(_ value: any Sendable) -> Bool
    /// Ends the request; `value` is the finished sheet's, which ``accepts(_:)`` approved.
    func end(_ ending: SheetEnding, value: (any Sendable)?)
}
