import Alerts
import Foundation

/// The demo's own words in the language the environment names (`LANGUAGE`, `LC_ALL`,
/// `LC_MESSAGES`, `LANG`), from the demo's `Localizable.strings`; English where it has none.
enum DemoStrings {
    private static let bundle = ResourceBundle.named("swift-alerts_alerts-demo") { .module }

    /// The table of the process's languages, read once.
    private static let processTable = LocalizedStringTable(bundle: bundle, preferences: PreferredLanguages.process)

    /// The table of the languages in effect (`PreferredLanguages.override` in tests).
    private static var table: LocalizedStringTable {
        guard let override = PreferredLanguages.override else { return processTable }
        return LocalizedStringTable(bundle: bundle, preferences: override)
    }

    /// The word for an English text.
    static subscript(_ english: String) -> String { table[english] }

    /// The word for an English format, with `arguments` put in.
    static func format(_ english: String, _ arguments: any CVarArg...) -> String {
        table.format(english, arguments: arguments)
    }
}
