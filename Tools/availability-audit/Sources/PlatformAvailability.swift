/// Availability levels per platform: what a declaration requires, or what a place in the
/// code guarantees.
///
/// A platform without an entry has no requirement (for a declaration) or only the
/// deployment floor (for a context; see `DeploymentFloor.context`).
///
/// ```swift
/// let needs = PlatformAvailability([.iOS: .version(PlatformVersion("16")!)])
/// let context = floor.context.raised(by: checkVersions)
/// let missing = needs.unmet(in: context)
/// ```
struct PlatformAvailability: Equatable {
    /// The level for each platform that has one.
    private(set) var levels: [Platform: AvailabilityLevel]

    init(_ levels: [Platform: AvailabilityLevel] = [:]) {
        self.levels = levels
    }

    /// The level for `platform`, if there is one.
    subscript(platform: Platform) -> AvailabilityLevel? {
        levels[platform]
    }

    /// Whether no platform has a level.
    var isEmpty: Bool {
        levels.isEmpty
    }

    /// The platforms with a level, in `Platform` order.
    var platforms: [Platform] {
        levels.keys.sorted()
    }

    /// Each platform at the higher of the two levels; a platform either side lacks keeps the other's.
    func raised(by other: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(levels.merging(other.levels) { Swift.max($0, $1) })
    }

    /// Only the entries strictly above `floor`'s level for the same platform.
    func above(_ floor: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(
            levels.filter { platform, level in
                guard let floorLevel = floor[platform] else { return true }
                return level > floorLevel
            })
    }

    /// The entries whose level `context` does not reach.
    func unmet(in context: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(
            levels.filter { platform, level in
                guard let contextLevel = context[platform] else { return true }
                return contextLevel < level
            })
    }

    /// The entries for the platforms `context` is built for (those it does not hold at `.never`).
    func builtFor(_ context: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(levels.filter { context[$0.key] != .never })
    }

    /// The entries at `.never`, or the version entries, as their own requirement.
    func filtered(unavailable: Bool) -> PlatformAvailability {
        PlatformAvailability(levels.filter { ($0.value == .never) == unavailable })
    }

    /// `iOS 16.0, macOS 13.0` (versions) or `tvOS, watchOS` (platforms at `.never`).
    var summary: String {
        platforms.map { platform in
            switch levels[platform]! {
            case .version(let version): "\(platform.rawValue) \(version)"
            case .never: platform.rawValue
            }
        }.joined(separator: ", ")
    }

    /// The requirement that holds whichever of `requirements` applies: per platform the lowest
    /// level, and no entry for a platform that any of them leaves without one.
    static func weakest(of requirements: [PlatformAvailability]) -> PlatformAvailability {
        guard let first = requirements.first else { return PlatformAvailability() }
        var levels = first.levels
        for requirement in requirements.dropFirst() {
            var shared: [Platform: AvailabilityLevel] = [:]
            for (platform, level) in levels {
                if let other = requirement[platform] {
                    shared[platform] = Swift.min(level, other)
                }
            }
            levels = shared
        }
        return PlatformAvailability(levels)
    }
}
