import Foundation

/// The words of one module's `Localizable.strings` in one language.
///
/// A key is the English text itself, so a key the language lacks, or a missing resource
/// bundle, shows English rather than a key name.
///
/// ```swift
/// let table = LocalizedStringTable(bundle: .module, preferences: ["ja"])
/// table["Cancel"]                      // "キャンセル"
/// table.format("%ld more waiting", 3)  // "待機中 3 件"
/// ```
package struct LocalizedStringTable: Sendable {
    /// The localization the words come from (`de`, `zh-hans`), or `nil` when they are English
    /// because no localization serves the preferences.
    package let localization: String?
    private let entries: [String: String]

    /// The table of `bundle` that best serves `preferences` (see
    /// ``LanguageTag/bestLocalization(for:among:)``); with no bundle, or none that serves them,
    /// the words are the keys.
    package init(bundle: Bundle?, preferences: [String]) {
        guard let bundle,
            let localization = LanguageTag.bestLocalization(for: preferences, among: bundle.localizations)
        else {
            self.localization = nil
            entries = [:]
            return
        }
        self.localization = localization
        entries = Self.entries(of: bundle, localization: localization) ?? [:]
    }

    /// Reads a localization's `Localizable.strings` itself: Foundation on Linux does not pick
    /// a bundle's localization from the preferences above.
    package static func entries(of bundle: Bundle, localization: String) -> [String: String]? {
        guard let url = bundle.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: localization),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }

    /// The word for `key`, or `key` when the table has none.
    package subscript(key: String) -> String {
        entries[key].flatMap { $0.isEmpty ? nil : $0 } ?? key
    }

    /// The word for `key` with `arguments` put in, as `String(format:)` does, with the POSIX
    /// locale so that numbers keep ASCII digits the person can type back.
    package func format(_ key: String, _ arguments: any CVarArg...) -> String {
        format(key, arguments: arguments)
    }

    /// The word for `key` with `arguments` put in; see ``format(_:_:)``.
    package func format(_ key: String, arguments: [any CVarArg]) -> String {
        String(format: self[key], arguments: arguments)
    }
}
