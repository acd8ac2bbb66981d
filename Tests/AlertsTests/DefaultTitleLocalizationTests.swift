import AlertsTesting
import Foundation
import Testing

@testable import Alerts

/// The words the package shows itself follow the app's languages, forced here through
/// `PreferredLanguages.override` so that no test depends on the environment it runs in.
@MainActor
@Suite struct DefaultTitleLocalizationTests {
    private func inLanguages<T>(_ languages: [String], _ body: () throws -> T) rethrows -> T {
        try PreferredLanguages.$override.withValue(languages, operation: body)
    }

    @Test func germanCancelsWithAbbrechenAndKeepsOK() {
        inLanguages(["de"]) {
            #expect(AlertButton.cancel().title == "Abbrechen")
            #expect(AlertButton.ok().title == "OK")
            #expect(AlertData(title: "Gespeichert").presentedButtons.map(\.title) == ["OK"])
        }
    }

    @Test func japaneseCancelsWithキャンセル() {
        inLanguages(["ja-JP"]) {
            #expect(AlertButton.cancel().title == "キャンセル")
            #expect(AlertData(title: "保存しました").presentedButtons.map(\.title) == ["OK"])
        }
    }

    @Test func theImplicitButtonIsTranslatedWhereThePlatformTranslatesOK() {
        #expect(inLanguages(["ko"]) { AlertData(title: "t").presentedButtons.map(\.title) } == ["확인"])
        #expect(inLanguages(["es-MX"]) { AlertData(title: "t").presentedButtons.map(\.title) } == ["Aceptar"])
        #expect(inLanguages(["zh-Hans-CN"]) { AlertButton.ok().title } == "好")
        #expect(inLanguages(["tr"]) { AlertButton.cancel().title } == "Vazgeç")
    }

    /// A center takes the language in effect when it is made for the "OK" of alerts given no
    /// buttons: what a renderer shows and the answer's title agree, whatever task answers.
    @Test func theImplicitButtonOfACenterIsInTheLanguageItWasMadeIn() throws {
        let center = inLanguages(["ko"]) { AlertCenter() }
        let host = center.attachHost(settling: .immediate)
        let handle = inLanguages(["en"]) { center.show(title: "저장됨") }
        #expect(handle.alert.buttons.isEmpty, "the alert is kept as requested")
        let presentation = try #require(host.presentation)
        #expect(presentation.buttons.map(\.title) == ["확인"])
        #expect(presentation.alert.buttons.isEmpty)
        #expect(!host.answer(presentation.id, buttonIndex: 1), "past the one implicit button")
        #expect(inLanguages(["de"]) { host.answer(presentation.id, buttonIndex: 0) })
        #expect(handle.outcome?.answer?.title == "확인")
        #expect(handle.outcome?.answer?.type == .default)
        let english = AlertCenter()
        let englishHost = english.attachHost(settling: .immediate)
        english.show(title: "Saved")
        #expect(englishHost.presentation?.buttons.map(\.title) == ["OK"])
        host.detach()
        englishHost.detach()
    }

    @Test func anUnsupportedLanguageFallsBackToEnglish() {
        inLanguages(["eo", "tlh"]) {
            #expect(AlertButton.cancel().title == "Cancel")
            #expect(AlertData(title: "t").presentedButtons.map(\.title) == ["OK"])
        }
        #expect(inLanguages([]) { AlertButton.cancel().title } == "Cancel")
    }

    @Test func theFirstSupportedPreferenceWins() {
        #expect(inLanguages(["eo", "fr-CA", "de"]) { AlertButton.cancel().title } == "Annuler")
    }

    @Test func chineseFollowsItsScriptAndPortugueseFindsBrazil() {
        #expect(inLanguages(["zh-TW"]) { AlertButton.cancel().title } == "取消")
        #expect(inLanguages(["zh_TW"]) { DefaultTitles.table.localization?.lowercased() } == "zh-hant")
        #expect(inLanguages(["zh-HK"]) { DefaultTitles.table.localization?.lowercased() } == "zh-hant")
        #expect(inLanguages(["zh"]) { DefaultTitles.table.localization?.lowercased() } == "zh-hans")
        #expect(inLanguages(["pt-PT"]) { DefaultTitles.table.localization?.lowercased() } == "pt-br")
        #expect(inLanguages(["pt-PT"]) { AlertButton.cancel().title } == "Cancelar")
    }

