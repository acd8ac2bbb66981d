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
    /// The request it is shown for: the first pending one, when others joined it by key.
    public let request: AlertRequestID
    /// The host showing it.
    public let host: AlertHostID
    /// What is shown, kept in one immutable object so that passing a presentation around
    /// copies a reference, not the alert.
    private let content: PresentedAlert

    init(id: AlertPresentationID, request: AlertRequestID, host: AlertHostID, alert: AlertData) {
        self.id = id
        self.request = request
        self.host = host
        content = PresentedAlert(alert.withoutActions ?? alert)
    }

    /// The alert to show. It carries no button actions: the center runs them when it takes the
    /// answer, so a presentation kept after its alert has gone (by a test, say) keeps nothing
    /// that the actions captured alive.
    public var alert: AlertData { content.alert }

    /// The buttons to show, in order: the alert's own, or a single "OK".
    public var buttons: [AlertButton] { content.alert.presentedButtons }

    public static func == (lhs: AlertPresentation, rhs: AlertPresentation) -> Bool { lhs.id == rhs.id }
}

/// The alert of a presentation, without its actions.
private final class PresentedAlert: Sendable {
    let alert: AlertData

    init(_ alert: AlertData) {
        self.alert = alert
    }
}
