import Alerts
import Foundation
import Testing

/// Alerts, buttons, toasts and sheet descriptions compare as values: what they say and offer,
/// never their ids, and for an action only whether there is one.
@MainActor
@Suite struct ValueEqualityTests {
    static let alert = AlertData(
        title: "Rename", message: "Choose a name.", buttons: [.cancel(), .ok("Rename") {}],
        textFields: [AlertTextField(placeholder: "Name", text: "Draft")], style: .alert, priority: .normal,
        coalescingKey: "rename", interruptsLowerPriority: false)

    static let toast = ToastData(
        title: "Message deleted", message: "From Anna.", style: .info, symbolName: "trash", button: ToastButton("Undo") {},
        position: .bottom, priority: .normal, coalescingKey: "deleted", duration: .seconds(4))

    @Test func alertsThatSayTheSameAreEqualWhateverTheirIdsAndActions() {
        var copy = Self.alert
        copy.id = UUID()
        copy.buttons = [.cancel(), AlertButton(title: "Rename") { _ in }]
        #expect(copy == Self.alert)
        #expect(copy.id != Self.alert.id)
    }

    @Test func alertsDifferingInAnyFieldButTheirIdAreNotEqual() {
        let changes: [(field: String, change: (inout AlertData) -> Void)] = [
            ("title", { $0.title = "Rename file" }),
            ("message", { $0.message = nil }),
            ("buttons", { $0.buttons.removeFirst() }),
            ("a button's action", { $0.buttons[1] = .ok("Rename") }),
            ("a button's role", { $0.buttons[1] = .destructive("Rename") {} }),
            ("text fields", { $0.textFields = [] }),
            ("a text field's starting text", { $0.textFields[0].text = "" }),
            ("a text field's secrecy", { $0.textFields[0].isSecure = true }),
            ("a text field's placeholder", { $0.textFields[0].placeholder = "Title" }),
            ("style", { $0.style = .confirmationDialog }),
            ("priority", { $0.priority = .high }),
            ("coalescing key", { $0.coalescingKey = nil }),
            ("interruption", { $0.interruptsLowerPriority = true }),
        ]
        expectEachChangeCounts(Self.alert, changes)
    }

    /// Expects `value` changed by each of `changes` to compare unequal to it, naming the field
    /// whose change it did not notice.
    private func expectEachChangeCounts<Value: Equatable>(_ value: Value, _ changes: [(field: String, change: (inout Value) -> Void)]) {
        for (field, change) in changes {
            var changed = value
            change(&changed)
            #expect(changed != value, "a value with another \(field) compares equal")
        }
    }

    @Test func anAlertGivenNoButtonsIsNotOneGivenItsOK() {
        let plain = AlertData(title: "Saved")
        let withOK = AlertData(title: "Saved", buttons: [.ok()])
        #expect(plain.presentedButtons == withOK.presentedButtons)
        #expect(plain != withOK)
    }

    @Test func buttonsCompareByTitleRoleAndWhetherTheyHaveAnAction() {
        #expect(AlertButton.destructive("Delete") {} == AlertButton(title: "Delete", type: .destructive) {})
        #expect(AlertButton.destructive("Delete") == AlertButton(title: "Delete", type: .destructive))
        #expect(AlertButton(title: "Rename") { _ in } == .ok("Rename") {})
        #expect(AlertButton.destructive("Delete") {} != .destructive("Remove") {})
        #expect(AlertButton.destructive("Delete") {} != .cancel("Delete") {})
        #expect(AlertButton.destructive("Delete") {} != .destructive("Delete"))
    }

    @Test func toastsThatSayTheSameAreEqualWhateverTheirIdsAndActions() {
        var copy = Self.toast
        copy.id = UUID()
        copy.button = ToastButton("Undo") {}
        #expect(copy == Self.toast)
    }

    @Test func toastsDifferingInAnyFieldButTheirIdAreNotEqual() {
        let changes: [(field: String, change: (inout ToastData) -> Void)] = [
            ("title", { $0.title = "Deleted" }),
            ("message", { $0.message = nil }),
            ("style", { $0.style = .success }),
            ("symbol", { $0.symbolName = nil }),
            ("button", { $0.button = nil }),
            ("button's title", { $0.button = ToastButton("Restore") {} }),
            ("button's action", { $0.button = ToastButton("Undo") }),
            ("position", { $0.position = .top }),
            ("priority", { $0.priority = .low }),
            ("coalescing key", { $0.coalescingKey = nil }),
            ("duration", { $0.duration = nil }),
        ]
        expectEachChangeCounts(Self.toast, changes)
    }

    @Test func aToastOfAutomaticDurationIsNotOneNamingThatDuration() {
        let automatic = ToastData(title: "Saved")
        let named = ToastData(title: "Saved", duration: automatic.automaticDuration)
        #expect(automatic.effectiveDuration == named.effectiveDuration)
        #expect(automatic != named)
    }

    @Test func sheetDescriptionsCompareByEveryField() {
        let sheet = SheetData(title: "Rename", priority: .high, coalescingKey: "rename", interruptsLowerPriority: true)
        #expect(sheet == SheetData(title: "Rename", priority: .high, coalescingKey: "rename", interruptsLowerPriority: true))
        #expect(sheet != SheetData(title: "Move", priority: .high, coalescingKey: "rename", interruptsLowerPriority: true))
        #expect(sheet != SheetData(title: "Rename", priority: .normal, coalescingKey: "rename", interruptsLowerPriority: true))
        #expect(sheet != SheetData(title: "Rename", priority: .high, coalescingKey: nil, interruptsLowerPriority: true))
        #expect(sheet != SheetData(title: "Rename", priority: .high, coalescingKey: "rename", interruptsLowerPriority: false))
    }
}
