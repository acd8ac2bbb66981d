import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

@testable import TerminalAlerts

@MainActor
@Suite(.timeLimit(.minutes(10)), .englishWords)
struct TerminalAlertRendererTests {
    private let deletion = AlertData(title: "Delete “notes.txt”?", message: "This cannot be undone.", buttons: [.destructive("Delete"), .cancel()])
    private let fullScreen = TerminalMode.fullScreen(TerminalAppearance())

    private func screen(_ renderer: TerminalAlertRenderer) -> String {
        var canvas = TerminalCanvas(size: TerminalSize(columns: 80, rows: 24))
        canvas.write("background", row: 0, column: 0)
        renderer.draw(on: &canvas)
        return canvas.text
    }

    /// A renderer in line mode and everything it printed.
    private final class LineOutput {
        var text = ""
    }

    private func lineRenderer(_ center: AlertCenter, echoes: Bool = false) -> (TerminalAlertRenderer, LineOutput) {
        let output = LineOutput()
        let renderer = TerminalAlertRenderer(center: center, mode: .lines, echoesLines: echoes) { output.text += $0 }
        return (renderer, output)
    }

    // MARK: - Full screen

    @Test func drawsTheVisibleAlertOverTheScreenAndNothingWithoutOne() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        #expect(screen(renderer) == "background" + String(repeating: "\n", count: 23))
        center.show(deletion)
        #expect(renderer.isShowingAlert)
        let text = screen(renderer)
        #expect(text.contains("Delete “notes.txt”?"))
        #expect(text.contains(">[ 1 Cancel ]<  [ 2 Delete ]"))
        #expect(text.hasPrefix("background"))
    }

    @Test func keysAnswerTheAlertWithTheChosenButton() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        var deleted = false
        var alert = deletion
        alert.buttons[0] = .destructive("Delete") { deleted = true }
        let request = center.show(alert)
        #expect(renderer.handle(.key(.right)) == .handled)
        #expect(request.isPending)
        #expect(renderer.handle(.key(.enter)) == .handled)
        #expect(request.outcome?.answer?.title == "Delete")
        #expect(deleted)
        #expect(!renderer.isShowingAlert)
        #expect(renderer.handle(.key(.enter)) == .notHandled)
    }

    @Test func escapeChoosesCancelAndIsIgnoredByAnAlertWithoutOne() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let deletionRequest = center.show(deletion)
        let saved = center.show(AlertData(title: "Saved"))
        _ = renderer.handle(.key(.escape))
        #expect(deletionRequest.outcome?.answer?.type == .cancel)
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(saved.isPending)
        #expect(screen(renderer).contains("Saved"))
    }

    @Test func escapeClosesAConfirmationDialogWithoutCancelAsDismissed() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let share = center.show(AlertData(title: "Share", buttons: [.ok("Mail"), .ok("Print")], style: .confirmationDialog))
        _ = renderer.handle(.key(.escape))
        #expect(share.outcome == .dismissed)
    }

    @Test func controlCAbortsEveryRequestNotJustTheVisibleOne() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let requests = (1...3).map { center.show(AlertData(title: "Burst \($0)")) }
        #expect(renderer.handle(.key(.control("c"))) == .aborted)
        #expect(requests.map(\.outcome) == Array(repeating: .hostGone, count: 3))
        #expect(center.isClosed)
        #expect(!renderer.isShowingAlert)
    }

    @Test func sigintAbortsEvenWithNoAlertVisible() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        #expect(renderer.handle(.interrupted) == .aborted)
        #expect(center.isClosed)
    }

    @Test func typedTextSurvivesAnInterruptionByAMoreUrgentAlert() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let rename = center.show(
            AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "Name", text: "notes")]))
        for character in "-v2" { _ = renderer.handle(.key(.character(character))) }
        let urgent = center.show(AlertData(title: "Battery low", priority: .critical, interruptsLowerPriority: true))
        #expect(screen(renderer).contains("Battery low"))
        _ = renderer.handle(.key(.enter))
        #expect(urgent.outcome?.answer?.title == "OK")
        #expect(screen(renderer).contains("[notes-v2"))
        _ = renderer.handle(.key(.enter))
        #expect(rename.outcome?.answer?.textValues == ["notes-v2"])
    }

    @Test func anAlertShownFromElsewhereAsksTheProgramToRedraw() async {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        var redraws = 0
        renderer.onChange = { redraws += 1 }
        center.show(AlertData(title: "From a service"))
        while redraws == 0 { await Task.yield() }
        #expect(screen(renderer).contains("From a service"))
    }

    @Test func detachingEndsRequestsMadeThroughItsHostAndShowsNothing() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let request = center.show(deletion)
        renderer.detach()
        #expect(!renderer.isShowingAlert)
        #expect(request.isPending)
        #expect(center.hosts.isEmpty)
    }

    // MARK: - Lines

    @Test func lineModePrintsEachAlertAsItAppearsAndTakesANumberedAnswer() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center)
        let request = center.show(deletion)
        #expect(output.text.hasSuffix("Delete “notes.txt”?\nThis cannot be undone.\n  1) Cancel (default)\n  2) Delete (destructive)\nChoose 1-2 [1]: "))
        #expect(renderer.handle(.line("2")) == .handled)
        #expect(request.outcome?.answer?.title == "Delete")
        #expect(renderer.handle(.line("2")) == .notHandled)
    }

    @Test func lineModeExplainsABadAnswerAndAsksAgain() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center, echoes: true)
        let request = center.show(deletion)
        _ = renderer.handle(.line("maybe"))
        #expect(request.isPending)
        #expect(
            output.text.hasSuffix(
                "maybe\n“maybe” is not one of the choices: type a number from 1 to 2, or a button's title.\n  1) Cancel (default)\n  2) Delete (destructive)\nChoose 1-2 [1]: "
            ))
        _ = renderer.handle(.line("cancel"))
        #expect(request.outcome?.answer?.type == .cancel)
    }

    @Test func lineModeAsksTextFieldsThenButtons() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center)
        let request = center.show(
            AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "New name", text: "notes.txt")]))
        #expect(output.text.hasSuffix("New name [notes.txt]: "))
        _ = renderer.handle(.line("plan.md"))
        #expect(output.text.hasSuffix("Choose 1-2 [2]: "))
        _ = renderer.handle(.line(""))
        #expect(request.outcome?.answer == AlertAnswer(buttonIndex: 1, title: "Rename", type: .default, textValues: ["plan.md"]))
    }

    @Test func echoedAnswersShowWhatWasSentButNeverASecureField() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center, echoes: true)
        let request = center.show(
            AlertData(
                title: "Sign in",
                buttons: [.cancel(), .ok("Sign In")],
                textFields: [AlertTextField(placeholder: "Name"), AlertTextField(placeholder: "Password", isSecure: true)]
            ))
        _ = renderer.handle(.line("ada"))
        _ = renderer.handle(.line("hunter2"))
        _ = renderer.handle(.line("2"))
        #expect(request.outcome?.answer?.textValues == ["ada", "hunter2"])
        #expect(output.text.contains("Name: ada\nPassword (input is not hidden): *******\n"))
        #expect(!output.text.contains("hunter2"))
        #expect(output.text.hasSuffix("Choose 1-2 [2]: 2\n"))
    }

    @Test func endOfInputEndsTheVisibleAlertWithItsCancelButtonAndSaysSo() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center)
        let request = center.show(deletion)
        #expect(renderer.handle(.endOfInput) == .inputEnded)
        #expect(request.outcome?.answer?.type == .cancel)
        #expect(output.text.hasSuffix("The input ended: “Delete “notes.txt”?” ends Cancel.\n"))
    }

    @Test func endOfInputEndsWaitingAlertsTooAndThoseWithoutCancelAreDismissed() {
        let center = AlertCenter()
        let (renderer, _) = lineRenderer(center)
        let burst = (1...3).map { center.show(AlertData(title: "Burst \($0)")) }
        #expect(renderer.handle(.endOfInput) == .inputEnded)
        #expect(burst.map(\.outcome) == Array(repeating: .dismissed, count: 3))
    }

    @Test func anAlertShownAfterTheInputEndedEndsAtOnceInsteadOfWaitingForever() async {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center)
        #expect(renderer.handle(.endOfInput) == .notHandled)
        let outcome = await center.present(AlertData(title: "Later", buttons: [.cancel("Stop"), .ok("Go")]))
        #expect(outcome.answer?.title == "Stop")
        #expect(!output.text.contains("Choose"))
        #expect(output.text.contains("The input ended: “Later” ends Stop."))
    }

    @Test func controlLIsLeftToTheProgramToRedrawEvenWithAnAlertVisible() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let request = center.show(deletion)
        #expect(renderer.handle(.key(.control("l"))) == .notHandled)
        #expect(request.isPending)
        #expect(renderer.isShowingAlert)
    }

    @Test func aFieldCutAtItsLimitSaysSoInBothModes() {
        let rename = AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "New name")])
        let huge = String(repeating: "n", count: 100_000)
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        let request = center.show(rename)
        #expect(!screen(renderer).contains("Text cut at"))
        #expect(renderer.handle(.key(.paste(huge))) == .handled)
        #expect(screen(renderer).contains("Text cut at 4096 characters"))
        #expect(renderer.handle(.key(.enter)) == .handled)
        #expect(request.outcome?.answer?.textValues == [String(repeating: "n", count: 4096)])

        let lines = AlertCenter()
        let (lineRenderer, output) = lineRenderer(lines)
        let answered = lines.show(rename)
        #expect(lineRenderer.handle(.line(huge)) == .handled)
        #expect(output.text.contains("The text was cut at 4096 characters.\n"))
        #expect(lineRenderer.handle(.line("2")) == .handled)
        #expect(answered.outcome?.answer?.textValues == [String(repeating: "n", count: 4096)])
    }

    @Test func aNewAlertHoldsKeysThatChooseAButtonAndShowsItThenTakesThem() {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .milliseconds(300)) { _ in }
        var changes = 0
        renderer.onChange = { changes += 1 }
        let request = center.show(deletion)
        #expect(screen(renderer).contains("keys held"))
        for key: TerminalKey in [.enter, .character(" "), .character("1"), .character("2")] {
            #expect(renderer.handle(.key(key)) == .handled)
        }
        #expect(request.isPending, "nothing chose a button")
        #expect(renderer.handle(.key(.left)) == .handled, "moving the focus is allowed")
        clock.advance(by: .milliseconds(299))
        #expect(screen(renderer).contains("keys held"))
        let changesBefore = changes
        clock.advance(by: .milliseconds(1))
        #expect(changes > changesBefore, "the screen is redrawn when the hold ends")
        #expect(!screen(renderer).contains("keys held"), "the note goes when keys are taken")
        #expect(renderer.handle(.key(.character("2"))) == .handled)
        #expect(request.outcome?.answer?.title == "Delete")
    }

    @Test func escapeDuringTheHoldDoesNotChooseTheCancelButtonOfANewAlert() {
        let clock = ManualAlertClock()
        let center = AlertCenter(clock: clock)
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .milliseconds(300)) { _ in }
        let request = center.show(deletion)
        #expect(screen(renderer).contains("keys held"))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(request.isPending, "an Esc meant for a toast did not cancel the alert unseen")
        let dialog = center.show(AlertData(title: "Share", buttons: [.ok("Copy"), .ok("Send")], style: .confirmationDialog))
        request.cancel()
        #expect(screen(renderer).contains("Share"))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(dialog.isPending, "a confirmation dialog is not closed unseen either")
        clock.advance(by: .milliseconds(300))
        #expect(renderer.handle(.key(.escape)) == .handled)
        #expect(dialog.outcome == .dismissed, "once the hold ends, Esc closes it")
    }

    @Test func textTypedWhileAnUrgentAlertAppearsGoesOnIntoTheFieldItInterrupted() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .seconds(30)) { _ in }
        let rename = center.show(
            AlertData(title: "Rename", buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "Name", text: "ab")]))
        #expect(renderer.handle(.key(.character("c"))) == .handled)
        let urgent = center.show(AlertData(title: "Battery critically low", priority: .critical, interruptsLowerPriority: true))
        #expect(screen(renderer).contains("Battery critically low"))
        for key: TerminalKey in [.character("d"), .character(" "), .character("e"), .enter] {
            #expect(renderer.handle(.key(key)) == .handled)
        }
        #expect(urgent.isPending, "the space and Enter meant for the field did not answer it")
        urgent.cancel()
        #expect(screen(renderer).contains("[abcd e"), "no typed character was lost")
        #expect(rename.isPending)
    }

    // MARK: - Hostile content

    /// An alert whose every text carries escape sequences, as a server's error message can.
    private var hostile: AlertData {
        AlertData(
            title: SanitizedForTerminalTests.hostileTitle,
            message: "line one\u{1B}[1A\u{08}\u{08}\nline two\u{1B}]52;c;cm0gLXJm\u{07}\tend",
            buttons: [.cancel("No\u{1B}[5m"), .ok("Yes\u{9B}2J")],
            textFields: [AlertTextField(placeholder: "Name\u{1B}[31m", text: "x\u{1B}[2J\u{202E}y")]
        )
    }

    @Test func fullScreenShowsControlCharactersInAlertTextAsVisiblePlaceholders() {
        let center = AlertCenter()
        let renderer = TerminalAlertRenderer(center: center, mode: fullScreen, activationDelay: .zero) { _ in }
        center.show(hostile)
        var canvas = TerminalCanvas(size: TerminalSize(columns: 80, rows: 24))
        renderer.draw(on: &canvas)
        let text = canvas.text
        #expect(text.contains("Server says: ␛]0;pwned␇␛[2J…"))
        #expect(text.contains("line one␛[1A␈␈"))
        #expect(text.contains("line two␛]52;c;cm0gLXJm␇ end"))
        #expect(text.contains("No␛[5m"))
        #expect(text.contains("Yes\u{FFFD}2J"))
        #expect(text.contains("Name␛[31m"))
        #expect(text.contains("[x␛[2Jy"))
        let output = (0..<24).map { canvas.rendered(row: $0, usesColor: true, limit: 80).text }.joined()
        let withoutStyles = output.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(SanitizedForTerminalTests.isInert(withoutStyles), "only the renderer's own style sequences reach the terminal")
    }

    @Test func lineModePrintsControlCharactersInAlertTextAndEchoedLinesAsVisiblePlaceholders() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center, echoes: true)
        let request = center.show(hostile)
        #expect(renderer.handle(.line("typed\u{1B}[2J\u{08}\tname")) == .handled)
        #expect(renderer.handle(.line("\u{1B}]0;x\u{07}")) == .handled)
        #expect(renderer.handle(.line("2")) == .handled)
        #expect(request.outcome?.answer?.textValues == ["typed␛[2J␈ name"])
        #expect(output.text.contains("Server says: ␛]0;pwned␇␛[2J…\n"))
        #expect(output.text.contains("line one␛[1A␈␈\nline two␛]52;c;cm0gLXJm␇ end\n"))
        #expect(output.text.contains("Name␛[31m [x␛[2Jy]: typed␛[2J␈ name\n"))
        #expect(output.text.contains("1) No␛[5m"))
        #expect(output.text.contains("“␛]0;x␇” is not one of the choices"))
        #expect(SanitizedForTerminalTests.isInert(output.text.filter { $0 != "\n" }))
    }

    @Test func theLineTellingTheInputEndedShowsTheTitleNeutralized() {
        let center = AlertCenter()
        let (renderer, output) = lineRenderer(center)
        center.show(hostile)
        #expect(renderer.handle(.endOfInput) == .inputEnded)
        #expect(output.text.contains("The input ended: “Server says: ␛]0;pwned␇␛[2J…” ends No␛[5m."))
        #expect(SanitizedForTerminalTests.isInert(output.text.filter { $0 != "\n" }))
    }
}
