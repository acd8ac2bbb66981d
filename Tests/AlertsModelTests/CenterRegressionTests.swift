import Alerts
import AlertsTesting
import Testing

/// Bugs found by testing the center hard, each pinned by a test named after it: the sequence
/// the model-based test shrank it to, and the same case written against the public API.
@MainActor
@Suite struct CenterRegressionTests {
    /// Events collected by an observer, shared with the test.
    private final class Log {
        var kinds: [AlertRequestID: [AlertEvent.Kind]] = [:]

        func endings(of request: AlertRequestID) -> Int {
            kinds[request, default: []].count { $0.isEnded }
        }
    }

    /// Found by the model-based test: when the request that made a shared alert was withdrawn,
    /// the queue, the presentation and the alert's events still named it, so it kept
    /// producing events after its `ended`.
    @Test func sharedAlertKeptReportingUnderItsWithdrawnFirstRequest() async {
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

    /// Found by reading the center: an event observer that withdrew a request while
    /// ``AlertCenter/close()`` was ending them all made that request end twice, and the
    /// pending count went below zero. Observers now run once the closing is done, so the
    /// withdrawal comes too late and changes nothing.
    @Test func observerWithdrawingDuringCloseEndedARequestTwice() {
        let center = AlertCenter(clock: ManualAlertClock())
        let host = center.attachHost(settling: .immediate)
        let first = center.show(AlertData(title: "Shared", coalescingKey: "k"))
        let second = center.show(AlertData(title: "Shared", coalescingKey: "k"))
        let log = Log()
        center.observeEvents { event in
            log.kinds[event.request, default: []].append(event.kind)
            if event.outcome != nil, second.isPending { second.cancel() }
        }
        center.close()
        #expect(log.endings(of: first.id) == 1)
        #expect(log.endings(of: second.id) == 1)
        #expect(first.outcome == .hostGone)
        #expect(second.outcome == .hostGone)
        #expect(center.pendingRequestCount == 0)
        #expect(!host.isAttached)
    }

    /// Found by reading the center: an observer of `answered` that detached the alert's host
    /// (a sheet closing when its question is answered) made the center resolve an alert that
    /// had already ended, counting it out twice, so the queue then held more than its capacity.
    /// Observers now run once the answer is taken: the answer is the outcome, its action runs,
    /// and the detach that follows finds nothing of the sheet's left to end.
    @Test func observerDetachingTheHostOnAnsweredBrokeTheQueueCapacity() {
        let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 1), clock: ManualAlertClock())
        let root = center.attachHost(settling: .immediate)
        let sheet = center.attachHost(settling: .immediate)
        // Weakly: a host holds its center, which holds the observer.
        center.observeEvents { [weak sheet] event in
            if case .answered = event.kind { sheet?.detach() }
        }
        var actionRuns = 0
        let question = sheet.show(AlertData(title: "Keep changes?", buttons: [.ok("Keep") { actionRuns += 1 }]))
        #expect(sheet.answer(sheet.presentation!.id, buttonIndex: 0))
        #expect(question.outcome == .answered(AlertAnswer(buttonIndex: 0, title: "Keep", type: .default)))
        #expect(actionRuns == 1)
        #expect(!sheet.isAttached)
        #expect(center.pendingRequestCount == 0)

        let shown = center.show(title: "Shown")
        let overflow = center.show(title: "Overflow")
        #expect(shown.isPending)
        #expect(overflow.outcome == .rejected(.queueFull(capacity: 1)))
        #expect(center.topmostHost === root)
    }
}
