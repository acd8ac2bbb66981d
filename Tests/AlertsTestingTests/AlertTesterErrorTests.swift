import Alerts
import AlertsTesting
import Testing

@Suite struct AlertTesterErrorTests {
    @Test func descriptionsSayWhatWasOnScreen() {
        #expect(AlertTesterError.noVisibleAlert.description == "no alert is visible")
        #expect(
            AlertTesterError.noButton(titled: "Delete", alert: "Delete file?", available: ["Cancel", "Remove"]).description
                == "no button titled “Delete”; the visible alert “Delete file?” has “Cancel”, “Remove”")
        #expect(
            AlertTesterError.noButtonWithRole(.destructive, alert: "Saved", available: ["OK"]).description
                == "no button with the role .destructive; the visible alert “Saved” has “OK”")
        #expect(
            AlertTesterError.noTextField(index: 1, alert: "Rename", count: 1).description
                == "no text field at index 1; the visible alert “Rename” has 1 text field")
        #expect(AlertTesterError.stillWaiting(afterYields: 10).description == "still waiting after 10 yields of the main actor")
    }
}
