import Foundation

/// What an alert shows: title, message, buttons and text fields, plus how it is queued.
///
/// It is the value every entry point takes: `showAlert(_:)` in a view, ``AlertCenter/show(_:)``
/// and ``AlertCenter/present(_:)`` in a view model or service. An alert given no buttons shows
/// a single "OK", in the app's language.
///
/// ```swift
/// let alert = AlertData(
///     title: "Delete “Notes.txt”?",
///     message: "This cannot be undone.",
///     buttons: [.cancel(), .destructive("Delete") { files.delete("Notes.txt") }]
/// )
/// center.show(alert)
/// ```
///
/// Two alerts are equal when they say and offer the same: every property but ``id`` is
/// compared, buttons as ``AlertButton`` compares them (title, role and whether each has an
/// action, never the action itself) and text fields by placeholder, starting text and
/// secrecy. So a test compares the alert on screen with the one it expects, whatever ids the
/// two were given:
///
/// ```swift
/// #expect(tester.visible?.alert == AlertData(
///     title: "Delete “Notes.txt”?",
///     message: "This cannot be undone.",
///     buttons: [.cancel(), .destructive("Delete") {}]
/// ))
/// ```
///
/// ``buttons`` are compared as given: an alert given no buttons is not equal to one given a
/// single ``AlertButton/ok(action:)``, though both show one "OK". What the person typed into
/// the text fields is not part of the alert; it reaches the outcome.
public struct AlertData: Identifiable, Sendable, Equatable {
    /// Identifies the alert; SwiftUI's `alert(item:)` style presentation keys off it.
    public var id: UUID
    /// The alert's title.
    public var title: String
    /// Text shown under the title.
    public var message: String?
    /// The buttons, in the order given. Empty means a single "OK" (see ``presentedButtons``).
    public var buttons: [AlertButton]
    /// Text fields shown in the alert; only the `.alert` style can hold them.
    public var textFields: [AlertTextField]
    /// Whether the alert is a centered alert or a confirmation dialog.
    public var style: AlertStyle
    /// Where the alert waits in the queue: higher first, arrival order within a priority.
    public var priority: AlertPriority
    /// Requests carrying the same key as a visible or waiting alert join it and receive its
    /// outcome instead of showing again. `nil` (the default) never coalesces. The alert shown
    /// is the first request's, and its buttons' actions run only while that request is pending;
    /// the actions of requests that joined do not run.
    public var coalescingKey: String?
    /// Whether this alert replaces a visible alert of lower priority rather than wait for it.
    /// It never interrupts a sheet on screen: an alert asked for while a sheet is up goes to
    /// the topmost host, the one inside the sheet's content, and shows over the sheet (see
    /// ``SheetData/interruptsLowerPriority`` for a sheet that interrupts an alert).
    public var interruptsLowerPriority: Bool

    /// Creates an alert.
    public init(
        id: UUID = UUID(),
        title: String,
        message: String? = nil,
        buttons: [AlertButton] = [],
        textFields: [AlertTextField] = [],
        style: AlertStyle = .alert,
        priority: AlertPriority = .normal,
        coalescingKey: String? = nil,
        interruptsLowerPriority: Bool = false
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.buttons = buttons
        self.textFields = textFields
        self.style = style
        self.priority = priority
        self.coalescingKey = coalescingKey
        self.interruptsLowerPriority = interruptsLowerPriority
    }

    /// Whether the two alerts say and offer the same, whatever their ids.
    public static func == (lhs: AlertData, rhs: AlertData) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
            && lhs.textFields == rhs.textFields && lhs.style == rhs.style && lhs.priority == rhs.priority
            && lhs.coalescingKey == rhs.coalescingKey && lhs.interruptsLowerPriority == rhs.interruptsLowerPriority
    }

    /// The buttons a renderer shows: ``buttons``, or a single "OK" in the app's language when
    /// there are none.
    public var presentedButtons: [AlertButton] {
        buttons.isEmpty ? Self.defaultButtons : buttons
    }

    /// The single "OK" of an alert given no buttons, in the language in effect: made once for
    /// the process's languages.
    static var defaultButtons: [AlertButton] {
        PreferredLanguages.override == nil ? processDefaultButtons : [AlertButton.ok()]
    }
    private static let processDefaultButtons = [AlertButton(title: DefaultTitles.processOK, type: .default)]

    /// The alert without its buttons' actions, and the actions by button index; `nil` when no
    /// button has an action. A request keeps the two apart, so that it can let go of the
    /// actions when it ends and keep the rest.
    func separatingActions() -> (alert: AlertData, actions: [AlertButton.Action?])? {
        guard buttons.contains(where: { $0.handler != nil }) else { return nil }
        var alert = self
        alert.buttons = buttons.map(\.withoutAction)
        return (alert, buttons.map(\.handler))
    }

    /// The index in ``presentedButtons`` of the cancel-role button, if there is one.
    public var cancelButtonIndex: Int? {
        presentedButtons.firstIndex { $0.type == .cancel }
    }

    /// Checks the alert against the rules every renderer relies on.
    ///
    /// The center calls this for every request and ends an invalid one
    /// ``AlertOutcome/rejected(_:)`` with ``RequestRejection/invalid(_:)``.
    ///
    /// A text counts as blank when nothing in it would be seen: it holds only whitespace,
    /// control characters, invisible formatting characters (such as the zero-width space
    /// U+200B or the byte order mark) and code points that renderers ignore (such as the
    /// Hangul filler U+3164), or the blank Braille pattern U+2800.
    public func validate() throws(AlertValidationError) {
        if title.isBlank && (message ?? "").isBlank {
            throw .emptyTitleAndMessage
        }
        if let index = buttons.firstIndex(where: { $0.title.isBlank }) {
            throw .emptyButtonTitle(index: index)
        }
        let cancelCount = buttons.count { $0.type == .cancel }
        if cancelCount > 1 {
            throw .multipleCancelButtons(count: cancelCount)
        }
        if style == .confirmationDialog && !textFields.isEmpty {
            throw .textFieldsInConfirmationDialog
        }
    }
}

extension String {
    /// Whether the text would show nothing (see ``AlertData/validate()``).
    var isBlank: Bool {
        // A first byte that is printable ASCII other than the space begins a character that is
        // not blank: decided without looking up Unicode properties.
        if let first = utf8.first, first > 0x20, first < 0x7F { return false }
        return unicodeScalars.allSatisfy(\.isInvisible)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar draws nothing: whitespace, a control or format character, a code
    /// point renderers ignore, or the blank Braille pattern (often used to fake a title).
    fileprivate var isInvisible: Bool {
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || value == 0x2800 {
            return true
        }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
        default: return false
        }
    }
}
