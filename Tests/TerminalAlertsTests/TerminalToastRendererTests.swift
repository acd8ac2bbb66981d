import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import TerminalAlerts

/// Toasts and the loading line as the renderer draws and prints them, on the manual clock.
@MainActor
@Suite(.timeLimit(.minutes(10)), .englishWords)
struct TerminalToastRendererTests {
    private let size = TerminalSize(columns: 80, rows: 24)

    private func setUp(
        appearance: TerminalAppearance = TerminalAppearance(),
        maximumVisibleToasts: Int = 3
    ) -> (AlertCenter, ManualAlertClock, TerminalAlertRenderer) {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(maximumVisibleToasts: maximumVisibleToasts), clock: clock)
        let renderer = TerminalAlertRenderer(center: center, mode: .fullScreen(appearance), activationDelay: .zero) { _ in }
        return (center, clock, renderer)
    }

    private func canvas(_ renderer: TerminalAlertRenderer, size: TerminalSize? = nil) -> TerminalCanvas {
        var canvas = TerminalCanvas(size: size ?? self.size)
        canvas.write("background", row: 0, column: 0)
        renderer.draw(on: &canvas)
        return canvas
    }

    private func rows(_ renderer: TerminalAlertRenderer, size: TerminalSize? = nil) -> [String] {
        canvas(renderer, size: size).text.components(separatedBy: "\n")
    }

    /// A line of an 80-column screen: text from the left, the hint ending one cell before the
    /// right edge.
    private static func line(_ text: String, hint: String) -> String {
        text + String(repeating: " ", count: 79 - text.displayWidth - hint.displayWidth) + hint
    }

    // MARK: - Toasts

    @Test func aToastIsALineAtItsEdgeAndLeavesWhenItsTimeRunsOut() {
        let (center, clock, renderer) = setUp()
        let bottom = center.showToast(ToastData(title: "Saved", message: "3 files", style: .success, duration: .seconds(2)))
        center.showToast(ToastData(title: "2 new messages", position: .top, duration: .seconds(5)))
        var screen = rows(renderer)
        #expect(screen[0].hasPrefix(" i 2 new messages"), "the top toast over the program's first row")
        #expect(screen[23].hasPrefix(" ✓ Saved — 3 files"))
        #expect(screen[23].hasSuffix("Esc: close") == false, "Esc closes the newest toast, the top one")
        #expect(screen[0].hasSuffix("Esc: close"))
        #expect(renderer.edgeInsets(for: size) == TerminalEdgeInsets(top: 1, bottom: 1))
        clock.advance(by: .milliseconds(1_999))
        #expect(rows(renderer)[23].contains("Saved"))
        clock.advance(by: .milliseconds(1))
        #expect(bottom.outcome == .timedOut)
        screen = rows(renderer)
        #expect(screen[23].isEmpty, "the line left with the toast")
        #expect(renderer.edgeInsets(for: size) == TerminalEdgeInsets(top: 1, bottom: 0))
        clock.advance(by: .seconds(3))
        #expect(rows(renderer)[0] == "background")
        #expect(renderer.edgeInsets(for: size) == .zero)
    }

    @Test func repeatsCoalesceIntoOneLineWithACountInsteadOfStacking() {
        let (center, _, renderer) = setUp()
        for _ in 1...3 {
            center.showToast(ToastData(title: "Copied", style: .success, coalescingKey: "copied"))
        }
        let screen = rows(renderer)
        #expect(screen.filter { $0.contains("Copied") } == [Self.line(" ✓ Copied ×3", hint: "Esc: close")])
        #expect(renderer.edgeInsets(for: size).bottom == 1)
    }

    @Test func noMoreThanTheVisibleLimitStackAndTheNextComesWhenOneLeaves() {
        let (center, clock, renderer) = setUp()
        for index in 1...4 {
            center.showToast(ToastData(title: "Toast \(index)", duration: .seconds(index)))
        }
        var screen = rows(renderer)
        #expect(screen[21...23].map { String($0.prefix(10)) } == [" i Toast 1", " i Toast 2", " i Toast 3"])
        #expect(!screen.joined().contains("Toast 4"))
        clock.advance(by: .seconds(1))
        screen = rows(renderer)
        #expect(screen[21...23].map { String($0.prefix(10)) } == [" i Toast 2", " i Toast 3", " i Toast 4"])
    }

    @Test func escapeClosesTheNewestToastAndControlTPressesItsButton() {
        let (center, _, renderer) = setUp()
        var undone = false
        let undo = center.showToast(ToastData(title: "Deleted", button: ToastButton("Undo") { undone = true }))
        let newer = center.showToast(ToastData(title: "Saved"))
        let screen = rows(renderer)
        #expect(screen[22].hasSuffix("Ctrl-T: Undo"))
        #expect(screen[23].hasSuffix("Esc: close"))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(newer.outcome == .dismissed)
        #expect(undo.isPending)
        #expect(renderer.handle(.key(.control("t"))) == .handled)
        #expect(undo.outcome == .actionTapped)
        #expect(undone)
        #expect(renderer.handle(.key(.escape)) == .notHandled, "nothing left to close")
        #expect(renderer.handle(.key(.control("t"))) == .notHandled)
        #expect(renderer.handle(.key(.character("q"))) == .notHandled)
    }

    @Test func aToastsTextCannotWriteEscapeSequences() {
        let (center, _, renderer) = setUp()
        center.showToast(
            ToastData(
                title: "Srv\u{1B}]0;pwned\u{07}\u{1B}[2J",
                message: "\u{1B}]52;c;aGk=\u{07}\u{9B}31m",
                button: ToastButton("Undo\u{1B}[1A")
            ))
        let canvas = canvas(renderer)
        let line = canvas.text(ofRow: 23)
        #expect(line.hasPrefix(" i Srv␛]0;pwned␇␛[2J — ␛]52;c;aGk=␇�31m"))
        #expect(line.contains("Ctrl-T: Undo␛[1A"))
        let written = canvas.rendered(row: 23, usesColor: true, limit: 80).text
        #expect(SanitizedForTerminalTests.isInert(written.replacing(/\x1B\[[0-9;]*m/, with: "")))
    }

    @Test func anAlertDrawsBetweenTheToastsAndHoldsTheirTime() {
        let (center, clock, renderer) = setUp()
        let toasts = (1...3).map { center.showToast(ToastData(title: "Toast \($0)", duration: .seconds(1))) }
        center.showToast(ToastData(title: "Top", position: .top, duration: .seconds(1)))
        center.show(
            AlertData(title: "Delete “notes.txt”?", message: String(repeating: "A long message. ", count: 80), buttons: [.destructive("Delete"), .cancel()]))
        for rows in [24, 12, 8] {
            let size = TerminalSize(columns: 60, rows: rows)
            let edges = renderer.edgeInsets(for: size)
            #expect(edges.top + edges.bottom <= rows / 3)
            let screen = self.rows(renderer, size: size)
            let boxRows = screen.indices.filter { screen[$0].contains("┌") || screen[$0].contains("└") || screen[$0].contains("│") }
            #expect(!boxRows.isEmpty)
            #expect(boxRows.allSatisfy { edges.contentRows(amongRows: rows).contains($0) }, "the box stays between the toast lines at \(rows) rows")
            #expect(screen[rows - 1].contains("Toast 3"), "the newest toast is kept")
            if edges.top > 0 { #expect(screen[0].contains("Top")) }
        }
        clock.advance(by: .seconds(5))
        #expect(toasts.allSatisfy { $0.isPending }, "held while the alert is visible")
        #expect(!rows(renderer).joined().contains("Esc: close"), "Esc belongs to the alert")
        #expect(renderer.handle(.key(.escape)) == .handled)
        clock.advance(by: .seconds(1))
        #expect(toasts.allSatisfy { $0.outcome == .timedOut })
    }

    @Test func aWindowUnderSixRowsShowsNoToastLines() {
        let (center, _, renderer) = setUp()
        center.showToast("Saved")
        #expect(renderer.edgeInsets(for: TerminalSize(columns: 40, rows: 5)) == .zero)
        #expect(rows(renderer, size: TerminalSize(columns: 40, rows: 5)).joined() == "background")
        #expect(renderer.edgeInsets(for: TerminalSize(columns: 40, rows: 6)) == TerminalEdgeInsets(top: 0, bottom: 1))
    }

    @Test func underAnASCIILocaleTheLinesAreASCII() {
        let (center, clock, renderer) = setUp(appearance: TerminalAppearance(usesUnicode: false))
        for _ in 1...2 { center.showToast(ToastData(title: "Copié “Résumé.pdf”", style: .success, coalescingKey: "c")) }
        center.showToast(ToastData(title: "会議", message: "… done", style: .error, button: ToastButton("Défaire")))
        let loading = center.beginLoading("Syncing…", progress: 0.5)
        clock.advance(by: .milliseconds(500))
        let canvas = canvas(renderer)
        let text = canvas.text
        #expect(text.contains(" + Copie \"Resume.pdf\" x2"))
        #expect(text.contains(" x ???? - ... done"))
        #expect(text.contains("Ctrl-T: Defaire | Esc: close"))
        #expect(text.contains("| Syncing... 50%  0:00") || text.contains("/ Syncing... 50%  0:00"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        loading.end()
    }

    // MARK: - Loading

    @Test func theSpinnerShowsOnlyForWorkLongerThanItsGraceTimeAndTurns() {
        let (center, clock, renderer) = setUp()
        let quick = center.beginLoading("Saving…")
        clock.advance(by: .milliseconds(399))
        quick.end()
        clock.advance(by: .seconds(2))
        #expect(renderer.edgeInsets(for: size) == .zero, "fast work shows nothing")
        #expect(!rows(renderer).joined().contains("Saving"))

        var redraws = 0
        renderer.onChange = { redraws += 1 }
        let slow = center.beginLoading("Syncing…", onCancel: {})
        clock.advance(by: .milliseconds(399))
        #expect(!rows(renderer).joined().contains("Syncing"))
        clock.advance(by: .milliseconds(1))
        #expect(rows(renderer)[23] == Self.line(" ⠋ Syncing…  0:00", hint: "Esc: Cancel"))
        let before = redraws
        clock.advance(by: .milliseconds(100))
        #expect(redraws == before + 1, "one redraw per turn of the spinner")
        #expect(rows(renderer)[23].hasPrefix(" ⠙ Syncing…  0:00"))
        clock.advance(by: .milliseconds(1_000))
        #expect(rows(renderer)[23].hasPrefix(" ⠙ Syncing…  0:01"))
        #expect(clock.pendingCount <= 2, "one spinner timer, never a pile of them")
        slow.end()
        clock.advance(by: .seconds(1))
        #expect(renderer.edgeInsets(for: size) == .zero)
        let after = redraws
        clock.advance(by: .seconds(1))
        #expect(redraws == after, "the spinner stops with the indicator")
        #expect(clock.pendingCount == 0)
    }

    @Test func escapeCancelsCancellableLoadingAndBlockingLoadingTakesTheOtherKeys() {
        let (center, clock, renderer) = setUp()
        var cancelled = false
        let loading = center.beginLoading("Exporting…", onCancel: { cancelled = true })
        clock.advance(by: .milliseconds(400))
        #expect(renderer.handle(.key(.character("q"))) == .handled, "the program under the indicator gets no keys")
        #expect(renderer.handle(.key(.control("l"))) == .notHandled, "Ctrl-L still redraws")
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(cancelled)
        loading.end()
        clock.advance(by: .seconds(1))
        let passive = center.beginLoading("Indexing…", blocksInteraction: false)
        clock.advance(by: .milliseconds(400))
        #expect(renderer.handle(.key(.character("q"))) == .notHandled)
        #expect(renderer.handle(.key(.escape)) == .notHandled, "no Cancel offered")
        passive.end()
    }

    // MARK: - Line mode

    @Test func lineModePrintsEachToastOnceAndAgainWithItsCountAndNothingWhenItLeaves() {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        var printed = ""
        let renderer = TerminalAlertRenderer(center: center, mode: .lines) { printed += $0 }
        // The marks follow the locale the tests run in.
        let unicode = TerminalMode.localeIsUTF8()
        let first = unicode ? "✓ Copied␛[2J\n" : "+ Copied^[[2J\n"
        let second = first + (unicode ? "✓ Copied again ×2\n" : "+ Copied again x2\n")
        center.showToast(ToastData(title: "Copied\u{1B}[2J", style: .success, coalescingKey: "c", duration: .seconds(2)))
        #expect(printed == first)
        center.showToast(ToastData(title: "Copied again", style: .success, coalescingKey: "c", duration: .seconds(2)))
        #expect(printed == second)
        clock.advance(by: .seconds(3))
        #expect(center.visibleToasts.isEmpty, "no screen reader reported: the toast leaves")
        #expect(!center.isScreenReaderRunning)
        #expect(printed == second, "nothing printed when it leaves")
        let loading = center.beginLoading("Syncing")
        clock.advance(by: .milliseconds(399))
        #expect(printed == second)
        clock.advance(by: .seconds(5))
        #expect(printed == second + "Syncing\n", "one static line, however long it shows")
        loading.end()
        clock.advance(by: .seconds(1))
        #expect(renderer.edgeInsets(for: size) == .zero)
        var canvas = TerminalCanvas(size: size)
        renderer.draw(on: &canvas)
        #expect(canvas.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}

extension TerminalToastRendererTests {
    @Test func aLongToastIsCutWithAnEllipsisAndKeepsItsKeysInANarrowWindow() {
        let (center, _, renderer) = setUp()
        center.showToast(ToastData(title: String(repeating: "会議", count: 100), message: String(repeating: "x", count: 10_000), button: ToastButton("Undo")))
        for columns in [10, 11, 24, 40, 80] {
            let size = TerminalSize(columns: columns, rows: 8)
            let line = rows(renderer, size: size)[7]
            #expect(line.displayWidth <= columns - 1, "inside the window at \(columns) columns")
            #expect(line.hasPrefix(" i 会"))
            #expect(line.contains("…"))
            #expect(line.hasSuffix("Ctrl-T: Undo · Esc: close") == (columns >= 40), "the keys while there is room at \(columns) columns")
        }
    }
}
