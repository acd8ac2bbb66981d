import Alerts
import SwiftUI
@testable import SwiftUIAlerts
import Testing

@Suite struct ButtonRoleMappingTests {
    @Test func defaultButtonsHaveNoRole() {
        #expect(AlertButtonType.default.buttonRole == nil)
    }

    @Test func cancelButtonsHaveTheCancelRole() {
        #expect(AlertButtonType.cancel.buttonRole == .cancel)
    }

    @Test func destructiveButtonsHaveTheDestructiveRole() {
        #expect(AlertButtonType.destructive.buttonRole == .destructive)
    }
}
