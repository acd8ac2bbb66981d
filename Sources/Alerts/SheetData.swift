/// What a sheet request asks for, beside its content: the title events and tests know it by,
/// its priority among the modal requests, an optional coalescing key, and whether it
/// interrupts a visible alert of lower priority.
///
/// The content itself is opaque to the engine: a renderer supplies it (SwiftUI passes a view)
/// and reads it back from ``SheetPresentation/content``.
///
/// ```swift
/// let outcome = await center.presentSheet(SheetData(title: "Rename"), finishingWith: String.self)
/// if case .finished(let name) = outcome { rename(to: name) }
/// ```
///
/// It has no identity of its own and no content, so two descriptions are equal when every
/// property is: a test compares ``AlertCenter/queuedSheets`` with the sheets it expects.
public struct SheetData: Sendable, Hashable {
    /// The name the sheet is known by in events and tests.
    public var title: String
    /// Its place among the waiting alerts and sheets: higher first, then in order of arrival.
    public var priority: AlertPriority
    /// A request with the key of a sheet still waiting or visible joins it instead of adding
    /// another, and ends with it.
    public var coalescingKey: String?
    /// Whether this sheet replaces a visible alert of lower priority rather than wait for it:
    /// the alert goes back to the front of its priority and shows again once the sheet is gone,
    /// as with ``AlertData/interruptsLowerPriority``. An alert the person began to dismiss is
    /// not interrupted. No request interrupts a sheet on screen: an alert asked for while a
    /// sheet is up shows over it, on the host inside the sheet's content.
    public var interruptsLowerPriority: Bool

    /// Creates a sheet request's description.
    public init(title: String, priority: AlertPriority = .normal, coalescingKey: String? = nil, interruptsLowerPriority: Bool = false) {
        self.title = title
        self.priority = priority
        self.coalescingKey = coalescingKey
        self.interruptsLowerPriority = interruptsLowerPriority
    }
}
