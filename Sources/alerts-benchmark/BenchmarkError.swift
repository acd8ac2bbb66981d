/// A benchmark run that produced a wrong result: the measured work did not do what it should.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// Creates an error describing what went wrong.
    init(_ description: String) {
        self.description = description
    }

    /// Throws unless `condition` holds.
    static func require(_ condition: Bool, _ description: @autoclosure () -> String) throws(BenchmarkError) {
        if !condition {
            throw BenchmarkError(description())
        }
    }
}
