import AlertsTestSupport
import Testing

/// How long the long tests run: short by default, long with `ALERTS_LONG_TESTS=1`, a count of
/// their own where set, and a named failure for a count that is not one.
@Suite struct TestRunLengthTests {
    @Test func shortByDefaultLongWhenAskedAndTheVariableOfItsOwnFirst() {
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: [:]) == 20)
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: ["ALERTS_LONG_TESTS": "1"]) == 200)
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: ["ALERTS_LONG_TESTS": "0"]) == 20)
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: ["ALERTS_LONG_TESTS": "1", "STEPS": "7"]) == 7)
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: ["STEPS": "0"]) == 0)
        #expect(TestRunLength.count("STEPS", short: 20, long: 200, environment: ["STEPS": ""]) == 20)
    }

    @Test(arguments: ["many", "-5", "1e6", " 12", "99999999999999999999999"])
    func aCountThatIsNotAWholeNumberFailsNamingTheVariable(_ value: String) {
        var count: Int?
        withKnownIssue {
            count = TestRunLength.count("ALERTS_MODEL_STEPS", short: 20, long: 200, environment: ["ALERTS_MODEL_STEPS": value])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ALERTS_MODEL_STEPS=\(value) is not a whole number") }
        }
        #expect(count == 20)
    }
}
