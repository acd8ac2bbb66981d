import Alerts
import Testing

@testable import TerminalAlerts

/// Dialogs and line prompts in the app's language, forced through
/// `PreferredLanguages.override`: the terminal's own words are translated, and a box of
/// Japanese text, two columns per character, stays aligned.
@Suite struct LocalizedDialogTests {
    private func inLanguage<T>(_ language: String, _ body: () throws -> T) rethrows -> T {
        try PreferredLanguages.$override.withValue([language], operation: body)
    }

    private func japaneseDeletion(fields: [AlertTextField] = []) -> AlertData {
        AlertData(
            title: "「会議メモ.txt」を削除しますか？",
            message: "この操作は取り消せません。ファイルはゴミ箱に移動されず、すぐに削除されます。",
            buttons: [.destructive("削除"), .cancel()],
            textFields: fields
        )
    }

    private func drawn(_ alert: AlertData, size: TerminalSize, waiting: Int = 0, holding: Bool = false) -> TerminalCanvas {
        let model = TerminalAlertModel(alert: alert)
        var canvas = TerminalCanvas(size: size)
        DialogLayout(model: model, waiting: waiting, available: size, glyphs: .unicode, isHoldingKeys: holding).draw(on: &canvas)
        return canvas
    }

    /// The box's rows, from its top border to its bottom border, whole rows of the canvas.
    private func boxRows(_ canvas: TerminalCanvas) -> [String] {
        let rows = (0..<canvas.size.rows).map { canvas.text(ofRow: $0) }
        guard let top = rows.firstIndex(where: { $0.contains("┌") }),
            let bottom = rows.firstIndex(where: { $0.contains("└") })
        else { return [] }
        return Array(rows[top...bottom])
    }

    /// The column where each row's right border stands, counted in display cells.
    private func rightBorderColumns(_ rows: [String]) -> [Int] {
        rows.map { row in
            let end = row.lastIndex { "┐│┘".contains($0) } ?? row.endIndex
            return row[..<end].displayWidth
        }
    }

    @Test(arguments: [80, 50, 36, 24])
    func aJapaneseBoxKeepsItsBordersInOneColumn(columns: Int) {
        inLanguage("ja") {
            let rows = boxRows(drawn(japaneseDeletion(), size: TerminalSize(columns: columns, rows: 24), waiting: 3, holding: true))
            #expect(rows.count > 4)
            let left = rows.map { row in row.prefix { !"┌│└".contains($0) }.displayWidth }
            #expect(Set(left).count == 1, "left borders at \(left)")
            let right = rightBorderColumns(rows)
            #expect(Set(right).count == 1, "right borders at \(right):\n\(rows.joined(separator: "\n"))")
            #expect(rows.allSatisfy { $0.displayWidth <= columns })
        }
    }

    /// Every language's hints, notes and secure-field label, with right-to-left text and
    /// combining marks among them, in a box as narrow as a terminal allows.
    @Test(arguments: ["en", "de", "ja", "fr", "es", "it", "pt-BR", "zh-Hans", "zh-Hant", "ko", "ru", "ar", "nl", "sv", "tr", "pl"])
    func everyLanguageKeepsTheBoxAligned(language: String) {
        inLanguage(language) {
            let alert = AlertData(
                title: "Delete “会議メモ.txt”?",
                buttons: [.destructive("Delete"), .cancel(), .ok()],
                textFields: [AlertTextField(placeholder: "Password", isSecure: true)]
            )
            for columns in [20, 36, 80] {
                let rows = boxRows(drawn(alert, size: TerminalSize(columns: columns, rows: 30), waiting: Int.max, holding: true))
                #expect(rows.count > 4, "\(language) at \(columns) columns")
                #expect(Set(rightBorderColumns(rows)).count == 1, "\(language) at \(columns) columns:\n\(rows.joined(separator: "\n"))")
                #expect(rows.allSatisfy { $0.displayWidth <= columns })
            }
        }
    }

