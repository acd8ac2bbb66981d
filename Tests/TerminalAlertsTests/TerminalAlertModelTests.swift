import Alerts
import AlertsTestSupport
import Testing

@testable import TerminalAlerts

@Suite(.englishWords) struct TerminalAlertModelTests {
    private let deletion = AlertData(title: "Delete?", buttons: [.destructive("Delete"), .cancel()])
    private let rename = AlertData(
        title: "Rename",
        buttons: [.cancel(), .ok("Rename")],
        textFields: [AlertTextField(placeholder: "Name", text: "notes.txt"), AlertTextField(placeholder: "Tag")]
    )

    private func titles(_ model: TerminalAlertModel) -> [String] {
        model.order.indices.map { model.button(at: $0).title }
    }

    @Test func twoButtonsSitSideBySideWithCancelFirst() {
        let model = TerminalAlertModel(alert: deletion)
        #expect(model.arrangement == .row)
        #expect(titles(model) == ["Cancel", "Delete"])
    }

    @Test func moreButtonsAndConfirmationDialogsAreListedWithCancelLast() {
        let three = TerminalAlertModel(alert: AlertData(title: "Save?", buttons: [.cancel(), .destructive("Discard"), .ok("Save")]))
        #expect(three.arrangement == .column)
        #expect(titles(three) == ["Discard", "Save", "Cancel"])
        let dialog = TerminalAlertModel(alert: AlertData(title: "Delete?", buttons: [.cancel(), .destructive("Delete")], style: .confirmationDialog))
        #expect(dialog.arrangement == .column)
        #expect(titles(dialog) == ["Delete", "Cancel"])
    }

    @Test func theDefaultIsTheFirstDefaultRoleButtonElseCancelSoEnterNeverDestroys() {
        let destructive = TerminalAlertModel(alert: deletion)
        #expect(destructive.button(at: destructive.defaultPosition).title == "Cancel")
        #expect(destructive.focus == .button(destructive.defaultPosition))
        let save = TerminalAlertModel(alert: AlertData(title: "Save?", buttons: [.cancel(), .destructive("Discard"), .ok("Save")]))
        #expect(save.button(at: save.defaultPosition).title == "Save")
        let only = TerminalAlertModel(alert: AlertData(title: "Gone", buttons: [.destructive("Erase")]))
        #expect(only.button(at: only.defaultPosition).title == "Erase")
    }

    @Test func enterChoosesTheFocusedButtonAfterArrowsMoveFocus() {
        var model = TerminalAlertModel(alert: deletion)
        #expect(model.handle(.right) == .changed)
        #expect(model.handle(.enter) == .choose(buttonIndex: 0))
        var wrapped = TerminalAlertModel(alert: deletion)
        #expect(wrapped.handle(.left) == .changed)
        #expect(wrapped.handle(.character(" ")) == .choose(buttonIndex: 0))
    }

    @Test func tabAndShiftTabCycleThroughFieldsAndButtons() {
        var model = TerminalAlertModel(alert: rename)
        #expect(model.focus == .field(0))
        _ = model.handle(.tab)
        #expect(model.focus == .field(1))
        _ = model.handle(.tab)
        #expect(model.focus == .button(0))
        _ = model.handle(.tab)
        _ = model.handle(.tab)
        #expect(model.focus == .field(0))
        _ = model.handle(.backTab)
        #expect(model.focus == .button(1))
        _ = model.handle(.up)
        _ = model.handle(.up)
        #expect(model.focus == .field(1))
    }

    @Test func digitsChooseButtonsInTheOrderShown() {
        var model = TerminalAlertModel(alert: deletion)
        #expect(model.handle(.character("2")) == .choose(buttonIndex: 0))
        #expect(model.handle(.character("1")) == .choose(buttonIndex: 1))
        #expect(model.handle(.character("3")) == .ignored)
        #expect(model.handle(.character("0")) == .ignored)
    }

    @Test func yAndNAnswerAYesNoAlertAndNothingElse() {
        var yesNo = TerminalAlertModel(alert: AlertData(title: "Quit?", buttons: [AlertButton(title: "No", type: .cancel), AlertButton(title: "Yes")]))
        #expect(yesNo.handle(.character("y")) == .choose(buttonIndex: 1))
        #expect(yesNo.handle(.character("N")) == .choose(buttonIndex: 0))
        var other = TerminalAlertModel(alert: deletion)
        #expect(other.handle(.character("y")) == .ignored)
    }

    @Test(arguments: [("Nein", "Ja"), ("いいえ", "はい"), (" non ", "Oui"), ("Нет", "Да"), ("否", "是")])
    func yAndNAnswerAYesNoAlertInAnyOfThePackagesLanguages(no: String, yes: String) {
        var yesNo = TerminalAlertModel(alert: AlertData(title: "Quit?", buttons: [AlertButton(title: no, type: .cancel), AlertButton(title: yes)]))
        #expect(yesNo.yesNoPositions?.yes == 1 && yesNo.yesNoPositions?.no == 0)
        #expect(yesNo.handle(.character("y")) == .choose(buttonIndex: 1))
        #expect(yesNo.handle(.character("n")) == .choose(buttonIndex: 0))
        let twoYes = TerminalAlertModel(alert: AlertData(title: "Quit?", buttons: [AlertButton(title: yes, type: .cancel), AlertButton(title: "Yes")]))
        #expect(twoYes.yesNoPositions == nil, "two buttons that both say yes are not a yes/no alert")
    }

    @Test func escapeChoosesCancelOrClosesADialogOrIsIgnored() {
        var withCancel = TerminalAlertModel(alert: deletion)
        #expect(withCancel.handle(.escape) == .choose(buttonIndex: 1))
        var alertWithoutCancel = TerminalAlertModel(alert: AlertData(title: "Saved"))
        #expect(alertWithoutCancel.handle(.escape) == .ignored)
        var dialogWithoutCancel = TerminalAlertModel(alert: AlertData(title: "Share", buttons: [.ok("Mail"), .ok("Print")], style: .confirmationDialog))
        #expect(dialogWithoutCancel.handle(.escape) == .dismiss)
    }

    @Test func inAFieldKeysEditTextAndEnterChoosesTheDefault() {
        var model = TerminalAlertModel(alert: rename)
        #expect(model.handle(.control("w")) == .changed)
        for character in "2.txt" {
            #expect(model.handle(.character(character)) == .changed)
        }
        #expect(model.textValues == ["2.txt", ""])
        #expect(model.handle(.enter) == .choose(buttonIndex: 1))
    }

    @Test func pasteInsertsIntoAFieldButAnswersNothingOnButtons() {
        var onButtons = TerminalAlertModel(alert: deletion)
        #expect(onButtons.handle(.paste("y\n2")) == .ignored)
        var inField = TerminalAlertModel(alert: rename)
        _ = inField.handle(.paste("-2"))
        #expect(inField.textValues.first == "notes.txt-2")
    }

    @Test func typedTextIsRestoredWhenTheAlertReturns() {
        let model = TerminalAlertModel(alert: rename, textValues: ["draft.txt", "work"])
        #expect(model.textValues == ["draft.txt", "work"])
    }
}
