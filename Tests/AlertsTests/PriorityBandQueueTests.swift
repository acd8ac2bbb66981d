import Alerts
import AlertsTestSupport
import AlertsTesting
import Testing

/// The waiting alerts under load: many priorities, long runs within one priority, withdrawals
/// by the hundred, interruptions, and a center that saw many priorities and then few. Whatever
/// the mix, alerts are shown by priority (higher first), then arrival; an interrupted alert
/// comes back ahead of the later arrivals of its priority; every request ends exactly once; and
/// what an action captured is released once its request has ended.
@MainActor
@Suite struct PriorityBandQueueTests {
    /// Captured by a button's action and referenced by nothing else, so it lives exactly as
    /// long as the action.
    private final class Capture {}

    private struct WeakCapture {
        weak var capture: Capture?
    }

    /// A center that holds thousands, on a manual clock, with a host that removes an alert at
    /// once.
    private static func makeCenter() -> (AlertCenter, AlertHost) {
        let center = AlertCenter(configuration: AlertCenterConfiguration(queueCapacity: 10_000), clock: ManualAlertClock())
        return (center, center.attachHost(settling: .immediate))
    }

    private static func alert(_ title: String, priority: Int, buttons: [AlertButton] = [], interrupts: Bool = false) -> AlertData {
        AlertData(title: title, buttons: buttons, priority: AlertPriority(rawValue: priority), interruptsLowerPriority: interrupts)
    }

    /// The order the contract prescribes for `waiting`: priority, higher first, then arrival,
    /// which is the order of the requests' identifiers (an interrupted alert keeps its own).
    private static func contractOrder(_ waiting: [AlertHandle]) -> [AlertRequestID] {
        waiting
            .sorted { ($0.alert.priority.rawValue, $1.id.rawValue) > ($1.alert.priority.rawValue, $0.id.rawValue) }
            .map(\.id)
    }

    /// Answers whatever the host shows until nothing is left (at most `limit` alerts), and
    /// returns the requests shown, in order.
    @discardableResult
    private static func drain(_ host: AlertHost, limit: Int) -> [AlertRequestID] {
        var shown: [AlertRequestID] = []
        while shown.count < limit, let presentation = host.presentation {
            shown.append(presentation.request)
            host.answer(presentation.id, buttonIndex: 0)
        }
        return shown
    }

    // MARK: - Many priorities

    /// 3,000 requests in a shuffled order over 2,000 priorities, behind a visible alert: the
    /// queue lists them by priority then arrival, shows them in that order, and ends each
    /// request once, running its action once.
    @Test func aBurstOverThousandsOfDistinctPrioritiesIsShownByPriorityThenArrival() {
        let (center, host) = Self.makeCenter()
        var endings: [AlertRequestID: Int] = [:]
        let observation = center.observeEvents { event in
            if event.outcome != nil { endings[event.request, default: 0] += 1 }
        }
        let first = center.show(Self.alert("First", priority: -5_000))
        // 2,000 distinct priorities, negative ones included; 1,000 of them asked for twice.
        var priorities = Array(-1_000..<1_000) + Array(0..<1_000)
        var generator = SplitMix64(seed: 0xBA4D_0001)
        priorities.shuffle(using: &generator)
        var actionRuns = [Int](repeating: 0, count: priorities.count)
        let burst = priorities.enumerated().map { index, priority in
            center.show(Self.alert("\(index)", priority: priority, buttons: [.ok { actionRuns[index] += 1 }]))
        }
        let expected = Self.contractOrder(burst)

        #expect(host.presentation?.request == first.id, "the alert visible before the burst stays up")
        #expect(center.queuedAlerts.map(\.request) == expected)
        let shown = Self.drain(host, limit: burst.count + 10)
        observation.cancel()

        #expect(shown == [first.id] + expected)
        #expect(burst.allSatisfy { $0.outcome?.answer?.buttonIndex == 0 })
        #expect(endings.count == burst.count + 1)
        #expect(endings.values.allSatisfy { $0 == 1 }, "a request ended more than once")
        #expect(actionRuns.allSatisfy { $0 == 1 }, "an action ran other than once")
        #expect(center.pendingRequestCount == 0)
        #expect(center.queuedAlerts.isEmpty)
    }

