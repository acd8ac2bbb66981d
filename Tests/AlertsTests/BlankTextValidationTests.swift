import Alerts
import Testing

/// Validation counts a title, message or button title as empty exactly when every character
/// in it is whitespace, ASCII or not.
@Suite struct BlankTextValidationTests {
    static let blank = ["", " ", "\t", "\n", " \t\r\n", "\u{00A0}", "\u{2003}", "\u{3000}", " \u{2003}\t"]
    static let notBlank = ["!", "~", "a", "Z", "0", " x", "\t.", "\u{7F}", "é", "\u{00A0}x", "😀", "Ünïcode"]

    @Test(arguments: blank)
    func aTitleOfOnlyWhitespaceWithNoMessageIsInvalid(title: String) {
        #expect(throws: AlertValidationError.emptyTitleAndMessage) {
            try AlertData(title: title).validate()
        }
    }

    @Test(arguments: notBlank)
    func aTitleWithAnyOtherCharacterIsValid(title: String) throws {
        try AlertData(title: title).validate()
    }

    @Test(arguments: blank)
    func aButtonTitleOfOnlyWhitespaceIsInvalid(title: String) {
        #expect(throws: AlertValidationError.emptyButtonTitle(index: 1)) {
            try AlertData(title: "Save?", buttons: [.cancel(), AlertButton(title: title)]).validate()
        }
    }

    @Test(arguments: notBlank)
    func aButtonTitleWithAnyOtherCharacterIsValid(title: String) throws {
        try AlertData(title: "Save?", buttons: [.cancel(), AlertButton(title: title)]).validate()
    }
}
