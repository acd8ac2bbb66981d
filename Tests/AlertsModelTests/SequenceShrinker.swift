/// Shrinks a failing sequence by greedy delta debugging: it removes runs of steps, halving the
/// run length down to single steps, and simplifies the remaining requests, keeping each change
/// while the sequence still fails the same check.
@MainActor
struct SequenceShrinker {
    let configuration: ModelConfiguration
    let check: String
    /// Replays tried so far, bounded so that shrinking a long failing run stays quick.
    private(set) var replays = 0
    private let maxReplays = 5_000

    init(configuration: ModelConfiguration, check: String) {
        self.configuration = configuration
        self.check = check
    }

    mutating func shrink(_ steps: [Step]) async -> [Step] {
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
        return await simplifyRequests(current)
    }

    /// Puts each request field back to its default where the failure persists without it.
    private mutating func simplifyRequests(_ steps: [Step]) async -> [Step] {
        var current = steps
        for index in current.indices {
            guard case .request(let label, let spec) = current[index] else { continue }
            var simplest = spec
            for simplify in Self.simplifications {
                var candidate = simplest
                simplify(&candidate)
                guard candidate != simplest, replays < maxReplays else { continue }
                var trial = current
                trial[index] = .request(label, candidate)
                if await fails(trial) {
                    simplest = candidate
                    current = trial
                }
            }
        }
        return current
    }

    private static let simplifications: [(inout RequestSpec) -> Void] = [
        { $0.action = nil },
        { $0.onRelease = nil },
        { $0.mode = .show },
        { $0.followUp = false },
        { $0.textFields = 0 },
        { $0.style = .alert },
        { $0.buttons = .none },
        { $0.key = nil },
        { $0.interrupts = false },
        { $0.priority = 500 },
        { $0.defect = nil },
        { $0.via = nil },
    ]

    private mutating func fails(_ steps: [Step]) async -> Bool {
        replays += 1
        return await ModelRun.replay(configuration, steps)?.check == check
    }
}
