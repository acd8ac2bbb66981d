import Alerts

extension TerminalSheet {
    /// A button of a terminal sheet.
    public struct Button: Sendable {
        /// The title shown.
        public var title: String
        /// Its role: the default one is bold, a destructive one red, a cancel one first.
        public var type: AlertButtonType
        /// What choosing it does, given the text fields' values; `nil` dismisses the sheet.
        let action: (@MainActor @Sendable (_ textValues: [String]) async -> Step)?

        /// A button whose action decides, from the text fields' values, whether the sheet
        /// finishes and with what. The panel ignores its keys while the action runs; alerts it
        /// shows appear over the panel.
        public init(title: String, type: AlertButtonType = .default, action: @escaping @MainActor @Sendable (_ textValues: [String]) async -> Step) {
            self.title = title
            self.type = type
            self.action = action
        }

        /// A cancel button: choosing it, like Esc, ends the sheet ``/Alerts/SheetOutcome/dismissed``.
        /// Without a title it is the system's "Cancel" in the app's language.
        public static func cancel(_ title: String? = nil) -> Button {
            Button(title: title ?? AlertButton.cancel().title, type: .cancel, action: nil)
        }

        private init(title: String, type: AlertButtonType, action: (@MainActor @Sendable ([String]) async -> Step)?) {
            self.title = title
            self.type = type
            self.action = action
        }
    }

    /// What a button's action asks for.
    public enum Step: Sendable {
        /// Finish the sheet: its requests end ``/Alerts/SheetOutcome/finished(_:)`` with the value.
        case finish(Value)
        /// Keep the sheet up, with what its fields hold.
        case stay
    }
}