    @Test func anErrorWithoutATitleIsTitledErrorInTheAppsLanguage() {
        struct PlainError: Error {}
        #expect(inLanguages(["de"]) { AlertData(error: PlainError()).title } == "Fehler")
        #expect(inLanguages(["ja"]) { AlertData(error: PlainError()).title } == "エラー")
        #expect(inLanguages(["eo"]) { AlertData(error: PlainError()).title } == "Error")
        #expect(inLanguages(["de"]) { AlertData(error: PlainError(), title: "Sync failed").title } == "Sync failed")
    }

    @Test func anExplicitTitleIsNeverTranslated() {
        inLanguages(["de"]) {
            #expect(AlertButton.cancel("Cancel").title == "Cancel")
            #expect(AlertButton.ok("Open").title == "Open")
        }
    }

    @Test func theTitleIsTakenWhenTheButtonIsMade() {
        let german = inLanguages(["de"]) { AlertButton.cancel() }
        inLanguages(["ja"]) {
            #expect(german.title == "Abbrechen")
        }
    }

    @Test func aRequestGivenNoButtonsIsAnsweredWithTheTranslatedOK() async throws {
        try await PreferredLanguages.$override.withValue(["de"]) {
            let tester = AlertTester()
            let handle = tester.center.show(AlertData(title: "Gespeichert"))
            #expect(tester.visible?.buttonTitles == ["OK"])
            try tester.tap("OK")
            #expect(await handle.value.answer?.title == "OK")
        }
        try await PreferredLanguages.$override.withValue(["ru"]) {
            let tester = AlertTester()
            let handle = tester.center.show(AlertData(title: "Сохранено"))
            try tester.tap("ОК")
            #expect(await handle.value.answer?.title == "ОК")
        }
    }

    @Test func languageDeInTheEnvironmentWinsOverFoundationsEnglish() {
        // What Foundation on Linux reports whatever the environment says.
        let languages = PreferredLanguages.resolve(environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"], foundation: ["en-001"])
        let table = LocalizedStringTable(bundle: DefaultTitles.bundle, preferences: languages)
        #expect(table["Cancel"] == "Abbrechen")
        #expect(table["OK"] == "OK")
        let japanese = LocalizedStringTable(
            bundle: DefaultTitles.bundle, preferences: PreferredLanguages.resolve(environment: ["LANGUAGE": "ja"], foundation: ["en-001"]))
        #expect(japanese["Cancel"] == "キャンセル")
    }

    @Test func theModulesResourceBundleIsFound() throws {
        let bundle = try #require(DefaultTitles.bundle)
        #expect(Set(bundle.localizations.map { $0.lowercased() }).isSuperset(of: Self.requiredLanguages.map { $0.lowercased() }))
    }

    /// The table in the article "Localizing Your Alerts" shows what the package ships.
    @Test func theArticlesTableMatchesTheStringsFiles() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Alerts/Alerts.docc/LocalizingYourAlerts.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let languages = [
            "English": "en", "German": "de", "Japanese": "ja", "French": "fr", "Spanish": "es", "Italian": "it",
            "Portuguese (Brazil)": "pt-BR", "Chinese, Simplified": "zh-Hans", "Chinese, Traditional": "zh-Hant",
            "Korean": "ko", "Russian": "ru", "Arabic": "ar", "Dutch": "nl", "Swedish": "sv", "Turkish": "tr", "Polish": "pl",
        ]
        var rows = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, let language = languages[cells[0]] else { continue }
            let table = LocalizedStringTable(bundle: DefaultTitles.bundle, preferences: [language])
            #expect(cells[1...] == [table["OK"], table["Cancel"], table["Error"], table["Close"]], "\(cells[0])")
            rows += 1
        }
        #expect(rows == languages.count)
    }

    /// The languages the package ships its words in, at the least.
    static let requiredLanguages = ["en", "de", "ja", "fr", "es", "it", "pt-BR", "zh-Hans", "zh-Hant", "ko", "ru", "ar", "nl", "sv", "tr", "pl"]
}

