/// What a host must show now: one alert, identified for this showing.
///
/// A renderer shows ``alert`` with ``buttons`` and reports back with ``id``:
///
/// ```swift
/// for await presentation in host.presentations {
///     render(presentation)   // nil: show nothing
/// }
/// host.answer(presentation.id, buttonIndex: 1, textValues: ["Draft"])
/// ```
public struct AlertPresentation: Identifiable, Sendable, Equatable {
    /// This showing's identity; a presentation never changes, so equal ids mean equal values.
    public let id: AlertPresentationID
    /// The request it is shown for: the first pending one when it was shown, when others
    /// joined it by key. A presentation never changes, so it keeps naming that request if it
    /// is withdrawn while others keep the alert on screen.
    public let request: AlertRequestID
    /// The host showing it.
    public let host: AlertHostID
    /// The alert shown; its requests let go of their buttons' actions when they end, so a
    /// presentation kept after its alert has gone (by a test, say) keeps nothing the actions
    /// captured alive.
    let record: AlertRecord

    init(id: AlertPresentationID, request: AlertRequestID, host: AlertHostID, record: AlertRecord) {
        self.id = id
        self.request = request
        self.host = host
        self.record = record
    }

    /// The alert to show.
    public var alert: AlertData { record.alert }

    /// The buttons to show, in order: the alert's own, or a single "OK".
    public var buttons: [AlertButton] { record.presentedButtons }

    public static func == (lhs: AlertPresentation, rhs: AlertPresentation) -> Bool { lhs.id == rhs.id }
}
