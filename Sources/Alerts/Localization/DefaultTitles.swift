import Foundation

/// The titles the package gives buttons and alerts it makes itself, in the app's language.
enum DefaultTitles {
    /// The module's resource bundle, when it is there.
    static let bundle = ResourceBundle.named("swift-alerts_Alerts") { .module }

    /// The table of the process's languages, read once.
    private static let processTable = LocalizedStringTable(bundle: bundle, preferences: PreferredLanguages.process)

    /// The table of the languages in effect.
    static var table: LocalizedStringTable {
        guard let override = PreferredLanguages.override else { return processTable }
        return LocalizedStringTable(bundle: bundle, preferences: override)
    }

    /// "OK", as the platform words it.
    static var ok: String { table["OK"] }
    /// "Cancel", as the platform words it.
    static var cancel: String { table["Cancel"] }
    /// "Error", the title of an error alert whose error gives none.
    static var error: String { table["Error"] }
}
