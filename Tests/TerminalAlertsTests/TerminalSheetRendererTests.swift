import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import TerminalAlerts

/// Sheets on a terminal: a panel over the screen, answered with the keys of an alert, with
/// the alerts its actions show drawn over it.
@MainActor
@Suite(.timeLimit(.minutes(10)), .englishWords)
struct TerminalSheetRendererTests {
    private let fullScreen = TerminalMode.fullScreen(TerminalAppearance())

    private func screen(_ renderer: TerminalAlertRenderer, columns: Int = 80, rows: Int = 24) -> String {
        var canvas = TerminalCanvas(size: TerminalSize(columns: columns, rows: rows))
        canvas.write("background", row: 0, column: 0)
        renderer.draw(on: &canvas)
        return canvas.text
    }

    /// A rename sheet whose Rename button refuses an empty name with an alert, over the panel.
    private func renameSheet(center: AlertCenter, name: String = "notes.txt") -> TerminalSheet<String> {
        TerminalSheet(
            message: "Type the new name.",
            textFields: [AlertTextField(placeholder: "New name", text: name)],
            buttons: [
                .cancel(),
                TerminalSheet.Button(title: "Rename") { [weak center] values in
                    let name = values.first ?? ""
                    guard !name.isEmpty else {
                        _ = await center?.present(title: "A file needs a name")
                        return .stay
                    }
                    return .finish(name)
                },
            ]
        )
    }

    private func waitUntil(_ condition: () -> Bool) async {
        // Stops at the first check that holds: a `where` clause would go on checking (and
        // drawing the screen) for all the remaining rounds.
        for _ in 0..<2_000 {
            if condition() { return }
            await Task.yield()
        }
    }

