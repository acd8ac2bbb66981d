@testable import Alerts

/// Collects what a center's own state check reports, instead of letting it stop the test run,
/// so that a test names each disagreement it reaches. Where the package is built without
/// `ALERTS_INTERNAL_CHECKS` the center checks nothing itself, and ``violations`` still checks
/// the state as it is now.
@MainActor
final class StateCheck {
    private let center: AlertCenter
    private var reported: [String] = []

    init(_ center: AlertCenter) {
        self.center = center
        center.invariantViolationHandler = { [weak self] found in self?.reported += found }
    }

    /// What the center reported after each call since, then what disagrees now.
    var violations: [String] { reported + center.invariantViolations() }
}