    /// The border note fits the top border of the narrowest box in every language, so the
    /// count of waiting alerts is never left out for want of room.
    @Test(arguments: ["en", "de", "ja", "fr", "es", "it", "pt-BR", "zh-Hans", "zh-Hant", "ko", "ru", "ar", "nl", "sv", "tr", "pl"])
    func theBorderNoteFitsTheNarrowestBox(language: String) throws {
        try inLanguage(language) {
            let words = TerminalStrings.table
            let note = words["keys held"] + TerminalGlyphs.unicode.separator + words.format("%ld more waiting", 3)
            let rows = boxRows(drawn(AlertData(title: "t"), size: TerminalSize(columns: 80, rows: 24), waiting: 3, holding: true))
            let top = String(try #require(rows.first).drop { $0 == " " })
            #expect(top.displayWidth == DialogLayout.minimumContentWidth + 4, "the narrowest box")
            #expect(top.contains(" " + note + " "), "“\(note)” in \(top)")
        }
    }

    @Test func japaneseWordsFillTheHintsTheNotesAndTheButtons() {
        inLanguage("ja") {
            let text = drawn(japaneseDeletion(), size: TerminalSize(columns: 80, rows: 24), waiting: 2, holding: true).text
            #expect(text.contains(">[ 1 キャンセル ]<  [ 2 削除 ]"))
            #expect(text.contains("Enter: キャンセル · Esc: キャンセル · Tab: 次へ · 1-2"))
            #expect(text.contains(" キー保留中 · 待機中 2 件 "))
        }
    }

    @Test func aJapaneseSecureFieldAndItsLabelStayInsideTheBox() {
        inLanguage("ja") {
            let alert = japaneseDeletion(fields: [AlertTextField(placeholder: "パスワード", isSecure: true)])
            let rows = boxRows(drawn(alert, size: TerminalSize(columns: 60, rows: 24)))
            #expect(rows.contains { $0.contains("パスワード（非表示）") })
            #expect(Set(rightBorderColumns(rows)).count == 1)
        }
    }

    @Test func germanHintsNameTheKeysInGerman() {
        inLanguage("de") {
            let alert = AlertData(title: "Löschen?", buttons: [.destructive("Löschen"), .cancel()])
            let text = drawn(alert, size: TerminalSize(columns: 80, rows: 24), waiting: 1).text
            #expect(text.contains(">[ 1 Abbrechen ]<  [ 2 Löschen ]"))
            #expect(text.contains("Eingabe: Abbrechen · Esc: Abbrechen · Tab: weiter · 1-2"))
            #expect(text.contains(" 1 wartend "))
        }
    }

    @Test func theLinePromptAsksInTheAppsLanguage() {
        inLanguage("de") {
            var prompt = LinePrompt(alert: AlertData(title: "Löschen?", buttons: [.destructive("Löschen"), .cancel()]))
            #expect(
                prompt.opening.hasSuffix(
                    """
                      1) Abbrechen (Standard)
                      2) Löschen (destruktiv)
                    Auswahl 1-2 [1]: 
                    """))
            #expect(prompt.submit("abbrechen") == .answer(buttonIndex: 1, textValues: []))
            #expect(
                prompt.submit("7")
                    == .ask("„7“ ist keine der Möglichkeiten: Geben Sie eine Zahl von 1 bis 2 oder den Titel einer Taste ein.\n" + prompt.question))
        }
        inLanguage("ja") {
            let prompt = LinePrompt(alert: AlertData(title: "保存しました"))
            #expect(prompt.question == "  1) OK\nEnter キーで OK: ")
        }
    }

    /// Titles are put into translated texts as arguments, never read as formats.
    @Test func aTitleThatLooksLikeAFormatIsShownAsTyped() {
        inLanguage("de") {
            let alert = AlertData(title: "%@ %n %1$s", buttons: [AlertButton(title: "%@%n%d"), .cancel("%2$@")])
            let text = drawn(alert, size: TerminalSize(columns: 80, rows: 24)).text
            #expect(text.contains("Eingabe: %@%n%d · Esc: %2$@"))
            var prompt = LinePrompt(alert: alert)
            #expect(prompt.question.hasSuffix("Auswahl 1-2 [2]: "))
            #expect(
                prompt.submit("%n%n")
                    == .ask("„%n%n“ ist keine der Möglichkeiten: Geben Sie eine Zahl von 1 bis 2 oder den Titel einer Taste ein.\n" + prompt.question))
        }
    }

    @Test func anUnsupportedLanguageAsksInEnglish() {
        inLanguage("eo") {
            let prompt = LinePrompt(alert: AlertData(title: "t", buttons: [.destructive("Delete"), .cancel()]))
            #expect(prompt.question.hasSuffix("  1) Cancel (default)\n  2) Delete (destructive)\nChoose 1-2 [1]: "))
        }
    }
}
