import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Sequences the model-based test shrank from failures, replayed on a real center beside the
/// reference model with every check of a random run: each pins a behaviour a sequence once
/// broke. Most call back into the center from callbacks; those failed when a re-entry defect
/// (events, actions or releases run inside a step) was planted back into the engine, and fail
/// again with it.
@MainActor
@Suite("Sequences replayed on the reference model") struct ReplayedSequenceTests {
    /// Events collected by an observer, shared with the test.
    private final class Log {
        var kinds: [AlertRequestID: [AlertEvent.Kind]] = [:]

        func endings(of request: AlertRequestID) -> Int {
            kinds[request, default: []].count { $0.isEnded }
        }
    }

    /// With events delivered inside the step planted back: an observer of `settled` that
    /// withdraws the answered request turned its outcome into `.cancelled`, while the tapped
    /// button's action still ran. An answer taken is the outcome.
    @Test(.bug(id: "events-inside-step", "Found by the model-based test: events were delivered inside the step, not after it"), .tags(.reentrancy))
    func observerWithdrawingOnSettledCannotUndoTheAnswer() async {
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

    /// With events delivered inside the step planted back: an observer of `interrupted` that
    /// requested an alert mid-step saw the next alert presented before the events of the
    /// request that interrupted.
    @Test(.bug(id: "events-inside-step", "Found by the model-based test: events were delivered inside the step, not after it"), .tags(.reentrancy))
    func observerRequestingOnInterruptedKeepsTheEventsInOrder() async {
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

    /// With the old no-host sweep planted back (observers ran inside it, and it neither
    /// re-checked for a host nor showed the next alert): an observer attaching a host on the
    /// first `rejected(.noHost)` had the second request presented and then rejected, and the
    /// third never shown.
    @Test(
        .bug(
            id: "no-host-sweep",
            "Found by the model-based test: the no-host sweep ran observers between its rejections and neither re-checked for a host nor showed the next alert"),
        .tags(.reentrancy)) func hostAttachedOnTheFirstNoHostRejectionDoesNotStallTheQueue() async
    {
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

    /// With ended requests' actions released inside the step planted back: while the center
    /// closed, the `deinit` of an object a request's action captured withdrew another request
    /// that was still to end `hostGone`.
    @Test(.bug(id: "releases-inside-step", "Found by the model-based test: ended requests' actions were released inside the step"), .tags(.reentrancy))
    func objectReleasedWhileClosingCallsBackOnceTheCenterIsClosed() async {
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
    @Test(.bug(id: "releases-inside-step", "Found by the model-based test: ended requests' actions were released inside the step"), .tags(.reentrancy))
    func objectOfARequestEndedDuringItsOwnCallIsReleasedAfterTheCall() async {
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
    @Test(.bug(id: "events-inside-step", "Found by the model-based test: events were delivered inside the step, not after it"), .tags(.reentrancy))
    func observerAnsweringAgainOnAnsweredIsRefused() async {
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
    @Test(.bug(id: "releases-inside-step", "Found by the model-based test: ended requests' actions were released inside the step"), .tags(.reentrancy))
    func objectReleasedByAWithdrawalDetachesTheTopmostHost() async {
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

    /// Found by the model-based test: when the request that made a shared alert was withdrawn,
    /// the queue, the presentation and the alert's events still named it, so it kept
    /// producing events after its `ended`.
    @Test(.bug(id: "withdrawn-first-request", "Found by the model-based test: a shared alert kept reporting under its withdrawn first request"))
    func aSharedAlertReportsUnderTheRequestsStillPendingOnceItsFirstIsWithdrawn() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 100, noHostTimeoutMilliseconds: 30_000),
            [
                .attach(1, .afterSettleTime),
                .request(1, RequestSpec()),
                .request(2, RequestSpec(key: "c")),
                .request(3, RequestSpec(key: "c")),
                .cancel(request: 2, followUp: false, throughTask: false),
            ])
        #expect(failure == nil)

        let center = AlertCenter(clock: ManualAlertClock())
        let log = Log()
        center.observeEvents { log.kinds[$0.request, default: []].append($0.kind) }
        let host = center.attachHost(settling: .immediate)
        center.show(title: "In front")
        let first = center.show(AlertData(title: "Shared", coalescingKey: "k"))
        let second = center.show(AlertData(title: "Shared", coalescingKey: "k"))
        first.cancel()
        #expect(center.queuedAlerts.map(\.request) == [second.id])
        host.answer(center.visiblePresentation!.id, buttonIndex: 0)
        #expect(center.visiblePresentation?.request == second.id)
        host.answer(center.visiblePresentation!.id, buttonIndex: 0)
        #expect(log.kinds[first.id] == [.requested, .queued, .ended(.cancelled)])
        #expect(log.kinds[second.id]?.first == .requested)
        #expect(log.kinds[second.id]?.last?.isEnded == true)
        #expect(second.outcome?.answer?.title == "OK")
    }

    /// A sheet leaves a host once its caller withdrew it, and an alert asked for through that
    /// host waits behind it; the host goes away. The alert ends `hostGone` without being
    /// presented on the host below first (the center once showed it there mid-step, and the
    /// next waited a settle time behind it). The long run found it (seed 0x2f32723b26b13318).
    @Test(.bug(id: "detach-pumped-mid-step", "Found by the model-based test: a host going away showed an alert it owned before ending it"))
    func anAlertOwnedByAHostGoingAwayIsNotShownWhileItsSheetLeaves() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 350, noHostTimeoutMilliseconds: 30000),
            [
                .attach(2, .afterSettleTime),
                .attach(3, .afterSettleTime),
                .requestSheet(10, SheetSpec()),
                .request(13, RequestSpec(via: 3)),
                .cancel(request: 10, followUp: false, throughTask: false),
                .detach(host: 3),
            ])
        #expect(failure == nil)
    }

    /// An alert asked for on the center waits while the window in use presents a sheet; the
    /// person turns to the other window (it becomes key), which presents nothing: the alert
    /// shows there at once. With that window's activation re-evaluating nothing unless the
    /// visible alert moved, the alert waited until some other step.
    @Test(.bug(id: "window-became-key-pump", "Found by the model-based test: a window becoming key did not show the alert waiting for it"))
    func anAlertWaitingBehindASheetShowsInTheWindowThatBecomesKey() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 4, settleMilliseconds: 100, noHostTimeoutMilliseconds: 1000),
            [
                .request(19, RequestSpec(priority: 1000)),
                .requestSheet(36, SheetSpec()),
                .attach(6, .afterSettleTime),
                .attachInSecondWindow(7, .immediate),
                .advance(milliseconds: 101),
                .tap(button: 1, typing: [], dismissalFirst: true),
                .request(50, RequestSpec()),
                .windowBecameKey(host: 6),
            ])
        #expect(failure == nil)
    }

    /// A toast asked for while the only host is hidden waits, with room to show it: no host
    /// can. The center's own check once called that state broken (it counted attached hosts,
    /// not hosts that can show anything) and stopped the program.
    @Test(.bug(id: "toast-waits-while-hidden", "Found by the model-based test: a toast waiting while every host is hidden broke the center's check"))
    func aToastAskedForWhileEveryHostIsHiddenWaits() async {
        let failure = await ToastModelRun.replay(
            AlertCenterConfiguration(
                queueCapacity: 10000, settleTime: AlertDuration(nanoseconds: 700_000_000), noHostTimeout: nil, maximumVisibleToasts: 3,
                toastQueueCapacity: 3, loadingGraceTime: AlertDuration(nanoseconds: 400_000_000),
                loadingMinimumShowTime: AlertDuration(nanoseconds: 600_000_000)),
            [
                .operation(.attach),
                .operation(.setVisible(0, false)),
                .operation(
                    .request(
                        ToastSpec(
                            title: "Saved", priority: 500, key: nil, durationNanoseconds: 4_407_321_954, buttonTitle: nil, action: nil,
                            throughTopHost: false))),
            ])
        #expect(failure == nil)
    }

    /// An alert a sheet interrupted waits for that sheet; meanwhile the next alert of its
    /// priority shows on a host inside the sheet, which is then hidden. That alert goes back to
    /// the front of the priority, ahead of the one waiting for the sheet, which went there
    /// before it.
    @Test func theAlertThatWentBackLastIsFirstInItsPriority() async {
        let failure = await ModelRun.replay(
            ModelConfiguration(queueCapacity: 100, settleMilliseconds: 100, noHostTimeoutMilliseconds: 1000),
            [
                .request(5, RequestSpec()),
                .attach(4, .afterSettleTime),
                .request(10, RequestSpec()),
                .requestSheet(13, SheetSpec(key: "c")),
                .attach(5, .immediate),
                .advance(milliseconds: 60000),
                .request(20, RequestSpec(priority: 750, interrupts: true)),
                .dismiss,
                .requestSheet(21, SheetSpec(key: "c", onRelease: .requestSheet(SheetSpec(priority: 750)))),
                .requestSheet(22, SheetSpec(priority: 750, interrupts: true)),
                .finishSheet(index: 2, rightType: true, onOtherHost: false),
                .attach(8, .afterSettleTime),
                .setVisible(host: 8, false),
            ])
        #expect(failure == nil)
    }

    /// Two toasts whose time runs out at the same instant end in one step: a callback of the
    /// first ending (here one that attaches a host) saw the second still on screen with no
    /// time left, while its timer waited to fire.
    @Test(.bug(id: "toasts-ending-at-one-instant", "Found by the long model-based run: a toast out of time stayed visible in a callback"))
    func toastsWhoseTimeRunsOutAtOneInstantEndTogether() async {
        let failure = await ToastModelRun.replay(
            AlertCenterConfiguration(
                queueCapacity: 10000, settleTime: AlertDuration(nanoseconds: 700_000_000), noHostTimeout: nil, maximumVisibleToasts: 3,
                toastQueueCapacity: 6, loadingGraceTime: AlertDuration(nanoseconds: 400_000_000),
                loadingMinimumShowTime: AlertDuration(nanoseconds: 0)),
            [
                .observe(trigger: "toast ended timedOut", operation: .attach),
                .observe(
                    trigger: "toast shown",
                    operation: .request(
                        ToastSpec(
                            title: "Saved", priority: 750, key: nil, durationNanoseconds: 330_349_840, buttonTitle: nil, action: nil,
                            throughTopHost: false))),
                .operation(
                    .request(
                        ToastSpec(
                            title: "Copied to the clipboard", priority: 500, key: nil, durationNanoseconds: 3_924_731_163, buttonTitle: nil,
                            action: nil, throughTopHost: false))),
            ])
        #expect(failure == nil)
    }

    /// An observer that hides a host while that host's attachment is still running (the alert
    /// and the toasts it shows call back before `attachHost` returns) reaches no host: the run
    /// once hid it in the model only, which then paused the toasts for no host while the center,
    /// rightly, paused them for the alert.
    @Test(.bug(id: "host-hidden-inside-its-attachment", "Found by the long model-based run: a step the center never saw changed the model"))
    func aHostHiddenFromInsideItsOwnAttachmentChangesNeitherSide() async {
        let upload = "Upload failed: the server did not answer in time"
        let failure = await ToastModelRun.replay(
            AlertCenterConfiguration(
                queueCapacity: 10000, settleTime: AlertDuration(nanoseconds: 700_000_000), noHostTimeout: nil, maximumVisibleToasts: 3,
                toastQueueCapacity: 3, loadingGraceTime: AlertDuration(nanoseconds: 400_000_000),
                loadingMinimumShowTime: AlertDuration(nanoseconds: 600_000_000)),
            [
                .operation(.showAlert),
                .observe(trigger: "toast shown", operation: .setVisible(3, false)),
                .operation(
                    .request(
                        ToastSpec(
                            title: "Saved", priority: 500, key: nil, durationNanoseconds: 3_018_885_614, buttonTitle: nil, action: nil, throughTopHost: false))),
                .operation(
                    .request(
                        ToastSpec(
                            title: upload, priority: 500, key: nil, durationNanoseconds: 5_324_161_811, buttonTitle: nil, action: nil, throughTopHost: false))),
                .operation(
                    .request(
                        ToastSpec(
                            title: upload, priority: 500, key: nil, durationNanoseconds: 4_193_067_965, buttonTitle: nil, action: nil, throughTopHost: false))),
                .operation(.cancel(newest: false)),
                .operation(
                    .request(
                        ToastSpec(
                            title: upload, priority: 500, key: nil, durationNanoseconds: 3_755_865_073, buttonTitle: nil, action: nil, throughTopHost: false))),
            ])
        #expect(failure == nil)
    }
}
