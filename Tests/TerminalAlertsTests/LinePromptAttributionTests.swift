import Alerts
import AlertsTestSupport
import Testing

@testable import TerminalAlerts

/// Line mode at a terminal: a line answers the prompt that was on screen when it was read,
/// however long it then waited to be handled.
@MainActor
@Suite(.timeLimit(.minutes(10)), .englishWords)
struct LinePromptAttributionTests {
    /// What the person sees: a line typed ends the line it was typed on, as the terminal
    /// echoes its line break.
    private final class Terminal {
        var output = ""
        var linesRead = 0
        var isLineOpen = false
        var linesReadWhenLineOpened = 0
    }

    private let report = AlertData(title: "Weekly report ready", buttons: [.cancel("Later"), .ok("Open")])
    private let battery = AlertData(title: "Battery critically low", message: "2% left.", priority: .critical, interruptsLowerPriority: true)

    private func renderer(_ center: AlertCenter, _ terminal: Terminal) -> TerminalAlertRenderer {
        TerminalAlertRenderer(
            center: center,
            mode: .lines,
            echoesLines: false,
            activationDelay: .zero,
            linesRead: { terminal.linesRead },
            finishLine: {
                if terminal.isLineOpen, terminal.linesRead == terminal.linesReadWhenLineOpened { terminal.output += "\n" }
                terminal.isLineOpen = false
            },
            output: { text in
                terminal.output += text
                terminal.isLineOpen = !text.hasSuffix("\n")
                terminal.linesReadWhenLineOpened = terminal.linesRead
            }
        )
    }

    @Test func aLineTypedForAPromptThatWasReplacedAnswersNeitherAndTheReplacedPromptSaysSo() {
        let center = AlertCenter()
        let terminal = Terminal()
        let alerts = renderer(center, terminal)
        let weekly = center.show(report)
        #expect(terminal.output.hasSuffix("Choose 1-2 [2]: "))
        // "2" is read while the report's prompt is on screen…
        terminal.linesRead = 1
        // …and the urgent alert replaces it before the line is handled.
        let urgent = center.show(battery)
        // The terminal's echo of "2⏎" ended the prompt's line: the note starts the next.
        #expect(
            terminal.output.contains(
                "Choose 1-2 [2]: “Weekly report ready” is put aside, unanswered, for the alert below; it will be asked again after it.\n\nBattery critically low\n"
            ))
        #expect(alerts.handle(.line("2")) == .handled)
        #expect(urgent.isPending, "the line was not for the urgent alert")
        #expect(weekly.isPending)
        #expect(
            terminal.output.hasSuffix(
                "Press Enter for OK: \n“2” was typed for “Weekly report ready”, which another alert replaced: it does not answer this one.\n  1) OK\nPress Enter for OK: "
            ))
        // A line read after the urgent prompt was shown answers it.
        terminal.linesRead = 2
        #expect(alerts.handle(.line("")) == .handled)
        #expect(urgent.outcome?.answer?.title == "OK")
        #expect(terminal.output.hasSuffix("Weekly report ready\n  1) Later\n  2) Open (default)\nChoose 1-2 [2]: "), "asked again")
        terminal.linesRead = 3
        #expect(alerts.handle(.line("2")) == .handled)
        #expect(weekly.outcome?.answer?.title == "Open")
    }

    @Test func theNotesAboutAReplacedPromptSpeakTheAppsLanguage() {
        PreferredLanguages.$override.withValue(["de"]) {
            let center = AlertCenter()
            let terminal = Terminal()
            let alerts = renderer(center, terminal)
            let weekly = center.show(report)
            terminal.linesRead = 1
            _ = center.show(battery)
            #expect(
                terminal.output.contains(
                    "„Weekly report ready“ wird unbeantwortet zurückgestellt, für den Hinweis unten; es wird danach erneut gefragt.\n"
                ))
            #expect(alerts.handle(.line("2")) == .handled)
            #expect(
                terminal.output.contains(
                    "„2“ wurde für „Weekly report ready“ eingegeben, den ein anderer Hinweis ersetzt hat: Es beantwortet diesen nicht.\n"
                ))
            weekly.cancel()
            #expect(!terminal.output.contains("zurückgezogen"), "the report waits behind the urgent alert; it was not on screen")
        }
    }

    @Test func linesTypedAheadWhileNoPromptWasShownStillAnswerTheNextOne() {
        let center = AlertCenter()
        let terminal = Terminal()
        let alerts = renderer(center, terminal)
        // "d", "delete" read at once at the command prompt, before the alert "d" asks for.
        terminal.linesRead = 2
        #expect(alerts.handle(.line("d")) == .notHandled)
        let deletion = center.show(AlertData(title: "Delete?", buttons: [.destructive("Delete"), .cancel()]))
        #expect(alerts.handle(.line("delete")) == .handled)
        #expect(deletion.outcome?.answer?.title == "Delete")
    }

    @Test func aSecondAnswerTypedForTheSamePromptDoesNotAnswerTheNextAlert() {
        let center = AlertCenter()
        let terminal = Terminal()
        let alerts = renderer(center, terminal)
        let first = center.show(AlertData(title: "First", buttons: [.cancel(), .ok()]))
        // "2" twice, both read while "First" is on screen.
        terminal.linesRead = 2
        let second = center.show(AlertData(title: "Second", buttons: [.cancel(), .ok()]))
        #expect(alerts.handle(.line("2")) == .handled)
        #expect(first.outcome?.answer?.title == "OK")
        #expect(alerts.handle(.line("2")) == .handled)
        #expect(second.isPending)
        #expect(terminal.output.contains("“2” was typed for “First”"))
    }

    @Test func withoutALineCountEveryLineAnswersInOrderAsScriptsNeed() {
        let center = AlertCenter()
        var output = ""
        let alerts = TerminalAlertRenderer(center: center, mode: .lines, echoesLines: true) { output += $0 }
        let weekly = center.show(report)
        let urgent = center.show(battery)
        #expect(alerts.handle(.line("")) == .handled)
        #expect(urgent.outcome?.answer?.title == "OK")
        #expect(alerts.handle(.line("2")) == .handled)
        #expect(weekly.outcome?.answer?.title == "Open")
        #expect(output.contains("is put aside, unanswered"))
    }

    @Test func aToastPrintedWhileAPromptWaitsIsOnALineOfItsOwnAndTheQuestionIsAskedAgain() {
        let center = AlertCenter()
        let terminal = Terminal()
        let alerts = renderer(center, terminal)
        let request = center.show(report)
        #expect(terminal.output.hasSuffix("Weekly report ready\n  1) Later\n  2) Open (default)\nChoose 1-2 [2]: "))
        center.showToast(ToastData(title: "Saved", duration: .seconds(60)))
        #expect(terminal.output.hasSuffix("Choose 1-2 [2]: \ni Saved\n  1) Later\n  2) Open (default)\nChoose 1-2 [2]: "))
        terminal.linesRead += 1
        #expect(alerts.handle(.line("1")) == .handled)
        #expect(request.outcome?.answer?.title == "Later")
        center.close()
    }
}
