import Alerts
import Foundation

/// The terminal's own words (hints, notes, line mode's questions) in the app's language, from
/// this module's `Localizable.strings`. Button titles are the alert's own.
enum TerminalStrings {
    /// The module's resource bundle, when it is there.
    static let bundle = ResourceBundle.named("swift-alerts_TerminalAlerts") { .module }

    /// The table of the process's languages, read once.
    private static let processTable = LocalizedStringTable(bundle: bundle, preferences: PreferredLanguages.process)

    /// The table of the languages in effect.
    static var table: LocalizedStringTable {
        guard let override = PreferredLanguages.override else { return processTable }
        return LocalizedStringTable(bundle: bundle, preferences: override)
    }

    /// The titles of buttons that answer yes and of those that answer no, in every language
    /// of the table (English too when the bundle is missing), in the form
    /// ``answerWord(_:)`` gives; read once. No word is in both.
    static let yesNoTitles: (yes: Set<String>, no: Set<String>) = {
        var yes: Set = [answerWord("Yes")]
        var no: Set = [answerWord("No")]
        for localization in bundle?.localizations ?? [] {
            guard let bundle, let entries = LocalizedStringTable.entries(of: bundle, localization: localization) else { continue }
            if let word = entries["Yes"] { yes.insert(answerWord(word)) }
            if let word = entries["No"] { no.insert(answerWord(word)) }
        }
        return (yes, no.subtracting(yes))
    }()

    /// A button title as it is compared with the words for yes and no: without the spaces
    /// around it, in lower case.
    static func answerWord(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
