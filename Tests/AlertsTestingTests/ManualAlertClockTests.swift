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
}
