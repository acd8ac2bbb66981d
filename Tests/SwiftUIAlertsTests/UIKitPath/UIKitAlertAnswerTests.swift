import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing
import UIKitEmulation

@testable import SwiftUIAlerts

/// What an alert controller is made of, how the person's answer reaches the center in either
/// order UIKit may report it, and how soon the next alert follows.
@MainActor
@Suite struct UIKitAlertAnswerTests {
    private static let dialog = AlertData(
        title: "Delete “Draft”?",
        buttons: [AlertButton(title: "Delete", type: .destructive), AlertButton(title: "Cancel", type: .cancel)],
        style: .confirmationDialog)

    @Test func aDialogOnIPadPointsAtTheViewItWasAskedFrom() async throws {
        let anchorView = AlertAnchor()
        let fixture = UIKitPathFixture(anchor: { _ in ObjectIdentifier(anchorView) })
        fixture.window.isRegularWidth = true

        _ = await fixture.show(Self.dialog)

        let request = try #require(fixture.visibleRequest)
        #expect(request.source == .anchor(ObjectIdentifier(anchorView)))
        #expect(request.style == .confirmationDialog)
        #expect(request.actions.map(\.type) == [.destructive, .cancel])
        #expect(fixture.problems.isEmpty)
    }

    @Test func aDialogOnIPadWithNoAnchorPointsAtTheHostView() async throws {
        let fixture = UIKitPathFixture()
        fixture.window.isRegularWidth = true

        _ = await fixture.show(Self.dialog)

        #expect(fixture.visibleRequest?.source == .hostView)
        #expect(fixture.problems.isEmpty)
    }

    @Test func aDialogWithNoPopoverSourceIsWhatUIKitRaisesFor() async throws {
        let fixture = UIKitPathFixture()
        fixture.window.isRegularWidth = true
        fixture.presenter.setsPopoverSource = false

        _ = await fixture.show(Self.dialog)

        #expect(fixture.window.exceptions.count == 1)
    }

    @Test func aTapOutsideADialogsPopoverEndsItDismissed() async throws {
        let fixture = UIKitPathFixture()
        fixture.window.isRegularWidth = true
        let handle = await fixture.show(Self.dialog)
        await fixture.advance(by: fixture.window.alertAnimation)

        try fixture.window.tapOutsidePopover()
        await fixture.advance(by: fixture.window.alertAnimation + fixture.delivery.state.timing.settleMargin)

        #expect(handle.outcome == .dismissed)
        #expect(fixture.problems.isEmpty)
    }

    @Test func textFieldsAreOfferedAndAnsweredWithWhatThePersonTyped() async throws {
        let fixture = UIKitPathFixture()
        let handle = await fixture.show(
            AlertData(
                title: "Sign in",
                buttons: [AlertButton(title: "Cancel", type: .cancel), AlertButton(title: "Sign In")],
                textFields: [AlertTextField(placeholder: "Name", text: "ana"), AlertTextField(placeholder: "Password", isSecure: true)]))
        await fixture.advance(by: fixture.window.alertAnimation)

        let request = try #require(fixture.visibleRequest)
        #expect(request.textFields.map(\.isSecure) == [false, true])
        #expect(request.textFields.map(\.text) == ["ana", ""])
        // Return submits what was typed: the first default-style button.
        #expect(request.preferredAction == 1)
        try fixture.window.type("hunter2", intoField: 1)
        try fixture.window.tap(actionAt: 1)
        await fixture.advance(by: .seconds(1))

        #expect(handle.outcome?.answer?.textValues == ["ana", "hunter2"])
        #expect(fixture.problems.isEmpty)
    }

    @Test(arguments: [EmulatedUIKitWindow.HandlerOrder.handlerFirst, .disappearanceFirst])
    func theAnswerIsTakenInEitherOrderAndTheNextAlertFollowsTheDismissalByTheMargin(order: EmulatedUIKitWindow.HandlerOrder) async throws {
        let fixture = UIKitPathFixture()
        fixture.window.handlerOrder = order
        var ran: [String] = []
        let first = await fixture.show(AlertData(title: "First", buttons: [AlertButton(title: "Go") { ran.append("go") }]))
        let second = await fixture.show(AlertData(title: "Second"))
        await fixture.advance(by: fixture.window.alertAnimation)

        let tapped = fixture.clock.now
        try fixture.window.tap(actionAt: 0)
        await fixture.advance(by: .seconds(1))

        #expect(first.outcome?.answer?.title == "Go")
        #expect(ran == ["go"])
        #expect(second.isPending)
        let next = try #require(fixture.window.presentations.last)
        #expect(next.name == "alert Second")
        let latency = next.time - tapped
        let margin = fixture.delivery.state.timing.settleMargin
        #expect(latency == fixture.window.alertAnimation + margin)
        #expect(margin <= .milliseconds(100))
        print("answer → next alert presented (\(order)): \(latency) = dismissal \(fixture.window.alertAnimation) + margin \(margin)")
        #expect(fixture.events.endings(of: first.id) == [first.outcome].compactMap { $0 })
        #expect(fixture.problems.isEmpty)
    }
}