/// How the POSIX variables name languages, read from a given environment.
@Suite struct PreferredLanguagesTests {
    @Test func languageListsComeFirstThenTheLocale() {
        let environment = ["LANGUAGE": "ja:de", "LANG": "fr_FR.UTF-8"]
        #expect(PreferredLanguages.posix(environment: environment) == ["ja", "de", "fr_FR.UTF-8"])
    }

    @Test func theFirstSetOfLCALLLCMESSAGESAndLANGIsTheLocale() {
        #expect(PreferredLanguages.posix(environment: ["LC_ALL": "de_DE", "LC_MESSAGES": "ja_JP", "LANG": "fr_FR"]) == ["de_DE"])
        #expect(PreferredLanguages.posix(environment: ["LC_ALL": "", "LC_MESSAGES": "ja_JP", "LANG": "fr_FR"]) == ["ja_JP"])
        #expect(PreferredLanguages.posix(environment: ["LANG": "fr_FR"]) == ["fr_FR"])
    }

    @Test func theCLocaleNamesNoLanguageAndDoesNotFallThrough() {
        #expect(PreferredLanguages.posix(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]) == [])
        #expect(PreferredLanguages.posix(environment: ["LANG": "C.UTF-8"]) == [])
        #expect(PreferredLanguages.posix(environment: ["LANG": "POSIX"]) == [])
        #expect(PreferredLanguages.posix(environment: [:]) == [])
    }

    @Test func languageCountsEvenUnderTheCLocale() {
        #expect(PreferredLanguages.posix(environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"]) == ["de"])
    }

    @Test func emptyAndMalformedEntriesAreSkipped() {
        #expect(PreferredLanguages.posix(environment: ["LANGUAGE": "::de::\u{1B}[31m:x:ja"]) == ["de", "ja"])
    }

    @Test func foundationsLanguagesComeAfterThePOSIXOnes() {
        let languages = PreferredLanguages.resolve(environment: ["LANGUAGE": "de"], foundation: ["en-001"])
        #expect(languages == ["de", "en-001"])
        #expect(LanguageTag.bestLocalization(for: languages, among: ["en", "de"]) == "de")
        #expect(LanguageTag.bestLocalization(for: PreferredLanguages.resolve(environment: [:], foundation: ["en-001"]), among: ["de", "en"]) == "en")
    }
}

/// Reading language tags and matching them to localizations.
@Suite struct LanguageTagTests {
    @Test func readsTagsLocalesAndLocalizationNames() throws {
        let posix = try #require(LanguageTag("de_DE.UTF-8@euro"))
        #expect(posix.language == "de" && posix.script == nil && posix.region == "DE")
        let chinese = try #require(LanguageTag("zh-hant"))
        #expect(chinese.language == "zh" && chinese.script == "Hant")
        let latinAmerica = try #require(LanguageTag("es-419"))
        #expect(latinAmerica.region == "419")
        #expect(LanguageTag("C") == nil)
        #expect(LanguageTag("") == nil)
        #expect(LanguageTag("1234") == nil)
    }

    @Test func matchesFromTheMostToTheLeastSpecific() {
        let available = ["en", "de", "pt-BR", "zh-hans", "zh-hant", "fr"]
        #expect(LanguageTag.bestLocalization(for: ["de-AT"], among: available) == "de")
        #expect(LanguageTag.bestLocalization(for: ["pt"], among: available) == "pt-BR")
        #expect(LanguageTag.bestLocalization(for: ["zh-Hant-HK"], among: available) == "zh-hant")
        #expect(LanguageTag.bestLocalization(for: ["zh-SG"], among: available) == "zh-hans")
        #expect(LanguageTag.bestLocalization(for: ["zh-Hant"], among: ["en", "zh-hans"]) == nil, "a script never crosses over")
        #expect(LanguageTag.bestLocalization(for: ["fr-CA"], among: ["fr", "fr-CA"]) == "fr-CA")
        #expect(LanguageTag.bestLocalization(for: ["xx", "yy"], among: available) == nil)
    }
}
