import Alerts
import Testing

/// Validation counts a title, message or button title as empty exactly when nothing in it would
/// be seen: whitespace, ASCII or not, controls, invisible formatting characters and ignorable
/// code points.
@Suite struct BlankTextValidationTests {
    static let blank = [
        "", " ", "\t", "\n", " \t\r\n", "\u{00A0}", "\u{2003}", "\u{3000}", " \u{2003}\t",
        "\u{200B}", "\u{200B}\u{200B}", "\u{200C}\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}",
        "\u{3164}", "\u{115F}\u{1160}", "\u{2800}", "\u{7F}", "\u{07}\u{1B}", "\u{85}",
        "\u{202E}", "\u{2028}\u{2029}", " \u{200B}\t\u{FE0F}",
    ]
    static let notBlank = ["!", "~", "a", "Z", "0", " x", "\t.", "\u{200B}x", "é", "\u{00A0}x", "😀", "Ünïcode"]

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