    /// Rounds of requests over fifty priorities, each followed by withdrawals of more than half
    /// of what waits (so the queue drops withdrawn alerts in bulk), every alert of three
    /// priorities among them: after each withdrawal the queue lists exactly what waits in the
    /// contract's order, and it shows them in the order it listed.
    @Test func queuedAlertsIsTheOrderShownAfterWithdrawalsThatEmptyWholePriorities() throws {
        let (center, host) = Self.makeCenter()
        var generator = SplitMix64(seed: 0xBA4D_0002)
        let priorities = (1...50).map { $0 * 10 }
        let hold = center.show(Self.alert("Hold", priority: 0))
        var waiting: [AlertHandle] = []
        var withdrawn: [AlertHandle] = []
        var answered: [AlertHandle] = []
        var visible = hold

        for round in 0..<8 {
            for index in 0..<60 {
                waiting.append(center.show(Self.alert("r\(round) #\(index)", priority: priorities.randomElement(using: &generator)!)))
            }
            #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting), "round \(round), after the requests")

            // Every alert of three priorities, then more than half of the rest, one at a time,
            // checking the order after each.
            let emptied = Set(priorities.shuffled(using: &generator).prefix(3))
            var victims = waiting.filter { emptied.contains($0.alert.priority.rawValue) }
            let others = waiting.filter { !emptied.contains($0.alert.priority.rawValue) }.shuffled(using: &generator)
            victims += others.prefix(others.count * 3 / 5)
            for victim in victims {
                victim.cancel()
                waiting.removeAll { $0 === victim }
                withdrawn.append(victim)
                #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting), "round \(round), after withdrawing \(victim.alert.title)")
            }
            #expect(!center.queuedAlerts.contains { emptied.contains($0.alert.priority.rawValue) })

            // One alert is answered each round, so the next comes from the compacted queue.
            let next = try #require(Self.contractOrder(waiting).first)
            #expect(host.answer(try #require(host.presentation).id, buttonIndex: 0))
            answered.append(visible)
            visible = try #require(waiting.first { $0.id == next })
            waiting.removeAll { $0 === visible }
            #expect(host.presentation?.request == next, "round \(round)")
        }

        let announced = center.queuedAlerts.map(\.request)
        #expect(announced == Self.contractOrder(waiting))
        let shown = Self.drain(host, limit: waiting.count + 10)
        #expect(shown == [visible.id] + announced)
        #expect(withdrawn.allSatisfy { $0.outcome == .cancelled })
        #expect((answered + [visible] + waiting).allSatisfy { $0.outcome?.answer != nil })
        #expect(center.pendingRequestCount == 0)
    }

    // MARK: - One priority

