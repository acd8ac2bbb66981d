import Alerts

/// Overlapping loading operations: `count` begun one after another, the indicator shown once
/// the grace time passes, then all ended, every other one first (so that most end while newer
/// ones still run), and the indicator gone after its minimum time.
@MainActor
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum LoadingScopesBenchmark {
    static let size = 10_000
    static let runs = (warmUps: 1, repetitions: 15)

    /// The order in which the operations end: the even ones, then the odd ones.
    static func endingOrder(_ count: Int) -> [Int] {
        Array(stride(from: 0, to: count, by: 2)) + Array(stride(from: 1, to: count, by: 2))
    }

    static func engine(count: Int) -> TimedWork {
        let order = endingOrder(count)
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: {
                let clock = BenchmarkClock()
                let center = AlertCenter(clock: clock)
                return (center, center.attachHost(settling: .immediate), clock)
            },
            run: { center, host, clock in
                var handles: [LoadingHandle] = []
                handles.reserveCapacity(count)
                for index in 0..<count {
                    handles.append(center.beginLoading(index.isMultiple(of: 2) ? "Saving…" : "Syncing…"))
                }
                clock.advance(by: center.configuration.loadingGraceTime)
                let shownCount = host.loading?.operationCount ?? 0
                for index in order {
                    handles[index].end()
                }
                clock.advance(by: center.configuration.loadingMinimumShowTime)
                return (shownCount, host.loading == nil && center.runningLoadingCount == 0)
            },
            check: { shownCount, isDown in
                try BenchmarkError.require(shownCount == count, "loading: the indicator counted \(shownCount) operations, not \(count)")
                try BenchmarkError.require(isDown, "loading: the indicator stayed up after the work ended")
            }
        )
    }

    /// Baseline B: the active operations in an array, each ended by a linear search and
    /// `remove(at:)`, the newest message read from the end (a HUD shared by a token stack).
    static func arrayStack(count: Int) -> TimedWork {
        let order = endingOrder(count)
        return Stopwatch.timedWork(
            repetitions: runs.repetitions,
            warmUps: runs.warmUps,
            prepare: { ArrayLoadingBaseline() },
            run: { stack in
                var tokens: [Int] = []
                tokens.reserveCapacity(count)
                for index in 0..<count {
                    tokens.append(stack.begin(index.isMultiple(of: 2) ? "Saving…" : "Syncing…"))
                }
                let shownCount = stack.count
                for index in order {
                    stack.end(tokens[index])
                }
                return (shownCount, stack.count == 0)
            },
            check: { shownCount, isDown in
                try BenchmarkError.require(shownCount == count, "baseline B counted \(shownCount) operations, not \(count)")
                try BenchmarkError.require(isDown, "baseline B kept operations after they ended")
            }
        )
    }
}
