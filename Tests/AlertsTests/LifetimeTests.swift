import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// What keeps a center, its hosts and what the app's actions captured alive, and what happens
/// when no one holds them any more (defects 6 and 7).
@MainActor
@Suite struct LifetimeTests {
    /// An object that records its own release.
    private final class Tracked {}

    /// Defect 6: a dropped center with an attached host was never freed (they held each other),
    /// and a task awaiting its request never resumed. (A task awaiting `center.present` holds
    /// the center itself; it is the task awaiting a handle that must not wait forever.)
    @Test func aCenterNoOneHoldsGoesAwayAndItsAwaitingCallerResumesHostGone() async {
        weak var weakCenter: AlertCenter?
        weak var weakHost: AlertHost?
        var task: Task<AlertOutcome, Never>?
        do {
            let center = AlertCenter(clock: ManualAlertClock())
            let host = center.attachHost(settling: .immediate)
            weakCenter = center
            weakHost = host
            let handle = center.show(AlertData(title: "Waiting", buttons: [.cancel(), .ok()]))
            task = Task { await handle.value }
            await drainTasks()
            #expect(host.presentation?.alert.title == "Waiting")
        }
        let outcome = await task?.value
        await drainTasks()
        #expect(outcome == .hostGone)
        #expect(weakHost == nil)
        #expect(weakCenter == nil)
    }

    /// Defect 6: a host no one holds detaches; requests made through it end `hostGone`, and
    /// the alert it showed for the center moves to the host below.
    @Test func aHostNoOneHoldsDetaches() async {
        let fixture = Fixture()
        let root = fixture.attachHost(settling: .immediate)
        var fromSheet: AlertHandle?
        var forTheCenter: AlertHandle?
        weak var weakSheet: AlertHost?
        do {
            let sheet = fixture.center.attachHost(settling: .immediate)
            weakSheet = sheet
            forTheCenter = fixture.center.show(title: "For the center")
            fromSheet = sheet.show(AlertData(title: "From the sheet"))
            #expect(sheet.presentation?.alert.title == "For the center")
        }
        await drainTasks()
        #expect(weakSheet == nil)
        #expect(fixture.center.hosts.map(\.id) == [root.id])
        #expect(fromSheet?.outcome == .hostGone)
        #expect(root.presentation?.request == forTheCenter?.id)
    }

    /// Defect 6: a dropped `AlertTester` was never freed.
    @Test func aTesterNoOneHoldsGoesAwayWithItsCenter() async {
        weak var weakTester: AlertTester?
        weak var weakCenter: AlertCenter?
        var task: Task<AlertOutcome, Never>?
        do {
            let tester = AlertTester()
            weakTester = tester
            weakCenter = tester.center
            let handle = tester.center.show(title: "Unanswered")
            task = Task { await handle.value }
            await drainTasks()
            #expect(tester.visible?.title == "Unanswered")
        }
        #expect(await task?.value == .hostGone)
        await drainTasks()
        #expect(weakTester == nil)
        #expect(weakCenter == nil)
    }

    /// Defect 7: a withdrawn waiting alert kept its actions' captured objects alive until the
    /// queue reached it or a compaction ran.
    @Test func aWithdrawnWaitingAlertReleasesWhatItsActionsCapturedAtOnce() {
        let fixture = Fixture()
        fixture.attachHost(settling: .immediate)
        fixture.center.show(title: "Visible")
        weak var weakCapture: Tracked?
        let handle: AlertHandle
        do {
            let capture = Tracked()
            weakCapture = capture
            handle = fixture.center.show(AlertData(title: "Waiting", buttons: [.ok { _ = capture }]))
        }
        #expect(weakCapture != nil)

        handle.cancel()

        #expect(weakCapture == nil, "the withdrawn request still held its action")
        #expect(handle.alert.buttons.first?.hasAction == true)
    }

    /// Defect 7: `AlertTester.presentations` kept every shown alert's actions alive for the
    /// tester's lifetime; it keeps what tests read, not the closures.
    @Test func theTestersPresentationsKeepNoActionsAlive() throws {
        let tester = AlertTester()
        weak var weakCapture: Tracked?
        var ran = false
        do {
            let capture = Tracked()
            weakCapture = capture
            tester.center.show(
                AlertData(
                    title: "Saved",
                    buttons: [
                        .ok {
                            _ = capture
                            ran = true
                        }
                    ]))
        }
        try tester.tap("OK")

        #expect(ran)
        #expect(tester.presentations.map(\.alert.title) == ["Saved"])
        #expect(tester.presentations.first?.buttons.first?.hasAction == true)
        #expect(weakCapture == nil, "the recorded presentation held the action")
    }

    /// An answered request's actions are released once they have run, though the caller keeps
    /// its handle: a view model that holds the handle and is captured by the action is freed.
    @Test func anAnsweredRequestReleasesItsActionsThoughItsHandleIsKept() throws {
        let fixture = Fixture()
        let host = fixture.attachHost(settling: .immediate)
        weak var weakCapture: Tracked?
        let handle: AlertHandle
        do {
            let capture = Tracked()
            weakCapture = capture
            handle = fixture.center.show(AlertData(title: "Saved", buttons: [.ok { _ = capture }]))
        }
        #expect(fixture.tap("OK", on: host))
        #expect(handle.outcome?.answer?.title == "OK")
        #expect(weakCapture == nil)
    }
}
