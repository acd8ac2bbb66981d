import Alerts
import AlertsTesting
import Testing

@MainActor
@Suite struct ManualAlertClockTests {
    @Test func workRunsOnlyOnceItsDeadlineIsReached() {
        let clock = ManualAlertClock()
        var ran = false
        _ = clock.schedule(after: .seconds(2)) { ran = true }
        clock.advance(by: .seconds(1))
        #expect(!ran)
        #expect(clock.nextDeadline == .seconds(2))
        clock.advance(by: .seconds(1))
        #expect(ran)
        #expect(clock.pendingCount == 0)
        #expect(clock.now == .seconds(2))
    }

    @Test func dueWorkRunsInDeadlineOrderAtItsOwnTime() {
        let clock = ManualAlertClock()
        var log: [String] = []
        _ = clock.schedule(after: .seconds(3)) { log.append("c at \(clock.now.nanoseconds / 1_000_000) ms") }
        _ = clock.schedule(after: .seconds(1)) { log.append("a at \(clock.now.nanoseconds / 1_000_000) ms") }
        _ = clock.schedule(after: .seconds(1)) { log.append("b at \(clock.now.nanoseconds / 1_000_000) ms") }
        clock.advance(by: .seconds(5))
        #expect(log == ["a at 1000 ms", "b at 1000 ms", "c at 3000 ms"])
        #expect(clock.now == .seconds(5))
    }

    @Test func workScheduledWhileAdvancingRunsIfItFallsWithinTheSpan() {
        let clock = ManualAlertClock()
        var log: [AlertDuration] = []
        _ = clock.schedule(after: .seconds(1)) {
            log.append(clock.now)
            _ = clock.schedule(after: .seconds(1)) { log.append(clock.now) }
            _ = clock.schedule(after: .seconds(5)) { log.append(clock.now) }
        }
        clock.advance(by: .seconds(3))
        #expect(log == [.seconds(1), .seconds(2)])
        #expect(clock.pendingCount == 1)
    }

    @Test func cancelledWorkNeverRuns() {
        let clock = ManualAlertClock()
        var ran = false
        let timer = clock.schedule(after: .seconds(1)) { ran = true }
        timer.cancel()
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(2))
        #expect(!ran)
    }

    /// A work that advanced the clock further, from inside an advance, left it back
    /// where the outer advance aimed (1.0 s after 10.1 s).
    @Test func anAdvanceInsideAnAdvanceNeverMovesTimeBackwards() {
        let clock = ManualAlertClock()
        var seen: AlertDuration?
        _ = clock.schedule(after: .milliseconds(100)) { clock.advance(by: .seconds(10)) }
        _ = clock.schedule(after: .milliseconds(500)) { seen = clock.now }
        clock.advance(by: .seconds(1))
        #expect(clock.now == .milliseconds(10_100))
        #expect(seen == .milliseconds(500), "the later work ran inside the inner advance, at its own time")
        clock.advance(by: .seconds(1))
        #expect(clock.now == .milliseconds(11_100))
    }

    /// Advancing by a huge duration wrapped `now` to a negative value.
    @Test func timeSaturatesInsteadOfWrapping() {
        let clock = ManualAlertClock()
        var ran = false
        _ = clock.schedule(after: .max) { ran = true }
        clock.advance(by: .seconds(1))
        clock.advance(by: .max)
        #expect(clock.now == .max)
        #expect(ran)
        clock.advance(by: .max)
        #expect(clock.now == .max)
        clock.advance(by: .min)
        #expect(clock.now == .max, "a negative duration counts as zero")
    }

    /// With `noHostTimeout` near the maximum, a request without a host was rejected
    /// after 1 s, since its deadline wrapped to a negative time.
    @Test func aNoHostTimeoutNearTheMaximumWaitsThatLong() {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .seconds(Int.max)), clock: clock)
        clock.advance(by: .seconds(5))
        let request = center.show(title: "Waits")
        clock.advance(by: .seconds(1))
        #expect(request.isPending)
        clock.advance(by: .seconds(100_000_000))
        #expect(request.isPending)
    }
}
