import Foundation

/// What a toast shows and how long: a short, non-modal message that leaves on its own.
///
/// Toasts run in a lane of their own beside alerts: several may be visible at once
/// (``AlertCenterConfiguration/maximumVisibleToasts``), they never wait for an alert and never
/// hold one back, and each request ends in exactly one ``ToastOutcome``.
///
/// ```swift
/// center.showToast("Saved", style: .success)
/// center.showToast(ToastData(
///     title: "Message deleted",
///     style: .info,
///     button: ToastButton("Undo") { mailbox.restore(message) },
///     coalescingKey: "deleted"
/// ))
/// ```
///
/// Two toasts are equal when they say and offer the same: every property but ``id`` is
/// compared, the button as ``ToastButton`` compares it (its title, and whether it has an
/// action). ``duration`` is compared as given: `nil` is not equal to the
/// ``automaticDuration`` it stands for.
///
/// ```swift
/// #expect(tester.visibleToasts.map(\.toast) == [ToastData(title: "Saved", style: .success)])
/// ```
public struct ToastData: Identifiable, Sendable, Equatable {
    /// Identifies the value.
    public var id: UUID
    /// The toast's title: what it says at a glance.
    public var title: String
    /// Text shown under the title.
    public var message: String?
    /// What the toast reports.
    public var style: ToastStyle
    /// The name of a symbol to show beside the title (an SF Symbol on Apple platforms); `nil`
    /// lets the renderer pick one for the style.
    public var symbolName: String?
    /// The toast's one button, if any.
    public var button: ToastButton?
    /// The edge of the screen it is shown at.
    public var position: ToastPosition
    /// Where it waits while the visible toasts are as many as allowed: higher first, arrival
    /// order within a priority.
    public var priority: AlertPriority
    /// A request whose key is that of a visible or waiting toast updates that toast (its text,
    /// style, symbol, button and duration; its count goes up and its time starts again) instead
    /// of adding another, and ends with it. `nil` (the default) never coalesces.
    public var coalescingKey: String?
    /// How long it stays once shown, not counting pauses; `nil` (the default) takes
    /// ``automaticDuration``, which scales with the text.
    public var duration: AlertDuration?

    /// Creates a toast.
    public init(
        id: UUID = UUID(),
        title: String,
        message: String? = nil,
        style: ToastStyle = .info,
        symbolName: String? = nil,
        button: ToastButton? = nil,
        position: ToastPosition = .bottom,
        priority: AlertPriority = .normal,
        coalescingKey: String? = nil,
        duration: AlertDuration? = nil
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.style = style
        self.symbolName = symbolName
        self.button = button
        self.position = position
        self.priority = priority
        self.coalescingKey = coalescingKey
        self.duration = duration
    }

    /// Reading time per character of the title and message.
    public static let durationPerCharacter = AlertDuration.milliseconds(50)
    /// The shortest and the longest automatic duration of a toast without a button.
    public static let automaticDurationRange = AlertDuration.seconds(2)...AlertDuration.seconds(8)
    /// The time added to the automatic duration of a toast with a button, to reach it.
    public static let buttonExtraDuration = AlertDuration.seconds(3)

    /// The duration a toast gets when it names none: 50 ms per character of the title and
    /// message, held between 2 and 8 s, plus 3 s when it has a button.
    public var automaticDuration: AlertDuration {
        let characters = Self.characterCount(title) + (message.map(Self.characterCount) ?? 0)
        let reading = AlertDuration(nanoseconds: AlertDuration.saturating(Int64(characters), times: Self.durationPerCharacter.nanoseconds))
        let range = Self.automaticDurationRange
        let held = min(max(reading, range.lowerBound), range.upperBound)
        return button == nil ? held : held + Self.buttonExtraDuration
    }

    /// Whether the two toasts say and offer the same, whatever their ids.
    public static func == (lhs: ToastData, rhs: ToastData) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.style == rhs.style && lhs.symbolName == rhs.symbolName
            && lhs.button == rhs.button && lhs.position == rhs.position && lhs.priority == rhs.priority
            && lhs.coalescingKey == rhs.coalescingKey && lhs.duration == rhs.duration
    }

    /// The characters of `text`, as `count` tells them. In ASCII text without a carriage
    /// return each byte is a character, so the byte count is taken there, which costs a few
    /// cycles a byte where `count` measures every character; every toast is measured once.
    private static func characterCount(_ text: String) -> Int {
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            return text.count
        }
        return text.utf8.count
    }

    /// The time it stays once shown: ``duration``, or ``automaticDuration``.
    public var effectiveDuration: AlertDuration { duration ?? automaticDuration }

    /// Checks the toast against the rules every renderer relies on.
    ///
    /// The center calls this for every request and ends an invalid one
    /// ``ToastOutcome/rejected(_:)`` with ``RequestRejection/invalid(_:)``.
    public func validate() throws(ToastValidationError) {
        if title.isBlank { throw .emptyTitle }
        if let button, button.title.isBlank { throw .emptyButtonTitle }
        if let duration, duration <= .zero { throw .nonPositiveDuration(duration) }
    }

    /// The toast without its button's action, and the action.
    func separatingAction() -> (toast: ToastData, action: ToastButton.Action?) {
        guard let action = button?.handler else { return (self, nil) }
        var toast = self
        toast.button = button?.withoutAction
        return (toast, action)
    }
}
