import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// Callbacks that call back in: a toast's button action, an event observer and the `deinit`
/// of what an action captured may call any operation of the center; none runs inside a step,
/// every request still ends exactly once, and events stay in order.
@MainActor
@Suite struct ToastReentrancyTests {
    /// Every toast request's events begin with `requested` and end with its one `ended`.
    private func expectWholeLives(_ events: [AlertEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        var byRequest: [AlertRequestID: [ToastEvent]] = [:]
        for event in events {
            if case .toast(let toastEvent) = event.kind { byRequest[event.request, default: []].append(toastEvent) }
        }
        for (request, lives) in byRequest {
            #expect(lives.first == .requested, "\(request) began \(lives)", sourceLocation: sourceLocation)
            let endings = lives.filter { if case .ended = $0 { true } else { false } }
            #expect(endings.count <= 1, "\(request) ended \(endings.count) times", sourceLocation: sourceLocation)
            if !endings.isEmpty {
                #expect({ if case .ended = lives.last { true } else { false } }(), "\(request): \(lives)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func anActionThatShowsDismissesAndCancelsToasts() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let other = fixture.center.showToast("other")
        let queuedLater = fixture.center.showToast("third")
        var followUp: ToastHandle?
        let tapped = fixture.center.showToast(
            ToastData(
                title: "Undo me",
                button: ToastButton("Undo") {
                    #expect(host.dismissToast(other.id))
                    queuedLater.cancel()
                    followUp = fixture.center.showToast("Restored")
                }))
        fixture.center.showToast("waiting")
        #expect(host.tapToastButton(tapped.id))
        #expect(tapped.outcome == .actionTapped)
        #expect(other.outcome == .dismissed)
        #expect(queuedLater.outcome == .cancelled)
        #expect(host.toasts.map(\.toast.title) == ["waiting", "Restored"])
        #expect(followUp?.isPending == true)
        expectWholeLives(fixture.events.all)
    }

    @Test func anActionThatClosesTheCenter() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        let bystander = fixture.center.showToast("bystander")
        let tapped = fixture.center.showToast(ToastData(title: "Sign out", button: ToastButton("Now") { fixture.center.close() }))
        #expect(host.tapToastButton(tapped.id))
        #expect(tapped.outcome == .actionTapped)
        #expect(bystander.outcome == .hostGone)
        #expect(fixture.center.isClosed)
        #expect(fixture.center.visibleToasts.isEmpty)
        expectWholeLives(fixture.events.all)
    }

    @Test func observersThatActOnToastsSeeWholeStateAndKeepTheOrder() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(maximumVisibleToasts: 1))
        let host = fixture.attachHost(settling: .immediate)
        var seen: [String] = []
        fixture.center.observeEvents { event in
            guard case .toast(let toastEvent) = event.kind else { return }
            seen.append("\(event.title) \(toastEvent)")
            switch (event.title, toastEvent) {
            case ("dismiss me", .shown):
                // The toast is visible by the time the observer hears of it.
                #expect(host.toasts.map(\.toast.title) == ["dismiss me"])
                #expect(host.dismissToast(event.request))
            case ("dismiss me", .ended):
                fixture.center.showToast("from the observer")
            default:
                break
            }
        }
        fixture.center.showToast("dismiss me")
        #expect(host.toasts.map(\.toast.title) == ["from the observer"])
        #expect(
            seen == [
                "dismiss me requested", "dismiss me queued", "dismiss me shown", "dismiss me ended(Alerts.ToastOutcome.dismissed)",
                "from the observer requested", "from the observer queued", "from the observer shown",
            ])
        expectWholeLives(fixture.events.all)
    }

    @Test func anObserverThatClosesTheCenterOnATimeout() {
        let fixture = Fixture()
        fixture.attachHost(settling: .immediate)
        let first = fixture.center.showToast(ToastData(title: "a", duration: .seconds(1)))
        let second = fixture.center.showToast(ToastData(title: "b", duration: .seconds(1)))
        fixture.center.observeEvents { event in
            if event.toastOutcome == .timedOut { fixture.center.close() }
        }
        fixture.clock.advance(by: .seconds(1))
        #expect(first.outcome == .timedOut)
        #expect(second.outcome == .timedOut || second.outcome == .hostGone)
        #expect(fixture.center.pendingToastCount == 0)
        expectWholeLives(fixture.events.all)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theDeinitOfWhatAnActionCapturedMayCallTheCenter() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var fromDeinit: ToastHandle?
        do {
            let probe = ReleaseProbe { fromDeinit = fixture.center.showToast("from a deinit") }
            fixture.center.showToast(ToastData(title: "holder", button: ToastButton("Do") { _ = probe }, duration: .seconds(1)))
        }
        #expect(fromDeinit == nil)
        fixture.clock.advance(by: .seconds(1))
        #expect(fromDeinit?.isPending == true)
        #expect(host.toasts.map(\.toast.title) == ["from a deinit"])
        expectWholeLives(fixture.events.all)
    }

    @Test func anObserverThatEndsLoadingWhenTheIndicatorAppears() {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        var handles: [LoadingHandle] = []
        var acted = false
        fixture.center.observeEvents { event in
            if event.kind == .loading(.indicatorShown), !acted {
                acted = true
                for handle in handles { handle.end(showing: ToastData(title: "Done")) }
                handles.append(fixture.center.beginLoading("Follow-up"))
            }
        }
        handles.append(fixture.center.beginLoading("Work"))
        fixture.clock.advance(by: .milliseconds(400))
        // "Done" took the indicator's place; the follow-up has a grace time of its own.
        #expect(host.loading == nil)
        #expect(host.toasts.map(\.toast.title) == ["Done"])
        fixture.clock.advance(by: .milliseconds(400))
        #expect(host.loading?.message == "Follow-up")
        handles.last?.end()
        #expect(host.loading?.operationCount == 0)
        fixture.clock.advance(by: .milliseconds(600))
        #expect(host.loading == nil)
    }

    @Test func aCancelActionThatEndsItsOwnOperationAndBeginsAnother() {
        let fixture = Fixture(configuration: AlertCenterConfiguration(loadingGraceTime: .zero, loadingMinimumShowTime: .zero))
        let host = fixture.attachHost(settling: .immediate)
        var loading: LoadingHandle?
        var next: LoadingHandle?
        loading = fixture.center.beginLoading("Cancellable") {
            loading?.end(succeeded: false)
            next = fixture.center.beginLoading("Cleaning up")
        }
        #expect(host.cancelLoading(loading!.id))
        #expect(loading?.isRunning == false)
        #expect(host.loading?.message == "Cleaning up")
        next?.end()
        #expect(host.loading == nil)
    }
}
