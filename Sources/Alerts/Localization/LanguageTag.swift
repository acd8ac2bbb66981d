/// A language as a preference or a localization names it, read from a BCP 47 tag (`zh-Hant-TW`),
/// an Apple localization (`pt_BR`, `zh-hans`) or a POSIX locale (`de_DE.UTF-8@euro`).
package struct LanguageTag: Hashable, Sendable {
    /// The language, lowercased: `de`, `zh`.
    package let language: String
    /// The script, capitalized, when named or implied: `Hans`, `Hant`.
    package let script: String?
    /// The region, uppercased: `DE`, `BR`, `419`.
    package let region: String?

    /// Reads a tag; `nil` for an empty one and for the `C` and `POSIX` locales, which name no
    /// language.
    package init?(_ text: String) {
        // A POSIX locale's codeset and modifier (".UTF-8", "@euro") say nothing of the language.
        let core = text.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        language = first.lowercased()
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, script == nil, region == nil, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil,
                (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                    || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber }))
            {
                region = part.uppercased()
            }
        }
        // Chinese is written in one of two scripts; a region alone implies which.
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        self.script = script
        self.region = region
    }

    /// The localization among `available` that serves the first of `preferences` that any of
    /// them serves, or `nil` when none does.
    ///
    /// For each preference, in order: the same language, script and region; the same language
    /// and script (`zh-Hant-HK` takes `zh-Hant`); the same language and region; the language
    /// alone (`de-AT` takes `de`); then any localization of the language (`pt-PT` takes
    /// `pt-BR`). A script never crosses over: `zh-Hant` never takes `zh-Hans`.
    package static func bestLocalization(for preferences: [String], among available: [String]) -> String? {
        let localizations = available.compactMap { name in LanguageTag(name).map { (name, $0) } }
        for preference in preferences {
            guard let wanted = LanguageTag(preference) else { continue }
            let sameLanguage = localizations.filter { $0.1.language == wanted.language && ($0.1.script == nil || $0.1.script == wanted.script) }
            let ranked: [(LanguageTag) -> Bool] = [
                { $0.script == wanted.script && $0.region == wanted.region },
                { $0.script == wanted.script && $0.region == nil },
                { $0.region == wanted.region && $0.region != nil },
                { $0.script == nil && $0.region == nil },
                { _ in true },
            ]
            for matches in ranked {
                if let found = sameLanguage.first(where: { matches($0.1) }) { return found.0 }
            }
        }
        return nil
    }
}
