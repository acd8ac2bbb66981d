import Alerts
import Foundation

/// The state of one alert on a terminal and what each key does to it; drawing is left to
/// ``DialogLayout``.
///
/// Buttons are shown as the platforms place them: an alert with one or two buttons puts them
/// side by side with the cancel button first (leading); more buttons, and every confirmation
/// dialog, are listed one per line with the cancel button last. Shortcuts number buttons in
/// the order shown.
///
/// Enter chooses the focused button, and focus starts on the default one: the first button of
/// the default role, otherwise the cancel button (so a destructive choice is never one
/// reflexive Enter away), otherwise the first. With text fields, focus starts in the first
/// field and Enter there chooses the default button.
struct TerminalAlertModel {
    enum Arrangement: Hashable, Sendable {
        /// Side by side.
        case row
        /// One per line.
        case column
    }

    enum Focus: Hashable, Sendable {
        case field(Int)
        /// A button, by its position in the order shown.
        case button(Int)
    }

    /// What a key did.
    enum KeyResult: Hashable, Sendable {
        /// Nothing: the key means nothing here.
        case ignored
        /// The focus or a text field changed; redraw.
        case changed
        /// The person chose the button at this index of the presented buttons.
        case choose(buttonIndex: Int)
        /// The person closed a confirmation dialog without choosing.
        case dismiss
    }

    let alert: AlertData
    /// The presented buttons: the alert's own, or a single "OK".
    let buttons: [AlertButton]
    /// Indices into ``buttons`` in the order shown.
    let order: [Int]
    let arrangement: Arrangement
    /// The position, in the order shown, of the button Enter takes when nothing else is focused.
    let defaultPosition: Int
    /// The positions of the buttons titled "Yes" and "No", in any of the package's languages
    /// ("Ja" and "Nein", "はい" and "いいえ"…), when those are the only two: y and n take them.
    let yesNoPositions: (yes: Int, no: Int)?
    /// Whether Esc closes it without a button, as it does a sheet's panel.
    let escapeDismisses: Bool
    private(set) var fields: [LineEditor]
    private(set) var focus: Focus

    /// Creates the model for an alert; `textValues` restores what was typed before the alert
    /// was interrupted. With `escapeDismisses` (a sheet's panel), Esc closes it whatever its
    /// buttons.
    init(alert unsafeAlert: AlertData, textValues: [String]? = nil, escapeDismisses: Bool = false) {
        let alert = Self.sanitized(unsafeAlert)
        self.alert = alert
        self.escapeDismisses = escapeDismisses
        let buttons = alert.presentedButtons
        let cancel = alert.cancelButtonIndex
        let others = buttons.indices.filter { $0 != cancel }
        let arrangement: Arrangement = alert.style == .alert && buttons.count <= 2 ? .row : .column
        let order: [Int]
        if let cancel {
            order = arrangement == .row ? [cancel] + others : others + [cancel]
        } else {
            order = others
        }
        let preferred =
            order.firstIndex { buttons[$0].type == .default }
            ?? order.firstIndex { buttons[$0].type == .cancel }
            ?? 0
        let titles = order.map { TerminalStrings.answerWord(buttons[$0].title) }
        let answers = TerminalStrings.yesNoTitles
        if titles.count == 2, let yes = titles.firstIndex(where: answers.yes.contains), let no = titles.firstIndex(where: answers.no.contains) {
            yesNoPositions = (yes, no)
        } else {
            yesNoPositions = nil
        }
        self.buttons = buttons
        self.order = order
        self.arrangement = arrangement
        defaultPosition = preferred
        fields = alert.textFields.enumerated().map { index, field in
            guard let textValues, textValues.indices.contains(index) else { return LineEditor(text: field.text) }
            return LineEditor(text: textValues[index])
        }
        focus = alert.textFields.isEmpty ? .button(preferred) : .field(0)
    }

