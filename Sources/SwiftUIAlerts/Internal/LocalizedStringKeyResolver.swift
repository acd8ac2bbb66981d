import Foundation
import SwiftUI

/// Turns a `LocalizedStringKey` into the `String` an ``/Alerts/AlertData`` or
/// ``/Alerts/ToastData`` holds, when `showAlert`, `showToast` or `withLoading` is called.
///
/// SwiftUI has no public way to read a key, so this reads it with `Mirror`, the way SwiftUI
/// stores it: the key's text (`key`, with a format specifier such as `%@` or `%lld` for each
/// interpolated value), `hasFormatting`, and `arguments`, each a `FormatArgument` whose
/// `storage` is `.value(CVarArg, Formatter?)`. It then:
///
/// 1. looks the text up with `bundle.localizedString(forKey:value:table:)` in `tableName`
///    (`Localizable` when `nil`) of `bundle` (the main bundle when `nil`), falling back to the
///    text itself when the table has no entry, as `Text` does; in the bundle's localization
///    for the view's `\.locale` when a view above set one other than the current locale;
/// 2. if the key was interpolated, formats the arguments into what it found with
///    `String(format:locale:arguments:)` in that locale, each through its formatter when it
///    has one.
///
/// Limits:
/// - Only plain interpolated values are formatted: strings, numbers and values with a
///   `formatter:`. A `Text`, an `AttributedString` or a `FormatStyle` interpolated into the key
///   is stored differently and comes out as its description; format such values into a
///   `String` first and pass that (the `String` overloads show text as written).
/// - Resolution happens once, at the call: the title does not follow a later change of
///   locale.
/// - A translation that asks for more values than the key interpolates (a `%@` too many) is
///   not used: the key's own text is formatted instead. One that asks for a value of another
///   type (`%d` for an interpolated string) is the translator's error, as it is for `Text`.
/// - If a future SwiftUI stores keys differently, the key's text is not found and the
///   result is the key's description, never a crash.
/// - Xcode extracts literals passed as `LocalizedStringKey` into `Localizable`; a string
///   meant for another table must be added to that table by hand.
enum LocalizedStringKeyResolver {
    /// The localized, formatted text of `key`, in `locale` (the view's `\.locale`; the
    /// current locale when `nil`).
    static func string(for key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil) -> String {
        guard let stored = StoredKey(key) else { return String(describing: key) }
        let source = bundle ?? .main
        let table = localization(of: source, for: locale) ?? source
        let format = table.localizedString(forKey: stored.text, value: stored.text, table: tableName)
        guard stored.hasFormatting else { return format }
        // A translation that asks for more values than the key has would read past them.
        let checked = specifierCount(format) <= stored.arguments.count ? format : stored.text
        return String(format: checked, locale: locale ?? .current, arguments: stored.arguments)
    }

    /// The localization of `bundle` that suits `locale` best, as a bundle of its own; `nil`
    /// when `locale` is the current locale (the bundle picks for the person's languages, as
    /// `Text` does) or the bundle has no localization folder for it.
    static func localization(of bundle: Bundle, for locale: Locale?) -> Bundle? {
        guard let locale, locale.identifier != Locale.current.identifier else { return nil }
        // The locale's own folder, then its language's ("de" for "de_CH"), then the one the
        // bundle prefers for it.
        let language = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
        let preferred = Bundle.preferredLocalizations(from: bundle.localizations, forPreferences: [locale.identifier])
        for name in [locale.identifier] + [language].compactMap(\.self) + preferred {
            if let path = bundle.path(forResource: name, ofType: "lproj") { return Bundle(path: path) }
        }
        return nil
    }

    /// How many values `format` asks for: its `%` conversions, not counting `%%`.
    static func specifierCount(_ format: String) -> Int {
        var count = 0
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            if characters.next() != "%" { count += 1 }
        }
        return count
    }

    /// A key's stored properties, read by label.
    private struct StoredKey {
        let text: String
        let hasFormatting: Bool
        let arguments: [CVarArg]

        init?(_ key: LocalizedStringKey) {
            var text: String?
            var hasFormatting: Bool?
            var arguments: [CVarArg] = []
            for child in Mirror(reflecting: key).children {
                switch child.label {
                case "key": text = child.value as? String
                case "hasFormatting": hasFormatting = child.value as? Bool
                case "arguments": arguments = Mirror(reflecting: child.value).children.map { Self.argument($0.value) }
                default: break
                }
            }
            guard let text else { return nil }
            self.text = text
            self.hasFormatting = hasFormatting ?? !arguments.isEmpty
            self.arguments = arguments
        }

        /// One `FormatArgument`: `storage: .value(CVarArg, Formatter?)`, or the value and the
        /// formatter directly, as older SwiftUI stores them.
        private static func argument(_ argument: Any) -> CVarArg {
            var payload: Any = argument
            if let storage = Mirror(reflecting: argument).children.first(where: { $0.label == "storage" }) {
                guard let enumCase = Mirror(reflecting: storage.value).children.first else { return String(describing: storage.value) }
                guard enumCase.label == "value" else { return Self.description(of: enumCase.value) }
                payload = enumCase.value
            }
            let parts = Array(Mirror(reflecting: payload).children.map(\.value))
            guard let value = parts.first as? CVarArg else { return Self.description(of: payload) }
            if parts.count > 1, let formatter = parts[1] as? Formatter, let formatted = formatter.string(for: value) {
                return formatted
            }
            return value
        }

        /// The description of a payload's first element (or of the payload).
        private static func description(of payload: Any) -> String {
            String(describing: Mirror(reflecting: payload).children.first?.value ?? payload)
        }
    }
}
