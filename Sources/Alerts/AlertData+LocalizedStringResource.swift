// `LocalizedStringResource` is Foundation's on Apple platforms only; Foundation elsewhere has
// no such type, so these initializers exist where it does.
#if canImport(Darwin)
import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension AlertData {
    /// Creates an alert whose title and message are looked up in the app's strings, in the
    /// app's language, when the alert is made.
    ///
    /// A string literal passed as `title` or `message` picks ``init(id:title:message:buttons:textFields:style:priority:coalescingKey:interruptsLowerPriority:)``
    /// and shows as written; pass a `LocalizedStringResource` to have it looked up:
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "Delete “\(file.name)”?"
    /// center.show(AlertData(title: title, message: "This cannot be undone.",
    ///                       buttons: [.cancel(), .destructive("Delete") { files.delete(file) }]))
    /// ```
    ///
    /// Both are resolved here, with `String(localized:)`: the request holds plain text, so it
    /// reads the same on every renderer, in tests and in the event stream.
    public init(
        id: UUID = UUID(),
        title: LocalizedStringResource,
        message: LocalizedStringResource? = nil,
        buttons: [AlertButton] = [],
        textFields: [AlertTextField] = [],
        style: AlertStyle = .alert,
        priority: AlertPriority = .normal,
        coalescingKey: String? = nil,
        interruptsLowerPriority: Bool = false
    ) {
        self.init(
            id: id,
            title: String(localized: title),
            message: message.map { String(localized: $0) },
            buttons: buttons,
            textFields: textFields,
            style: style,
            priority: priority,
            coalescingKey: coalescingKey,
            interruptsLowerPriority: interruptsLowerPriority
        )
    }
}
#endif
