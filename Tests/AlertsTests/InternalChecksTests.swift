import AlertsTestSupport
import Testing

@testable import Alerts

/// The center checks its own state after every outermost call only where the package is built
/// with `-Xswiftc -DALERTS_INTERNAL_CHECKS` (its tests in CI, TESTING.md); an app's builds,
/// debug ones included, never run the check.
@MainActor
@Suite struct InternalChecksTests {
    #if ALERTS_INTERNAL_CHECKS
    @Test func everyOutermostCallIsFollowedByACheckOfTheState() {
        let fixture = Fixture()
        let host = fixture.attachHost()
        let before = fixture.center.invariantChecksRun
        fixture.center.show(AlertData(title: "Saved"))
        #expect(fixture.center.invariantChecksRun == before + 1)
        #expect(fixture.tap("OK", on: host))
        #expect(fixture.center.invariantChecksRun == before + 2)
    }
    #endif

    @Test func aViolationIsReportedOnlyWhereTheChecksAreBuiltIn() {
        let fixture = Fixture()
        fixture.attachHost()
        var reported: [[String]] = []
        fixture.center.invariantViolationHandler = { reported.append($0) }
        // The flag the state keeps for its subscribers now disagrees with their count.
        fixture.center.state.isObserved = false
        fixture.center.show(AlertData(title: "Saved"))
        #if ALERTS_INTERNAL_CHECKS
        #expect(reported.count == 1)
        #expect(reported.first?.contains { $0.hasPrefix("events: observed is false") } == true)
        #else
        #expect(reported.isEmpty)
        #endif
    }
}
