import Foundation

/// The titles the package gives buttons and alerts it makes itself, in the app's language;
/// renderers take the words of their own controls from here too.
package enum DefaultTitles {
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
    static var ok: String { word("OK", inProcess: processOK) }
    /// "Cancel", as the platform words it.
    package static var cancel: String { word("Cancel", inProcess: processCancel) }
    /// "Close", the name of a control that closes what it is on, as the platform words it.
    package static var close: String { word("Close", inProcess: processClose) }
    /// "Error", the title of an error alert whose error gives none.
    static var error: String { word("Error", inProcess: processError) }

    // The process's words, looked up once: the implicit "OK" is read on every answer.
    static let processOK = processTable["OK"]
    private static let processCancel = processTable["Cancel"]
    private static let processError = processTable["Error"]
    private static let processClose = processTable["Close"]

    /// The word for `key` in the languages in effect: the process's, looked up once, unless
    /// a test overrides them.
    private static func word(_ key: String, inProcess: String) -> String {
        guard let override = PreferredLanguages.override else { return inProcess }
        return LocalizedStringTable(bundle: bundle, preferences: override)[key]
    }
}
