import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Bad input gets a named error and a defined outcome, never a crash and never a
/// silent loss.
@MainActor
@Suite struct ValidationTests {
    @Test func noButtonsGivesOneOKButton() {
        let fixture = Fixture()
        let host = fixture.center.attachHost()
        let handle = fixture.center.show(title: "Saved")
        let presentation = try! #require(host.presentation)
        #expect(presentation.buttons.map(\.title) == ["OK"])
        #expect(presentation.buttons.map(\.type) == [.default])
        #expect(host.answer(presentation.id, buttonIndex: 0))
        #expect(handle.outcome == .answered(AlertAnswer(buttonIndex: 0, title: "OK", type: .default)))
    }

    @Test func twoCancelButtonsAreRejectedAsInvalid() {
        let fixture = Fixture()
        fixture.attachHost()
        let handle = fixture.center.show(AlertData(title: "Two cancels", buttons: [.cancel(), .cancel("Never mind")]))
        #expect(handle.outcome == .rejected(.invalid(.multipleCancelButtons(count: 2))))
        #expect(fixture.visibleTitle == nil)
        #expect(fixture.events.kinds(of: handle.id) == [.requested, .ended(.rejected(.invalid(.multipleCancelButtons(count: 2))))])
    }

    @Test func anEmptyButtonTitleIsRejectedAsInvalid() {
        let fixture = Fixture()
        fixture.attachHost()
        let handle = fixture.center.show(AlertData(title: "Blank", buttons: [.ok(), AlertButton(title: "  ")]))
        #expect(handle.outcome == .rejected(.invalid(.emptyButtonTitle(index: 1))))
    }

    @Test func anAlertWithNeitherTitleNorMessageIsRejectedAsInvalid() {
        let fixture = Fixture()
        let handle = fixture.center.show(AlertData(title: "", message: " "))
        #expect(handle.outcome == .rejected(.invalid(.emptyTitleAndMessage)))
    }

    @Test func textFieldsInAConfirmationDialogAreRejectedAsInvalid() {
        let fixture = Fixture()
        let handle = fixture.center.show(AlertData(title: "Dialog", textFields: [AlertTextField(placeholder: "x")], style: .confirmationDialog))
        #expect(handle.outcome == .rejected(.invalid(.textFieldsInConfirmationDialog)))
    }

    @Test func aFullQueueRejectsTheNewRequestAndKeepsEveryOther() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(queueCapacity: 3))
        let host = fixture.center.attachHost(settling: .immediate)
        let accepted = (1...3).map { fixture.center.show(title: "Alert \($0)") }
        let overflow = fixture.center.show(title: "One too many")
        #expect(overflow.outcome == .rejected(.queueFull(capacity: 3)))
        #expect(accepted.allSatisfy { $0.isPending })

        let joined = fixture.center.show(AlertData(title: "Joins", coalescingKey: "k"))
        #expect(joined.outcome == .rejected(.queueFull(capacity: 3)), "no keyed alert to join: it needs a place")

        host.answer(try! #require(host.presentation).id, buttonIndex: 0)
        let roomAgain = fixture.center.show(title: "Fits now")
        #expect(roomAgain.isPending)
    }

    @Test func joiningAnExistingAlertByKeyNeedsNoRoomInAFullQueue() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(queueCapacity: 1))
        fixture.attachHost()
        let first = fixture.center.show(AlertData(title: "Keyed", coalescingKey: "k"))
        let joined = fixture.center.show(AlertData(title: "Keyed", coalescingKey: "k"))
        #expect(first.isPending)
        #expect(joined.isPending)
    }

    @Test func rejectionsAndValidationErrorsDescribeThemselves() {
        #expect(AlertRejection.noHost.description.contains(".showAlertView()"))
        #expect(AlertRejection.queueFull(capacity: 5).description.contains("5"))
        #expect(AlertValidationError.emptyButtonTitle(index: 2).description == "button 2 has an empty title")
        #expect(AlertValidationError.multipleCancelButtons(count: 2).description.contains("at most one"))
    }

    /// Extreme numbers in the configuration and in priorities end requests in defined outcomes.
    @Test(.bug(id: "extreme-numbers", "Found by an adversarial review of the engine: extreme capacities, durations and priorities"))
    func extremeConfigurationAndPrioritiesEndRequestsWithoutCrashing() {
        let fixture = Fixture(
            configuration: AlertCenterConfiguration(
                queueCapacity: Int.min, settleTime: .min, noHostTimeout: .min))
        let rejected = fixture.center.show(title: "No host")
        #expect(rejected.outcome == .rejected(.noHost))
        let host = fixture.attachHost()
        let full = fixture.center.show(AlertData(title: "Full", priority: AlertPriority(rawValue: .max)))
        #expect(full.outcome == .rejected(.queueFull(capacity: .min)))
        #expect(host.presentation == nil)

        let big = Fixture(
            configuration: AlertCenterConfiguration(
                queueCapacity: .max, settleTime: .max, noHostTimeout: .max))
        let low = big.center.show(AlertData(title: "Lowest", priority: AlertPriority(rawValue: .min)))
        big.clock.advance(by: .seconds(1_000_000_000))
        #expect(low.isPending)
        let bigHost = big.attachHost()
        #expect(bigHost.presentation?.alert.title == "Lowest")
        let high = big.center.show(AlertData(title: "Highest", priority: AlertPriority(rawValue: .max), interruptsLowerPriority: true))
        #expect(bigHost.presentation == nil, "the interrupted alert settles for settleTime .max")
        #expect(!bigHost.answer(AlertPresentationID(rawValue: .max), buttonIndex: .min))
        big.clock.advance(by: .max)
        #expect(big.visibleTitle == "Highest")
        if let presentation = bigHost.presentation {
            #expect(!bigHost.answer(presentation.id, buttonIndex: .max))
            #expect(!bigHost.answer(presentation.id, buttonIndex: -1))
            #expect(bigHost.answer(presentation.id, buttonIndex: 0, textValues: Array(repeating: "x", count: 1000)))
        }
        big.center.close()
        #expect(low.outcome == .hostGone)
        #expect(high.outcome?.answer?.title == "OK")
        #expect(big.center.pendingRequestCount == 0)
    }
}
