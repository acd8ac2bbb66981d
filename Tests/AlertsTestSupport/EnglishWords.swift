import Alerts
import Testing

/// Runs a suite with the package's own words ("OK", "Cancel", the terminal's hints) in
/// English whatever language the machine runs in, for suites that expect those words.
public struct EnglishWords: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await PreferredLanguages.$override.withValue(["en"]) {
            try await function()
        }
    }
}

extension Trait where Self == EnglishWords {
    /// The package's own words in English.
    public static var englishWords: Self { Self() }
}
