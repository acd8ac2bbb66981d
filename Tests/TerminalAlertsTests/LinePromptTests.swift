import Alerts
import AlertsTestSupport
import Testing

@testable import TerminalAlerts

@Suite(.englishWords) struct LinePromptTests {
    private let deletion = AlertData(
        title: "Delete “notes.txt”?",
        message: "This cannot be undone.",
        buttons: [.destructive("Delete"), .cancel()],
        style: .confirmationDialog
    )

    @Test func opensWithTitleMessageAndNumberedButtonsNamingRolesAndTheDefault() {
        let prompt = LinePrompt(alert: deletion)
        #expect(
            prompt.opening == """

                Delete “notes.txt”?
                This cannot be undone.
                  1) Delete (destructive)
                  2) Cancel (default)
                Choose 1-2 [2]: 
                """)
    }

    @Test func aNumberATitleOrAnEmptyLineChoosesAButton() {
        var prompt = LinePrompt(alert: deletion)
        #expect(prompt.submit("1") == .answer(buttonIndex: 0, textValues: []))
        #expect(prompt.submit(" cancel ") == .answer(buttonIndex: 1, textValues: []))
        #expect(prompt.submit("") == .answer(buttonIndex: 1, textValues: []))
    }

    @Test func anythingElseIsExplainedAndAskedAgain() {
        var prompt = LinePrompt(alert: deletion)
        guard case .ask(let text) = prompt.submit("banana") else {
            Issue.record("“banana” was taken as an answer")
            return
        }
        #expect(text.hasPrefix("“banana” is not one of the choices: type a number from 1 to 2, or a button's title.\n"))
        #expect(text.hasSuffix("Choose 1-2 [2]: "))
        guard case .ask = prompt.submit("3") else {
            Issue.record("“3” was taken as an answer")
            return
        }
    }

    @Test func yAndNAnswerYesNoAlerts() {
        var prompt = LinePrompt(alert: AlertData(title: "Quit?", buttons: [AlertButton(title: "No", type: .cancel), AlertButton(title: "Yes")]))
        #expect(prompt.question.hasSuffix("Choose 1-2 or y/n [2]: "))
        #expect(prompt.submit("n") == .answer(buttonIndex: 0, textValues: []))
        #expect(prompt.submit("Y") == .answer(buttonIndex: 1, textValues: []))
    }

    @Test func aSingleButtonAsksForEnter() {
        var prompt = LinePrompt(alert: AlertData(title: "Saved"))
        #expect(prompt.question == "  1) OK\nPress Enter for OK: ")
        #expect(prompt.submit("") == .answer(buttonIndex: 0, textValues: []))
    }

    @Test func textFieldsAreAskedFirstAndAnEmptyLineKeepsTheirText() {
        var prompt = LinePrompt(
            alert: AlertData(
                title: "Sign in",
                buttons: [.cancel(), .ok("Sign In")],
                textFields: [AlertTextField(placeholder: "Name", text: "ada"), AlertTextField(placeholder: "Password", isSecure: true)]
            ))
        #expect(prompt.opening.hasSuffix("Sign in\nName [ada]: "))
        #expect(prompt.submit("") == .ask("Password (input is not hidden): "))
        #expect(prompt.isAskingSecureField)
        guard case .ask(let buttons) = prompt.submit("s3cret") else {
            Issue.record("the buttons were not asked after the fields")
            return
        }
        #expect(buttons == "  1) Cancel\n  2) Sign In (default)\nChoose 1-2 [2]: ")
        #expect(prompt.submit("2") == .answer(buttonIndex: 1, textValues: ["ada", "s3cret"]))
    }
}
