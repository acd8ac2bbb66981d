/// The repeated measurements of one piece of work: one sample per repetition, each the
/// duration of the run divided by the operations it performed.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Timing {
    /// The samples, fastest first.
    let samples: [Duration]

    /// Creates a timing from its samples, in any order; there must be at least one.
    init(samples: [Duration]) {
        precondition(!samples.isEmpty, "a timing needs at least one sample")
        self.samples = samples.sorted()
    }

    /// The middle sample (the mean of the two middle ones for an even count).
    var median: Duration {
        let middle = samples.count / 2
        if samples.count.isMultiple(of: 2) {
            return (samples[middle - 1] + samples[middle]) / 2
        }
        return samples[middle]
    }

    /// The fastest sample.
    var minimum: Duration { samples[0] }
}
