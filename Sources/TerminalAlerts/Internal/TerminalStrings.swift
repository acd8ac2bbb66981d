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
}
