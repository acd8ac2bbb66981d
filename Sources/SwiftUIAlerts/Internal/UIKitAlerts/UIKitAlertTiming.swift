import Alerts

/// Every time the UIKit path waits on its own, in one place. None of them guesses how long an
/// animation lasts: UIKit reports each end.
struct UIKitAlertTiming: Equatable {
    /// The longest margin allowed after a dismissal.
    static let longestSettleMargin = AlertDuration.milliseconds(100)

    /// How long after an alert controller disappeared the next alert is presented, and how long
    /// a button's handler that UIKit calls after the disappearance is still taken as the answer.
    let settleMargin: AlertDuration
    /// The first wait after UIKit refused a presentation with no transition to wait for; each
    /// further refusal doubles it, up to ``longestRetry``.
    let firstRetry: AlertDuration
    let longestRetry: AlertDuration
    /// How long an alert controller asked to leave may take to report its disappearance before
    /// it is taken as gone, with a runtime warning: the queue never stalls for good.
    let disappearanceDeadline: AlertDuration

    /// - Parameter settleMargin: Kept between zero and ``longestSettleMargin``.
    init(
        settleMargin: AlertDuration = .milliseconds(50), firstRetry: AlertDuration = .milliseconds(250),
        longestRetry: AlertDuration = .seconds(4), disappearanceDeadline: AlertDuration = .seconds(2)
    ) {
        self.settleMargin = min(max(settleMargin, .zero), Self.longestSettleMargin)
        self.firstRetry = firstRetry
        self.longestRetry = max(longestRetry, firstRetry)
        self.disappearanceDeadline = disappearanceDeadline
    }

    /// The wait before try `attempt` (1 for the first retry).
    func retryDelay(attempt: Int) -> AlertDuration {
        var delay = firstRetry
        for _ in 1..<max(attempt, 1) where delay < longestRetry {
            delay = delay + delay
        }
        return min(delay, longestRetry)
    }
}