    /// The alert with every text it shows made safe for the terminal: control characters
    /// visible, bidirectional overrides gone. Line breaks stay only in the message.
    static func sanitized(_ alert: AlertData) -> AlertData {
        var safe = alert
        safe.title = alert.title.sanitizedForTerminal()
        safe.message = alert.message?.sanitizedForTerminal(keepingLineBreaks: true)
        for index in safe.buttons.indices {
            safe.buttons[index].title = alert.buttons[index].title.sanitizedForTerminal()
        }
        for index in safe.textFields.indices {
            safe.textFields[index].placeholder = alert.textFields[index].placeholder.sanitizedForTerminal()
            safe.textFields[index].text = alert.textFields[index].text.sanitizedForTerminal()
        }
        return safe
    }

    /// The text fields' values, in order.
    var textValues: [String] { fields.map(\.text) }

    /// The button at a position in the order shown.
    func button(at position: Int) -> AlertButton { buttons[order[position]] }

    /// The position of the button Enter takes now: the focused one, or the default.
    var enterPosition: Int {
        if case .button(let position) = focus { position } else { defaultPosition }
    }

    /// What Esc does: choose the cancel button, close a confirmation dialog, or nothing.
    var escapeResult: KeyResult {
        if escapeDismisses { return .dismiss }
        if let cancel = alert.cancelButtonIndex { return .choose(buttonIndex: cancel) }
        return alert.style == .confirmationDialog ? .dismiss : .ignored
    }

    /// Whether number keys choose buttons now (not while typing in a field).
    var acceptsShortcuts: Bool {
        if case .button = focus { true } else { false }
    }

    mutating func handle(_ key: TerminalKey) -> KeyResult {
        if key == .escape { return escapeResult }
        if case .field(let index) = focus {
            if fields[index].handle(key) { return .changed }
            switch key {
            case .enter: return choose(defaultPosition)
            case .up: return move(by: -1, wrapping: false)
            case .down: return move(by: 1, wrapping: false)
            case .tab: return move(by: 1, wrapping: true)
            case .backTab: return move(by: -1, wrapping: true)
            default: return .ignored
            }
        }
        switch key {
        case .enter, .character(" "):
            return choose(enterPosition)
        case .tab:
            return move(by: 1, wrapping: true)
        case .backTab:
            return move(by: -1, wrapping: true)
        case .up:
            return move(by: -1, wrapping: false)
        case .down:
            return move(by: 1, wrapping: false)
        case .left:
            return moveAmongButtons(by: -1)
        case .right:
            return moveAmongButtons(by: 1)
        case .character(let character):
            return shortcut(character)
        default:
            return .ignored
        }
    }

    private func choose(_ position: Int) -> KeyResult {
        .choose(buttonIndex: order[position])
    }

    private func shortcut(_ character: Character) -> KeyResult {
        if let digit = character.wholeNumberValue, (1...min(9, order.count)).contains(digit) {
            return choose(digit - 1)
        }
        if let yesNo = yesNoPositions {
            switch character.lowercased() {
            case "y": return choose(yesNo.yes)
            case "n": return choose(yesNo.no)
            default: break
            }
        }
        return .ignored
    }

    /// Every place focus can be, in order: the fields, then the buttons as shown.
    private var stops: [Focus] {
        fields.indices.map(Focus.field) + order.indices.map(Focus.button)
    }

    private mutating func move(by offset: Int, wrapping: Bool) -> KeyResult {
        let stops = stops
        guard let current = stops.firstIndex(of: focus) else { return .ignored }
        var next = current + offset
        if wrapping {
            next = (next % stops.count + stops.count) % stops.count
        } else {
            next = min(max(next, 0), stops.count - 1)
        }
        guard next != current else { return .ignored }
        focus = stops[next]
        return .changed
    }

    private mutating func moveAmongButtons(by offset: Int) -> KeyResult {
        guard case .button(let position) = focus, order.count > 1 else { return .ignored }
        focus = .button((position + offset + order.count) % order.count)
        return .changed
    }
}