    /// One priority, hundreds of alerts arriving, answered and interrupted in a seeded mix:
    /// the waiting ones stay in arrival order and each interrupted alert comes back first.
    @Test func withinOnePriorityAnInterruptedAlertComesBackFirstWhileTheQueueWrapsAndGrows() {
        let (center, host) = Self.makeCenter()
        var generator = SplitMix64(seed: 0xBA4D_0003)
        var waiting: [AlertHandle] = []
        var visible = center.show(Self.alert("0", priority: 500))
        var made = 1
        var interruptions = 0

        func check(_ step: String) {
            #expect(host.presentation?.request == visible.id, "\(step)")
            #expect(center.queuedAlerts.map(\.request) == waiting.map(\.id), "\(step)")
        }
        func arrive(_ count: Int) {
            for _ in 0..<count {
                waiting.append(center.show(Self.alert("\(made)", priority: 500)))
                made += 1
            }
            check("after \(count) arrived, \(made) made")
        }
        func answerVisible() {
            guard let presentation = host.presentation else {
                Issue.record("nothing visible after \(made) made")
                return
            }
            host.answer(presentation.id, buttonIndex: 0)
        }
        func answer() {
            guard !waiting.isEmpty else { return }
            answerVisible()
            visible = waiting.removeFirst()
            check("after an answer, \(made) made")
        }
        func interrupt() {
            interruptions += 1
            let urgent = center.show(Self.alert("urgent \(interruptions)", priority: 1_000, interrupts: true))
            waiting.insert(visible, at: 0)
            #expect(host.presentation?.request == urgent.id)
            #expect(center.queuedAlerts.map(\.request) == waiting.map(\.id), "after interruption \(interruptions)")
            answerVisible()
            #expect(urgent.outcome?.answer != nil)
            visible = waiting.removeFirst()
            check("after interruption \(interruptions) was answered")
        }

        // The first alert went through the priority's storage (four places to start with) and
        // left it, so its front is at the second place: four arrivals wrap around its end, the
        // fifth makes it grow while its front is not at the start, and the interruption then
        // puts an alert in front of a front that is at the start.
        arrive(4)
        arrive(1)
        interrupt()
        interrupt()
        for _ in 0..<400 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5: arrive(Int.random(in: 1...6, using: &generator))
            case 5..<8: answer()
            default: interrupt()
            }
        }
        #expect(waiting.count > 200, "the run left too few waiting to make the storage grow far")

        let expected = [visible.id] + waiting.map(\.id)
        #expect(Self.drain(host, limit: expected.count + 10) == expected)
        #expect(center.pendingRequestCount == 0)
    }

    // MARK: - A center that saw many priorities, then few

    /// A hundred priorities shown one by one, with requests arriving meanwhile at priorities
    /// still waiting, gone and new, then a few priorities again: every alert shown is the one
    /// the contract puts first, before and after the queue drops what it kept for the
    /// priorities it no longer holds.
    @Test func aCenterThatShowedManyPrioritiesStillOrdersTheFewItSeesAfterwards() throws {
        let (center, host) = Self.makeCenter()
        var generator = SplitMix64(seed: 0xBA4D_0004)
        var waiting: [AlertHandle] = [center.show(Self.alert("Hold", priority: 5_000))]
        var visible = waiting.removeFirst()
        for priority in (1...100).shuffled(using: &generator) {
            waiting.append(center.show(Self.alert("p\(priority)", priority: priority)))
        }

        // Each alert shown is the one the contract puts first; meanwhile requests arrive at
        // priorities that are waiting, that were shown and are gone, and that are new.
        let later = [100, 99, 50, 1, 7, 7, 3_000, -1]
        var shownCount = 0
        while let presentation = host.presentation, shownCount < 200 {
            #expect(presentation.request == visible.id)
            shownCount += 1
            if shownCount % 3 == 0 {
                waiting.append(center.show(Self.alert("later \(shownCount)", priority: later.randomElement(using: &generator)!)))
            }
            #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting), "after \(shownCount) shown")
            host.answer(presentation.id, buttonIndex: 0)
            guard let next = Self.contractOrder(waiting).first else { break }
            visible = try #require(waiting.first { $0.id == next })
            waiting.removeAll { $0 === visible }
        }
        #expect(waiting.isEmpty)
        #expect(host.presentation == nil)

        // Few priorities from now on, some seen before and some new, in runs that reuse the
        // priority requested last.
        let hold = center.show(Self.alert("Hold again", priority: 5_000))
        for priority in [7, 7, 3, 42, 3, 7, 42, 42, 1, 7] {
            waiting.append(center.show(Self.alert("few p\(priority)", priority: priority)))
            #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting))
        }
        let expected = [hold.id] + Self.contractOrder(waiting)
        #expect(Self.drain(host, limit: expected.count + 10) == expected)
        #expect(center.pendingRequestCount == 0)
    }

    /// A hundred priorities of which all, or all but two, are withdrawn, then a few priorities
    /// again, some of them the kept ones: the queue orders them by the contract.
    @Test(arguments: [0, 2])
    func aCenterWhoseManyPrioritiesWereWithdrawnStillOrdersTheFewItSeesAfterwards(keptPriorities: Int) {
        let (center, host) = Self.makeCenter()
        var generator = SplitMix64(seed: 0xBA4D_0005)
        let hold = center.show(Self.alert("Hold", priority: 5_000))
        let priorities = (1...100).shuffled(using: &generator)
        let kept = Set(priorities.prefix(keptPriorities))
        var waiting: [AlertHandle] = []
        var withdrawing: [AlertHandle] = []
        for priority in priorities {
            let handle = center.show(Self.alert("p\(priority)", priority: priority))
            if kept.contains(priority) { waiting.append(handle) } else { withdrawing.append(handle) }
        }
        for handle in withdrawing {
            handle.cancel()
        }
        #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting))

        for priority in [priorities[0], 7, 7, priorities[1], 3, 42, 3, priorities[0], 42, 101] {
            waiting.append(center.show(Self.alert("few p\(priority)", priority: priority)))
            #expect(center.queuedAlerts.map(\.request) == Self.contractOrder(waiting))
        }
        let expected = [hold.id] + Self.contractOrder(waiting)
        #expect(Self.drain(host, limit: expected.count + 10) == expected)
        #expect(withdrawing.allSatisfy { $0.outcome == .cancelled })
        #expect(center.pendingRequestCount == 0)
    }

    // MARK: - What actions captured

    /// Makes `count` requests over `priorities` priorities behind a visible alert, each with an
    /// action that captures its own object, withdraws those `withdraws` picks, and returns
    /// the captures, watched weakly, and the visible alert's request. The handles are gone
    /// when it returns.
    private static func burstOfCaptures(
        _ center: AlertCenter, count: Int, priorities: Int, withdraws: (Int) -> Bool
    ) -> (captures: [WeakCapture], visible: AlertRequestID) {
        let visible = center.show(Self.alert("Visible", priority: priorities + 1))
        var captures: [WeakCapture] = []
        var handles: [AlertHandle] = []
        for index in 0..<count {
            let capture = Capture()
            captures.append(WeakCapture(capture: capture))
            handles.append(center.show(Self.alert("\(index)", priority: index % priorities, buttons: [.ok { _ = capture }])))
        }
        for (index, handle) in handles.enumerated() where withdraws(index) {
            handle.cancel()
        }
        return (captures, visible.id)
    }

    /// Six hundred alerts over 120 priorities, two in three withdrawn, the rest answered:
    /// once every request has ended, no action and nothing it captured is held, while the
    /// center lives on and shows the next alert.
    @Test func actionsOfABurstOverManyPrioritiesAreReleasedOnceItsRequestsEnded() {
        let (center, host) = Self.makeCenter()
        // Two in three withdrawn, every alert of a priority in four among them.
        let (captures, _) = Self.burstOfCaptures(center, count: 600, priorities: 120) { index in
            index % 3 != 0 || index % 120 % 4 == 0
        }
        #expect(captures.contains { $0.capture != nil }, "the waiting alerts' actions must still be held")
        Self.drain(host, limit: 1_000)

        #expect(center.pendingRequestCount == 0)
        #expect(captures.allSatisfy { $0.capture == nil }, "an action outlived its request")
        // The center is still in use, and holds nothing of the burst.
        #expect(center.queuedAlerts.isEmpty)
        let after = center.show(Self.alert("After", priority: 1))
        #expect(host.presentation?.request == after.id)
    }

    /// Withdrawing every waiting alert releases their actions at once, while another alert is
    /// still visible and the queue is never asked for the next.
    @Test func withdrawingEveryWaitingAlertReleasesTheirActionsWhileAnotherIsVisible() {
        let (center, host) = Self.makeCenter()
        let (captures, visible) = Self.burstOfCaptures(center, count: 300, priorities: 60) { _ in true }

        #expect(host.presentation?.request == visible, "the visible alert is still up")
        #expect(center.queuedAlerts.isEmpty)
        #expect(captures.allSatisfy { $0.capture == nil }, "a withdrawn alert's action is held while nothing waits")
    }

    // MARK: - Actions whose release calls back into the center

    /// A withdrawn alert waits at the front of its priority until the next alert is chosen, but
    /// its action is released when its request ends; the action's captured object withdraws an
    /// alert of another priority. The center must not show an alert that it then loses.
    @Test func anActionReleasedWhileTheNextAlertIsChosenCanWithdrawAnotherWithoutLosingAnAlert() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let (center, host) = Self.makeCenter()
        let visible = center.show(Self.alert("Visible", priority: 10))
        let elsewhere = center.show(Self.alert("Elsewhere", priority: 1))
        // Only the alert holds the action once the request is withdrawn.
        center.show(Self.alert("Withdrawn", priority: 5, buttons: [.ok { [owner = WithdrawsOnRelease(HeldRequests([elsewhere]))] in _ = owner }])).cancel()
        let second = center.show(Self.alert("Second", priority: 5))
        let third = center.show(Self.alert("Third", priority: 5))
        #expect(elsewhere.outcome == .cancelled, "released when the request that held it ended")
        #expect(center.queuedAlerts.map(\.request) == [second.id, third.id])

        let shown = Self.drain(host, limit: 10)

        #expect(shown == [visible.id, second.id, third.id])
        #expect(second.outcome?.answer != nil)
        #expect(center.pendingRequestCount == 0)
    }

    /// Withdrawing more than half of the waiting alerts compacts the queue, which releases the
    /// withdrawn alerts' actions; one of them withdraws the remaining alerts of many other
    /// priorities, compacting again from inside the first compaction.
    @Test func anActionReleasedByACompactionCanWithdrawTheOtherWaitingAlerts() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let (center, host) = Self.makeCenter()
        let visible = center.show(Self.alert("Visible", priority: 1_000))
        let waiting = (1...40).map { center.show(Self.alert("p\($0)", priority: $0)) }
        // The highest priority waiting, so its band is the first the compaction visits.
        center.show(Self.alert("Owner", priority: 100, buttons: [.ok { [owner = WithdrawsOnRelease(HeldRequests(waiting))] in _ = owner }])).cancel()
        for handle in waiting.prefix(20) {
            handle.cancel()
        }
        #expect(waiting.allSatisfy { $0.outcome == .cancelled })
        #expect(center.queuedAlerts.isEmpty)
        #expect(Self.drain(host, limit: 10) == [visible.id])
        #expect(center.pendingRequestCount == 0)
    }
}
