import Foundation
import Testing

/// How long the long-running tests run. By default they run short, so that `swift test` stays
/// quick while still exercising each behaviour; `ALERTS_LONG_TESTS=1` runs them at full length
/// (continuous integration does), and a variable of their own sets one count (TESTING.md lists
/// them all).
public enum TestRunLength {
    /// The variable that asks for the long runs.
    public static let longTestsVariable = "ALERTS_LONG_TESTS"

    /// Whether `ALERTS_LONG_TESTS=1` asks for the long runs.
    public static var isLong: Bool {
        isLong(in: ProcessInfo.processInfo.environment)
    }

    /// The variable that asks for the leak checks, which a plain `swift test` leaves out.
    public static let leakChecksVariable = "ALERTS_LEAK_CHECKS"

    /// Whether the leak checks run: with `ALERTS_LEAK_CHECKS=1`, or in a long run. They
    /// measure the whole process's heap, which other tests running beside them only blur, and
    /// they hold the main actor for about 20 s: continuous integration runs them on their own.
    public static var runsLeakChecks: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment[leakChecksVariable] == "1" || isLong(in: environment)
    }

    /// The count the environment variable `name` sets; without it, `long` in a long run and
    /// `short` otherwise. A value that is not a whole number of at least zero fails the test
    /// that reads it, naming the variable, and the default is used.
    public static func count(
        _ name: String, short: Int, long: Int, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        let fallback = isLong(in: environment) ? long : short
        guard let text = environment[name], !text.isEmpty else { return fallback }
        guard let value = Int(text), value >= 0 else {
            Issue.record("\(name)=\(text) is not a whole number of at least zero; running \(fallback) instead")
            return fallback
        }
        return value
    }

    private static func isLong(in environment: [String: String]) -> Bool {
        environment[longTestsVariable] == "1"
    }
}
