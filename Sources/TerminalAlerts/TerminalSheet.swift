import Alerts

/// What a sheet shows on a terminal: a message, text fields and buttons, in a bordered panel
/// over the screen that ``TerminalAlertRenderer`` draws and answers keys for.
///
/// A button's action gets what the fields hold and tells what happens next: finish the sheet
/// with a value, or keep it up (after showing an alert, for example: the alert shows over the
/// panel, and the panel takes keys again once it has gone). A ``Button/cancel(_:)`` button, like
/// Esc, ends the request ``/Alerts/SheetOutcome/dismissed``.
///
/// ```swift
/// let rename = TerminalSheet<String>(
///     message: "Type the new name.",
///     textFields: [AlertTextField(placeholder: "Name", text: file.name)],
///     buttons: [
///         .cancel(),
///         TerminalSheet.Button(title: "Rename") { values in
///             let name = values[0]
///             guard !name.isEmpty else {
///                 await center.present(title: "A file needs a name")
///                 return .stay
///             }
///             return .finish(name)
///         },
///     ]
/// )
/// if let name = await center.presentSheet(SheetData(title: "Rename"), terminal: rename).value { … }
/// ```
///
/// A sheet without buttons gets a Cancel button, so it can always be left.
public struct TerminalSheet<Value: Sendable>: Sendable {
    /// Text under the title, wrapped to the panel's width; line breaks are kept.
    public var message: String?
    /// The text fields, in order; their values go to the buttons' actions.
    public var textFields: [AlertTextField]
    /// The buttons, in the order given; the cancel one is shown first.
    public var buttons: [Button]

    /// Creates a sheet's content.
    public init(message: String? = nil, textFields: [AlertTextField] = [], buttons: [Button]) {
        self.message = message
        self.textFields = textFields
        self.buttons = buttons
    }
}

extension TerminalSheet: TerminalSheetContent {
    var buttonFaces: [AlertButton] {
        let faces = buttons.map { AlertButton(title: $0.title, type: $0.type) }
        return faces.isEmpty ? [AlertButton(title: AlertButton.cancel().title, type: .cancel)] : faces
    }

    func dismisses(buttonAt index: Int) -> Bool {
        !buttons.indices.contains(index) || buttons[index].action == nil
    }

    func run(buttonAt index: Int, textValues: [String]) async -> TerminalSheetResult {
        guard buttons.indices.contains(index), let action = buttons[index].action else { return .dismiss }
        switch await action(textValues) {
        case .finish(let value): return .finish(value)
        case .stay: return .stay
        }
    }
}
