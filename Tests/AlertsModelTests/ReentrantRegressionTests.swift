import Alerts
import Testing

/// Sequences whose callbacks call back into the center, each of which the model-based test
/// shrank from a failure when a re-entry defect (events, actions or releases run inside a
/// step) was planted back into the engine.
/// They pass on the engine as it is, and fail with the defect named.
@MainActor
@Suite struct ReentrantRegressionTests {
    /// Defect 2 planted (events delivered inside the step): an observer of `settled` that
    /// withdraws the answered request turned its outcome into `.cancelled`, while the tapped
    /// button's action still ran. An answer taken is the outcome.
    @Test func observerWithdrawingOnSettledCannotUndoTheAnswer() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(),
            [
                .attach(1, .immediate),
                .observe(ObserverSpec(on: .settled, .cancel(.subject))),
                .request(1, RequestSpec(buttons: .cancelAndDestructive)),
                .tap(button: 1, typing: [], dismissalFirst: false),
            ])
        #expect(failure == nil)
    }

    /// Defect 2 planted: an observer of `interrupted` that requested an alert mid-step saw
    /// the next alert presented before the events of the request that interrupted.
    @Test func observerRequestingOnInterruptedKeepsTheEventsInOrder() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 100, noHostTimeoutMilliseconds: nil),
            [
                .request(16, RequestSpec()),
                .observe(ObserverSpec(on: .interrupted, limit: 2, .request(RequestSpec(buttons: .cancelAndDestructive)))),
                .attach(3, .afterSettleTime),
                .request(36, RequestSpec(priority: 750, interrupts: true)),
            ])
        #expect(failure == nil)
    }

    /// Defect 3 planted (the no-host sweep neither re-checks for a host nor shows the next
    /// alert, and observers run inside it): an observer attaching a host on the first
    /// `rejected(.noHost)` had the second request presented and then rejected, and the third
    /// never shown.
    @Test func hostAttachedOnTheFirstNoHostRejectionDoesNotStallTheQueue() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 350, noHostTimeoutMilliseconds: 1_000),
            [
                .observe(ObserverSpec(on: .noHost, .attach(.immediate))),
                .request(1, RequestSpec()),
                .request(2, RequestSpec()),
                .advance(milliseconds: 500),
                .request(3, RequestSpec()),
                .advance(milliseconds: 500),
            ])
        #expect(failure == nil)
    }

    /// Defect 1 planted (ended requests' actions released inside the step): while the center
    /// closed, the `deinit` of an object a request's action captured withdrew another request
    /// that was still to end `hostGone`.
    @Test func objectReleasedWhileClosingCallsBackOnceTheCenterIsClosed() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(),
            [
                .attach(1, .immediate),
                .attach(2, .immediate),
                .request(1, RequestSpec()),
                .request(2, RequestSpec(buttons: .single, onRelease: .cancel(.newest))),
                .request(3, RequestSpec()),
                .request(4, RequestSpec()),
                .close,
            ])
        #expect(failure == nil)
    }

    /// A request made through a host already detached ends during its own `show`; the caller
    /// still holds its alert then, so the object its actions captured is released once the
    /// call returns, and closes the center from there.
    @Test func objectOfARequestEndedDuringItsOwnCallIsReleasedAfterTheCall() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 100, noHostTimeoutMilliseconds: nil),
            [
                .attach(3, .afterSettleTime),
                .request(16, RequestSpec()),
                .request(17, RequestSpec()),
                .detach(host: 3),
                .request(41, RequestSpec(via: 3, buttons: .cancelAndConfirm, onRelease: .close)),
            ])
        #expect(failure == nil)
    }

    /// An observer of `answered` that answers again finds nothing visible: the first answer
    /// taken is the only one, and the next alert is shown only after the action ran.
    @Test func observerAnsweringAgainOnAnsweredIsRefused() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(),
            [
                .attach(1, .immediate),
                .observe(ObserverSpec(on: .answered, limit: 2, .answer(button: 1))),
                .request(1, RequestSpec(buttons: .cancelAndConfirm)),
                .request(2, RequestSpec(buttons: .cancelAndConfirm)),
                .tap(button: 0, typing: [], dismissalFirst: false),
            ])
        #expect(failure == nil)
    }

    /// An action's captured object released by a withdrawal detaches the topmost host: the
    /// visible alert moves to the host below once the withdrawal is done.
    @Test func objectReleasedByAWithdrawalDetachesTheTopmostHost() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(),
            [
                .attach(1, .immediate),
                .attach(2, .afterSettleTime),
                .request(1, RequestSpec()),
                .request(2, RequestSpec(buttons: .single, onRelease: .detach(topmost: true))),
                .request(3, RequestSpec()),
                .cancel(request: 2, followUp: false, throughTask: false),
            ])
        #expect(failure == nil)
    }
}
