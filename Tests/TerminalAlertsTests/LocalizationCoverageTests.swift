import Foundation
import Testing

@testable import Alerts
@testable import TerminalAlerts

/// Every language of every table the package ships has each English key, no other key, no
/// empty word, and the same format arguments as the English text, so that no word is missing
/// or stray and no translation can make `String(format:)` read an argument that is not there.
@Suite struct LocalizationCoverageTests {
    /// The languages the package's own words come in, at the least.
    static let requiredLanguages: Set = ["en", "de", "ja", "fr", "es", "it", "pt-br", "zh-hans", "zh-hant", "ko", "ru", "ar", "nl", "sv", "tr", "pl"]

    @Test func theButtonTitlesCoverEveryLanguage() throws {
        try expectComplete(try #require(DefaultTitles.bundle), required: Self.requiredLanguages)
    }

    @Test func theTerminalsWordsCoverEveryLanguage() throws {
        try expectComplete(try #require(TerminalStrings.bundle), required: Self.requiredLanguages)
    }

    @Test func theDemosWordsAreCompleteInEachOfItsLanguages() throws {
        let directory = URL(fileURLWithPath: try DemoExecutable.path()).resolvingSymlinksInPath().deletingLastPathComponent()
        let bundle = try #require(
            ["resources", "bundle"].lazy.compactMap {
                Bundle(url: directory.appendingPathComponent("swift-alerts_alerts-demo.\($0)"))
            }.first)
        try expectComplete(bundle, required: ["en", "de", "ja"])
    }

    @Test func formatArgumentsAreReadPositionByPosition() {
        #expect(Self.formatArguments(in: "Choose %1$@ [%2$ld]: ") == ["1@", "2ld"])
        #expect(Self.formatArguments(in: "[%2$ld] %1$@ から選択") == ["1@", "2ld"])
        #expect(Self.formatArguments(in: "%ld more waiting, 100%% sure, %@") == ["1ld", "2@"])
        #expect(Self.formatArguments(in: "no arguments") == [])
    }

    private func expectComplete(_ bundle: Bundle, required: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let localizations = bundle.localizations.filter { $0 != "Base" }
        #expect(Set(localizations.map { $0.lowercased() }).isSuperset(of: required), "languages: \(localizations.sorted())", sourceLocation: sourceLocation)
        let englishName = try #require(localizations.first { $0.lowercased() == "en" }, sourceLocation: sourceLocation)
        let english = try #require(LocalizedStringTable.entries(of: bundle, localization: englishName), sourceLocation: sourceLocation)
        #expect(!english.isEmpty, sourceLocation: sourceLocation)
        for (key, value) in english {
            #expect(key == value, "English words are their own keys: “\(key)” = “\(value)”", sourceLocation: sourceLocation)
        }
        for localization in localizations {
            let entries = try #require(
                LocalizedStringTable.entries(of: bundle, localization: localization), "\(localization) has no readable Localizable.strings",
                sourceLocation: sourceLocation)
            let missing = Set(english.keys).subtracting(entries.keys)
            let stray = Set(entries.keys).subtracting(english.keys)
            #expect(missing.isEmpty, "\(localization) lacks \(missing.sorted())", sourceLocation: sourceLocation)
            #expect(stray.isEmpty, "\(localization) has stray keys \(stray.sorted())", sourceLocation: sourceLocation)
            for (key, value) in entries {
                #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(localization): “\(key)” is empty", sourceLocation: sourceLocation)
                #expect(
                    Self.formatArguments(in: value) == Self.formatArguments(in: key),
                    "\(localization): “\(value)” takes other arguments than “\(key)”", sourceLocation: sourceLocation)
            }
        }
    }

    /// The arguments a format string reads, as position and length-and-conversion ("1@",
    /// "2ld"), sorted by position; `%%` reads none.
    static func formatArguments(in format: String) -> [String] {
        var arguments: [String] = []
        var next = 1
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                characters = characters.dropFirst()
                continue
            }
            var position = next
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let explicit = Int(digits) {
                position = explicit
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let flagsAndWidth = characters.prefix { "-+ #0123456789.".contains($0) }
            characters = characters.dropFirst(flagsAndWidth.count)
            let length = characters.prefix { "hlqLzjt".contains($0) }
            characters = characters.dropFirst(length.count)
            let conversion = characters.first.map(String.init) ?? ""
            characters = characters.dropFirst()
            arguments.append("\(position)\(length)\(conversion)")
        }
        return arguments.sorted()
    }
}
