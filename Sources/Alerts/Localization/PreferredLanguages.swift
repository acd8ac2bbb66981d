import Foundation

/// The languages the app runs in, most preferred first, as the package's own words
/// ("OK", "Cancel", the terminal's hints) follow them.
///
/// On Apple platforms they are the app's: the localization the app runs in, then the person's
/// preferred languages, as Foundation reports them. Elsewhere Foundation does not read the
/// environment (`Locale.preferredLanguages` stays `["en-001"]` under `LANG=de_DE.UTF-8`), so the
/// POSIX variables come first, as command-line tools read them: every entry of `LANGUAGE` (a
/// colon-separated list), then the locale of `LC_ALL`, `LC_MESSAGES` or `LANG`, whichever is set
/// first. Unlike GNU gettext, `LANGUAGE` counts even when the locale is `C`, so that
/// `LANGUAGE=de` alone is enough.
package enum PreferredLanguages {
    /// Languages that replace the process's for the current task and the tasks it creates.
    @TaskLocal package static var override: [String]?

    /// The languages in effect: ``override``, or the process's.
    package static var current: [String] { override ?? process }

    /// The process's languages, read once.
    package static let process: [String] = {
        #if canImport(Darwin)
        // A framework shows the language the app runs in, which the app's own localizations
        // decide; a program without localizations has only the person's preferences.
        let app = Bundle.main.localizations.isEmpty ? [] : Bundle.main.preferredLocalizations
        return resolve(environment: [:], foundation: app + Locale.preferredLanguages)
        #else
        return resolve(environment: ProcessInfo.processInfo.environment, foundation: Locale.preferredLanguages)
        #endif
    }()

    /// The POSIX languages of `environment`, then `foundation`'s.
    package static func resolve(environment: [String: String], foundation: [String]) -> [String] {
        posix(environment: environment) + foundation
    }

    /// The languages the POSIX variables of `environment` name: `LANGUAGE`'s entries, then the
    /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, unless it is the `C` or `POSIX`
    /// locale, which names no language.
    package static func posix(environment: [String: String]) -> [String] {
        var languages = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            languages.append(locale)
        }
        return languages.filter { LanguageTag($0) != nil }
    }
}