    @Test func aSheetIsAPanelWiderThanAnAlertWithItsFieldAndButtons() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        center.showSheet(SheetData(title: "Rename “notes.txt”"), terminal: renameSheet(center: center))
        #expect(renderer.isShowingSheet)
        #expect(!renderer.isShowingAlert)
        let text = screen(renderer)
        #expect(text.hasPrefix("background"))
        #expect(text.contains("Rename “notes.txt”"))
        #expect(text.contains("Type the new name."))
        #expect(text.contains("New name"))
        #expect(text.contains(">[notes.txt"))
        #expect(text.contains("[ 1 Cancel ]   [ 2 Rename ]"))
        #expect(text.contains("Esc: close"))
        let border = text.split(separator: "\n").first { $0.contains("┌") }
        let panelWidth = border.map { $0.trimmingCharacters(in: .whitespaces).displayWidth } ?? 0
        #expect(panelWidth > DialogLayout.maximumContentWidth + 4, "wider than the widest alert")
        #expect(panelWidth <= 80)
    }

    @Test func aNarrowTerminalWrapsThePanelWithinItsWidthAndKeepsTheButtons() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        var sheet = renameSheet(center: center)
        sheet.message = "Names are shown as typed; wide 名前 and emoji 📁 are measured in cells."
        center.showSheet(SheetData(title: "Rename"), terminal: sheet)
        let text = screen(renderer, columns: 24, rows: 20)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.displayWidth <= 24, "“\(line)” fits 24 columns")
        }
        #expect(text.contains("Names are shown as"))
        #expect(text.contains("名前"))
        #expect(text.contains("Cancel"))
        #expect(text.contains("Rename ]"))
    }

    @Test func typingEditsTheFieldAndEnterFinishesWithTheValueTheActionComputes() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        for key: TerminalKey in [.control("u"), .character("p"), .character("l"), .character("a"), .character("n")] {
            #expect(renderer.handle(.key(key)) == .handled)
        }
        #expect(screen(renderer).contains(">[plan"))
        #expect(renderer.handle(.key(.enter)) == .handled)
        await waitUntil { !handle.isPending }
        #expect(handle.outcome == .finished("plan"))
        #expect(!renderer.isShowingSheet)
        #expect(!screen(renderer).contains("Rename"))
        #expect(renderer.handle(.key(.enter)) == .notHandled, "keys go back to the program")
    }

    @Test func escapeAndTheCancelButtonEndTheSheetDismissedByThePerson() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let first = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(first.outcome == .dismissed)
        let second = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        #expect(renderer.isShowingSheet)
        for key: TerminalKey in [.tab, .enter] { _ = renderer.handle(.key(key)) }
        #expect(second.outcome == .dismissed, "Tab moves to Cancel, shown first; Enter chooses it")
        #expect(center.hosts.count == 1, "the host over each panel went with it")
        let done = center.showSheet(SheetData(title: "Tips"), terminal: TerminalSheet<Int>(buttons: [TerminalSheet.Button(title: "Done") { _ in .finish(1) }]))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(done.outcome == .dismissed, "Esc closes a sheet without a cancel button too")
    }

    @Test func anAlertFromTheSheetsActionShowsOverThePanelWhichComesBackAfterIt() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "Rename “notes.txt”"), terminal: renameSheet(center: center))
        _ = renderer.handle(.key(.control("u")))
        _ = renderer.handle(.key(.enter))
        #expect(screen(renderer).contains("keys held"), "the panel holds its keys while the action runs")
        #expect(renderer.handle(.key(.escape)) == .handled)
        await waitUntil { renderer.isShowingAlert }
        let over = screen(renderer)
        #expect(over.contains("A file needs a name"))
        #expect(over.contains("Rename “notes.txt”"), "the panel stays under the alert")
        #expect(renderer.isShowingSheet)
        #expect(handle.isPending)
        #expect(renderer.handle(.key(.enter)) == .handled, "the alert takes the keys")
        await waitUntil { !renderer.isShowingAlert && !screen(renderer).contains("keys held") }
        let back = screen(renderer)
        #expect(!back.contains("A file needs a name"))
        #expect(back.contains("Type the new name."))
        #expect(!back.contains("keys held"), "the action returned: the panel takes keys again")
        _ = renderer.handle(.key(.character("x")))
        #expect(screen(renderer).contains(">[x"))
        _ = renderer.handle(.key(.enter))
        await waitUntil { !handle.isPending }
        #expect(handle.outcome == .finished("x"))
    }

    @Test func anAlertRequestedElsewhereWhileASheetIsUpShowsOverThePanel() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let sheet = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        let alert = center.show(AlertData(title: "Sync failed"))
        #expect(renderer.isShowingAlert)
        #expect(screen(renderer).contains("Sync failed"))
        _ = renderer.handle(.key(.enter))
        #expect(alert.outcome?.answer != nil)
        #expect(sheet.isPending)
        #expect(screen(renderer).contains("Type the new name."))
    }

    @Test func aSheetFromASheetOpensOverItAndEachEndsWithItsOwnOutcome() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let inner = TerminalSheet<Int>(buttons: [TerminalSheet.Button(title: "Pick") { _ in .finish(7) }])
        let outer = TerminalSheet<Int>(
            buttons: [
                TerminalSheet.Button(title: "More…") { [weak center] _ in
                    guard let center else { return .stay }
                    return await center.presentSheet(SheetData(title: "Inner"), terminal: inner).value.map { .finish($0 * 6) } ?? .stay
                }
            ])
        let handle = center.showSheet(SheetData(title: "Outer"), terminal: outer)
        _ = renderer.handle(.key(.enter))
        await waitUntil { screen(renderer).contains("Inner") }
        let both = screen(renderer)
        #expect(both.filter { $0 == "┌" }.count == 2, "the frame of the sheet beneath shows around the one over it")
        #expect(renderer.handle(.key(.escape)) == .handled, "the panel over the other takes the keys")
        await waitUntil { !screen(renderer).contains("Inner") && !screen(renderer).contains("keys held") }
        #expect(screen(renderer).contains("Outer"), "the inner sheet ended dismissed; the outer one stays")
        _ = renderer.handle(.key(.enter))
        await waitUntil { screen(renderer).contains("Inner") }
        _ = renderer.handle(.key(.enter))
        await waitUntil { !handle.isPending }
        #expect(handle.outcome == .finished(42))
        #expect(center.hosts.count == 1)
    }

    @Test func controlBytesTypedOrPastedIntoTheFieldShowAsHarmlessText() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "Rename\u{1B}[2J"), terminal: renameSheet(center: center, name: ""))
        _ = renderer.handle(.key(.paste("a\u{1B}]52;c;cm0gLXJm\u{07}\u{1B}[2Jb")))
        var canvas = TerminalCanvas(size: TerminalSize(columns: 80, rows: 24))
        renderer.draw(on: &canvas)
        #expect(canvas.text.contains("Rename␛[2J"))
        #expect(canvas.text.contains("␛]52;c;"))
        let output = (0..<24).map { canvas.rendered(row: $0, usesColor: true, limit: 80).text }.joined()
        #expect(SanitizedForTerminalTests.isInert(output.replacing(/\x1B\[[0-9;]*m/, with: "")), "only the renderer's own style sequences reach the terminal")
        _ = renderer.handle(.key(.enter))
        await waitUntil { !handle.isPending }
        #expect(handle.outcome?.value?.hasPrefix("a") == true, "the value is what was typed, for the app to judge")
    }

    @Test func aResizeRedrawsThePanelForTheNewSizeKeepingWhatWasTyped() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center, name: "draft"))
        _ = renderer.handle(.key(.character("s")))
        #expect(screen(renderer).contains(">[drafts"))
        #expect(renderer.handle(.resized(TerminalSize(columns: 30, rows: 12))) == .notHandled, "the program redraws")
        let small = screen(renderer, columns: 30, rows: 12)
        for line in small.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.displayWidth <= 30)
        }
        #expect(small.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        #expect(small.contains("drafts"))
        #expect(small.contains("Rename ]"))
        #expect(screen(renderer).contains(">[drafts"))
    }

    @Test func aNewPanelHoldsTheKeysThatChooseAButtonForTheActivationDelay() {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .milliseconds(300)) { _ in }
        var changes = 0
        renderer.onChange = { changes += 1 }
        let handle = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        #expect(screen(renderer).contains("keys held"))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(handle.isPending, "Esc typed before the panel could be seen does not close it")
        let before = changes
        clock.advance(by: .milliseconds(300))
        #expect(changes > before)
        #expect(!screen(renderer).contains("keys held"))
        _ = renderer.handle(.key(.escape))
        #expect(handle.outcome == .dismissed)
    }

    @Test func theTerminalGoingAwayEndsTheSheetHostGone() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        let alert = center.show(AlertData(title: "Over the panel"))
        #expect(renderer.handle(.terminated(signal: 1)) == .aborted)
        #expect(handle.outcome == .hostGone)
        #expect(alert.outcome == .hostGone)
        #expect(!renderer.isShowingSheet)
        #expect(!screen(renderer).contains("Rename"))
    }

    @Test func theInputEndingEndsASheetDismissedSinceNoOneCanAnswerIt() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "Rename"), terminal: renameSheet(center: center))
        #expect(renderer.handle(.endOfInput) == .inputEnded)
        #expect(handle.outcome == .dismissed)
        let later = center.showSheet(SheetData(title: "Later"), terminal: renameSheet(center: center))
        #expect(later.outcome == .dismissed, "a sheet shown after the input ended does not wait forever")
    }

    @Test func lineModeCannotShowASheetSoItEndsDismissedWithALineSayingSo() {
        let center = AlertCenter()
        var printed = ""
        let renderer = TerminalAlertRenderer(center: center, mode: .lines) { printed += $0 }
        let handle = center.showSheet(SheetData(title: "Rename\u{1B}[2J"), terminal: renameSheet(center: center))
        #expect(handle.outcome == .dismissed)
        #expect(printed.contains("“Rename␛[2J” needs the full screen; it is dismissed."))
        #expect(!renderer.isShowingSheet)
    }

    @Test func contentThatIsNotATerminalSheetShowsItsTitleAndCancel() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let handle = center.showSheet(SheetData(title: "What’s new"), content: "a view", finishingWith: Void.self)
        let text = screen(renderer)
        #expect(text.contains("What’s new"))
        #expect(text.contains(">[ Cancel ]<"))
        _ = renderer.handle(.key(.enter))
        #expect(handle.outcome?.ending == .dismissed)
    }

    @Test func contentFinishingWithAnotherTypeThanRequestedEndsRejectedAndThePanelGoes() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let count = TerminalSheet<Int>(buttons: [TerminalSheet.Button(title: "Count") { _ in .finish(3) }])
        let handle = center.showSheet(SheetData(title: "Count"), content: count, finishingWith: String.self)
        #expect(screen(renderer).contains("Count ]"))
        #expect(renderer.handle(.key(.enter)) == .handled)
        await waitUntil { !handle.isPending }
        #expect(handle.outcome == .rejected(.invalid(.contentFinishedWithOtherValueType(valueType: "Int"))))
        #expect(!screen(renderer).contains("Count"), "the panel is taken down")
        #expect(center.pendingSheetRequestCount == 0)
        let next = center.showSheet(SheetData(title: "Next"), terminal: TerminalSheet<Int>(buttons: [.cancel()]))
        await waitUntil { !center.visibleSheets.isEmpty }
        #expect(screen(renderer).contains("Next"), "the lane goes on")
        #expect(next.isPending)
    }
}
