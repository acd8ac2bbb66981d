/// Shrinks a failing sequence by greedy delta debugging: it removes runs of steps, halving the
/// run length down to single steps, and simplifies the remaining steps (the run's
/// ``ModelRunning/simplifications``), keeping each change while the sequence still fails the
/// same check.
@MainActor
struct SequenceShrinker<Run: ModelRunning> {
    let configuration: Run.Configuration
    let check: String
    /// Replays tried so far, bounded so that shrinking a long failing run stays quick.
    private(set) var replays = 0
    private let maxReplays = 5_000

    init(configuration: Run.Configuration, check: String) {
        self.configuration = configuration
        self.check = check
    }

    mutating func shrink(_ steps: [Run.Step]) async -> [Run.Step] {
        var current = steps
        var length = max(1, current.count / 2)
        while replays < maxReplays {
            var removedAny = false
            var start = 0
            while start < current.count && replays < maxReplays {
                var candidate = current
                candidate.removeSubrange(start..<min(start + length, current.count))
                if await fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += length
                }
            }
            if length > 1 {
                length /= 2
            } else if !removedAny {
                break
            }
        }
        return await simplifySteps(current)
    }

    /// Replaces each step by a simpler one where the failure persists with it.
    private mutating func simplifySteps(_ steps: [Run.Step]) async -> [Run.Step] {
        var current = steps
        for index in current.indices {
            for simplify in Run.simplifications {
                let candidate = simplify(current[index])
                guard candidate != current[index], replays < maxReplays else { continue }
                var trial = current
                trial[index] = candidate
                if await fails(trial) {
                    current = trial
                }
            }
        }
        return current
    }

    private mutating func fails(_ steps: [Run.Step]) async -> Bool {
        replays += 1
        return await Run.replay(configuration, steps)?.check == check
    }
}
