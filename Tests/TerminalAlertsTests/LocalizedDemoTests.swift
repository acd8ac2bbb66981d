import Foundation
import Testing

@testable import TerminalAlerts

/// `alerts-demo` in German and Japanese, as `LANGUAGE` or `LANG` names them: its own words,
/// the package's button titles and the terminal's hints. One program at a time.
@Suite(.serialized)
struct LocalizedDemoTests {
    private func piped(_ input: String, _ environment: [String: String]) async throws -> PipedProcess {
        try await PipedProcess.run(try DemoExecutable.path(), input: input, environment: DemoExecutable.environment(environment))
    }

    @Test func languageDeAsksInGerman() async throws {
        let run = try await piped("d\n", ["LANGUAGE": "de"])
        #expect(run.termination == .exited(1))
        #expect(run.standardError.contains("Befehl: "))
        #expect(
            run.standardError.contains(
                """
                „Budget 2024.xlsx“ löschen?
                Dies kann nicht rückgängig gemacht werden.
                  1) Löschen (destruktiv)
                  2) Abbrechen (Standard)
                Auswahl 1-2 [2]: 
                """))
        #expect(run.standardOutput == "#1 „Budget 2024.xlsx“ löschen? → Abbrechen\n")
    }

    @Test func languageDeGivesAnAlertWithoutButtonsOneOK() async throws {
        let run = try await piped("b\n\nok\n\nq\nja\n", ["LANGUAGE": "de", "LANG": "C.UTF-8"])
        #expect(run.termination == .exited(0))
        #expect(
            run.standardError.contains(
                "Serie 1 von 3\nDrei Hinweise wurden auf einmal angefordert; sie warten in der Warteschlange und erscheinen nacheinander.\n  1) OK\nEingabetaste für OK: "
            ))
        #expect(
            run.standardOutput == """
                #1 Serie 1 von 3 → OK
                #2 Serie 2 von 3 → OK
                #3 Serie 3 von 3 → OK
                #4 alerts-demo beenden? → Ja

                """)
    }

    @Test func langJapaneseAsksInJapaneseAndTheTitlesAreTypedBack() async throws {
        let run = try await piped("d\nキャンセル\nb\n\n\n\nq\nはい\n", ["LANG": "ja_JP.UTF-8"])
        #expect(run.termination == .exited(0))
        #expect(run.standardError.contains("コマンド: "))
        #expect(run.standardError.contains("  2) キャンセル (デフォルト)\n1-2 から選択 [2]: "))
        #expect(
            run.standardOutput == """
                #1 「Budget 2024.xlsx」を削除しますか？ → キャンセル
                #2 連続表示 1 / 3 → OK
                #3 連続表示 2 / 3 → OK
                #4 連続表示 3 / 3 → OK
                #5 alerts-demo を終了しますか？ → はい

                """)
    }

    /// The example of `--help`, in each of the demo's languages: y answers "Ja" and "はい",
    /// n answers "Nein" and "いいえ".
    @Test(arguments: [
        ("de", "alerts-demo beenden? → Ja", "alerts-demo beenden? → Nein"),
        ("ja", "alerts-demo を終了しますか？ → はい", "alerts-demo を終了しますか？ → いいえ"),
    ])
    func theHelpsExampleAnswersWithYAndNInEveryLanguage(language: String, yes: String, no: String) async throws {
        let run = try await piped("d\n1\nq\nn\nq\ny\n", ["LANGUAGE": language])
        #expect(run.termination == .exited(0), "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("#2 \(no)\n#3 \(yes)\n"), "\(run.standardOutput)")
    }

    @Test func aGermanQuitDialogOnAPseudoTerminalTakesY() async throws {
        let demo = try PseudoTerminalProcess(executable: try DemoExecutable.path(), environment: DemoExecutable.environment(["LANGUAGE": "de"]))
        try await demo.waitForScreen(containing: "d löschen")
        demo.type("q")
        try await demo.waitForScreen(containing: "alerts-demo beenden?", "Eingabe: Ja · Esc: Nein · Tab: weiter · y/n")
        demo.type("n")
        try await demo.waitForScreen(containing: "#1 alerts-demo beenden? → Nein")
        demo.type("q")
        try await demo.waitForScreen(containing: "Eingabe: Ja · Esc: Nein · Tab: weiter · y/n")
        demo.type("y")
        #expect(try await demo.waitForExit() == .exited(0))
    }

    @Test func theCLocaleAndAnUnsupportedLanguageStayEnglish() async throws {
        for environment in [["LANGUAGE": "eo", "LANG": "C.UTF-8"], ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"]] {
            let run = try await piped("d\n", environment)
            #expect(run.standardError.contains("Command: "), "\(environment)")
            #expect(run.standardOutput == "#1 Delete “Budget 2024.xlsx”? → Cancel\n", "\(environment)")
        }
        // The C locale is not UTF-8 either: the same words, in ASCII.
        let run = try await piped("d\n", ["LANG": "C"])
        #expect(run.standardError.contains("Command: "))
        #expect(run.standardOutput == "#1 Delete \"Budget 2024.xlsx\"? -> Cancel\n")
    }

    /// A language asked for under a locale that is not UTF-8: its words, written in ASCII.
    @Test func germanUnderTheCLocaleIsWrittenInASCII() async throws {
        let run = try await piped("d\n", ["LANGUAGE": "de", "LANG": "C"])
        #expect(run.standardError.contains("Befehl: "))
        #expect(run.standardOutput == "#1 \"Budget 2024.xlsx\" loschen? -> Abbrechen\n")
        #expect((run.standardOutput + run.standardError).utf8.allSatisfy { $0 < 0x80 })
    }

    /// SwiftPM's `Bundle.module` stops the program when its bundle is found neither beside
    /// the program nor in the build folder it was built in; the package looks beside the
    /// program only, and shows English without it.
    @Test func aProgramCopiedWithoutItsResourcesRunsInEnglish() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("alerts-demo")
        try FileManager.default.copyItem(atPath: try DemoExecutable.path(), toPath: copy.path)
        let run = try await PipedProcess.run(copy.path, input: "d\n", environment: DemoExecutable.environment(["LANGUAGE": "de"]))
        #expect(run.termination == .exited(1))
        #expect(run.standardError.contains("Command: "))
        #expect(run.standardOutput == "#1 Delete “Budget 2024.xlsx”? → Cancel\n")
    }

    @Test func aJapaneseDialogOnAPseudoTerminalKeepsItsBordersAligned() async throws {
        let demo = try PseudoTerminalProcess(
            executable: try DemoExecutable.path(),
            environment: DemoExecutable.environment(["LANGUAGE": "ja"]),
            size: TerminalSize(columns: 60, rows: 20)
        )
        try await demo.waitForScreen(containing: "d 削除")
        demo.type("d")
        let screen = try await demo.waitForScreen(containing: "「Budget 2024.xlsx」を削除しますか？", "Enter: キャンセル")
        #expect(screen.contains(">[ 2 キャンセル ]<"))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let boxRows = rows.drop { !$0.contains("┌") }.prefix { !$0.contains("└") }
        #expect(boxRows.count > 4)
        let rightBorders = boxRows.map { row in row[..<(row.lastIndex { "┐│".contains($0) } ?? row.endIndex)].displayWidth }
        #expect(Set(rightBorders).count == 1, "right borders at \(rightBorders)\n\(screen)")
        demo.press(.escape)
        try await demo.waitForScreen(containing: "#1 「Budget 2024.xlsx」を削除しますか？ → キャンセル")
        demo.type("q")
        try await demo.waitForScreen(containing: "alerts-demo を終了しますか？", "Enter: はい")
        demo.press(.enter)
        #expect(try await demo.waitForExit() == .exited(0))
    }
}
