import Alerts
import Foundation

/// One alert asked as numbered lines, for line mode: scripts, CI, `TERM=dumb` and screen
/// readers.
///
/// ```
/// Delete “notes.txt”?
/// This cannot be undone.
///   1) Delete (destructive)
///   2) Cancel (default)
/// Choose 1-2 [2]:
/// ```
///
/// Each text field is asked first, one line each (an empty line keeps the text shown in
/// brackets; a longer line than a field holds is cut, and the person told). Then a button is chosen by its number, its title, `y`/`n` for a yes/no alert, or
/// an empty line for the default. Anything else is explained and asked again.
struct LinePrompt {
    enum Result: Hashable, Sendable {
        /// Print this and read another line.
        case ask(String)
        /// The person chose the button at this index of the presented buttons.
        case answer(buttonIndex: Int, textValues: [String])
    }

    let model: TerminalAlertModel
    private(set) var values: [String]
    private var fieldIndex = 0

    init(alert: AlertData, textValues: [String]? = nil) {
        model = TerminalAlertModel(alert: alert, textValues: textValues)
        values = model.textValues
    }

    /// The alert's title and message and the first question, to print when it appears.
    var opening: String {
        var text = "\n" + model.alert.title + "\n"
        if let message = model.alert.message, !message.isEmpty {
            text += message + "\n"
        }
        return text + question
    }

    /// Whether the line asked for now is a secure text field's, not to be shown again.
    var isAskingSecureField: Bool {
        fieldIndex < values.count && model.alert.textFields[fieldIndex].isSecure
    }

    /// The question waiting for a line now.
    var question: String {
        let words = TerminalStrings.table
        if fieldIndex < values.count {
            let field = model.alert.textFields[fieldIndex]
            let name = field.placeholder.isEmpty ? words.format("Text %ld", fieldIndex + 1) : field.placeholder
            if field.isSecure {
                return words.format("%@ (input is not hidden): ", name)
            }
            let current = values[fieldIndex].isEmpty ? "" : " [\(values[fieldIndex])]"
            return "\(name)\(current): "
        }
        var text = ""
        for position in model.order.indices {
            let button = model.button(at: position)
            var notes: [String] = []
            if button.type == .destructive { notes.append(words["destructive"]) }
            if position == model.defaultPosition, model.order.count > 1 { notes.append(words["default"]) }
            let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
            text += "  \(position + 1)) \(button.title)\(suffix)\n"
        }
        if model.order.count == 1 {
            return text + words.format("Press Enter for %@: ", model.button(at: 0).title)
        }
        let choices = model.yesNoPositions == nil ? "1-\(model.order.count)" : words.format("%@ or y/n", "1-\(model.order.count)")
        return text + words.format("Choose %1$@ [%2$ld]: ", choices, model.defaultPosition + 1)
    }

    /// Takes one line the person typed; its control characters are made visible before it is
    /// kept or shown.
    mutating func submit(_ typed: String) -> Result {
        let line = typed.sanitizedForTerminal()
        if fieldIndex < values.count {
            let isCut = line.count > LineEditor.maximumLength
            if !line.isEmpty { values[fieldIndex] = String(line.prefix(LineEditor.maximumLength)) }
            fieldIndex += 1
            return .ask((isCut ? TerminalStrings.table.format("The text was cut at %ld characters.", LineEditor.maximumLength) + "\n" : "") + question)
        }
        guard let position = position(answering: line.trimmingCharacters(in: .whitespaces)) else {
            let shown = line.count > 40 ? String(line.prefix(40)) + "…" : line
            let words = TerminalStrings.table
            let range = model.order.count == 1 ? "1" : words.format("a number from 1 to %ld", model.order.count)
            return .ask(words.format("“%1$@” is not one of the choices: type %2$@, or a button's title.", shown, range) + "\n" + question)
        }
        return .answer(buttonIndex: model.order[position], textValues: values)
    }

    /// The position, in the order shown, of the button a line names.
    private func position(answering answer: String) -> Int? {
        if answer.isEmpty { return model.defaultPosition }
        if let number = Int(answer), (1...model.order.count).contains(number) { return number - 1 }
        if let index = model.order.indices.first(where: { model.button(at: $0).title.lowercased() == answer.lowercased() }) {
            return index
        }
        if let yesNo = model.yesNoPositions {
            switch answer.lowercased() {
            case "y": return yesNo.yes
            case "n": return yesNo.no
            default: break
            }
        }
        return nil
    }
}
