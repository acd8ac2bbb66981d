import Alerts
import SwiftUI
import Testing

@testable import SwiftUIAlerts

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
