import Alerts

/// One generated sheet request: what the model needs to predict what happens to it, and what
/// the run needs to request the real sheet.
///
/// Its description is Swift source (`SheetSpec(priority: 750, key: "a")`), listing only what
/// differs from the defaults, so a shrunk failing sequence pastes into a regression test.
struct SheetSpec: Hashable, Sendable, CustomStringConvertible {
    /// The type of value the sheet finishes with.
    enum ValueType: Hashable, Sendable, CaseIterable {
        case text
        case number
    }

    /// How the caller makes the request and waits for it.
    enum Mode: Hashable, Sendable, CaseIterable {
        /// `showSheet`, keeping the handle.
        case show
        /// `showSheet`, and a task awaits the handle's `value`.
        case awaitHandle
        /// A task calls `presentSheet` and awaits its outcome.
        case present
        /// A task already cancelled calls `presentSheet`: the request ends cancelled at once.
        case presentFromCancelledTask
    }

    /// The host the request is made through, by label (by number, as the model sees it), or
    /// `nil` for the center.
    var via: Int?
    var priority: Int
    var key: String?
    var valueType: ValueType
    var mode: Mode
    /// Whether the sheet interrupts a visible alert of lower priority
    /// (``SheetData/interruptsLowerPriority``).
    var interrupts: Bool
    /// What the `deinit` of the sheet's content does to the center (see ``releaseOperation``).
    var onRelease: CallbackOperation?

    init(
        via: Int? = nil, priority: Int = 500, key: String? = nil, valueType: ValueType = .text, mode: Mode = .show,
        interrupts: Bool = false, onRelease: CallbackOperation? = nil
    ) {
        self.via = via
        self.priority = priority
        self.key = key
        self.valueType = valueType
        self.mode = mode
        self.interrupts = interrupts
        self.onRelease = onRelease
    }

    /// The sheet a request creates, titled after the request.
    func sheetData(request: Int) -> SheetData {
        SheetData(title: Self.title(of: request), priority: AlertPriority(rawValue: priority), coalescingKey: key, interruptsLowerPriority: interrupts)
    }

    /// What the `deinit` of the content, when there is one, does: only a request made with
    /// `showSheet` carries content (a task calling `presentSheet` keeps it until it resumes). The
    /// caller holds the content during its call; the center holds it while the sheet waits, is
    /// on screen or slides away, and lets go of it once the step that ends or withdraws the
    /// sheet is done, or, for a sheet sliding away, once it has left the screen.
    var releaseOperation: CallbackOperation? {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
        guard mode == .show || mode == .awaitHandle else { return nil }
        return onRelease
    }

    /// The title of the sheet a request creates: it names the request.
    static func title(of request: Int) -> String { "s\(request)" }

    var description: String {
        var arguments: [String] = []
        if let via { arguments.append("via: \(via)") }
        if priority != 500 { arguments.append("priority: \(priority)") }
        if let key { arguments.append("key: \"\(key)\"") }
        if valueType != .text { arguments.append("valueType: .\(valueType)") }
        if mode != .show { arguments.append("mode: .\(mode)") }
        if interrupts { arguments.append("interrupts: true") }
        if let onRelease { arguments.append("onRelease: \(onRelease)") }
        return "SheetSpec(\(arguments.joined(separator: ", ")))"
    }
}

/// A value a sheet finishes with, as the model compares it.
enum SheetValue: Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Int)

    var type: SheetSpec.ValueType {
        switch self {
        case .text: .text
        case .number: .number
        }
    }

    /// The value finishing a sheet of `type`, or (`rightType` false) one of the other type.
    static func finishing(_ type: SheetSpec.ValueType, rightType: Bool) -> SheetValue {
        (type == .text) == rightType ? .text("done") : .number(7)
    }

    /// The value as the run passes it to the center.
    var sendable: any Sendable {
        switch self {
        case .text(let text): text
        case .number(let number): number
        }
    }

    var description: String {
        switch self {
        case .text(let text): ".text(\"\(text)\")"
        case .number(let number): ".number(\(number))"
        }
    }
}

/// How a sheet request ended, with its value, whatever type it waits for.
struct SheetResult: Hashable, CustomStringConvertible {
    let ending: SheetEnding
    let value: SheetValue?

    init(_ ending: SheetEnding, value: SheetValue? = nil) {
        self.ending = ending
        self.value = value
    }

    init(outcome: SheetOutcome<String>) {
        self.init(outcome.ending, value: outcome.value.map(SheetValue.text))
    }

    init(outcome: SheetOutcome<Int>) {
        self.init(outcome.ending, value: outcome.value.map(SheetValue.number))
    }

    var description: String { value.map { "\(ending)(\($0))" } ?? "\(ending)" }
}
