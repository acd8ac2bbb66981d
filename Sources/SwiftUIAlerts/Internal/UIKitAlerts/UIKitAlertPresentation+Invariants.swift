import Alerts

extension UIKitAlertPresentation {
    /// What is wrong with the state, if anything; tests check it after every step.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        switch phase {
        case .waiting(let presentation, let wait):
            if offered?.id != presentation.id {
                violations.append("waits to present \(presentation.id), which the host no longer offers")
            }
            if wait == .retry, refusals == 0 {
                violations.append("waits for \(wait) after \(refusals) refusals")
            }
        case .presenting(let presentation, let isWithdrawn):
            if isWithdrawn == (offered?.id == presentation.id) {
                let marked = isWithdrawn ? "withdrawn" : "wanted"
                violations.append("presents \(presentation.id) marked \(marked) while the host offers \(String(describing: offered?.id))")
            }
        case .shown(let presentation):
            if offered?.id != presentation.id {
                violations.append("shows \(presentation.id), which the host no longer offers, without dismissing it")
            }
        case .idle, .leaving, .gone:
            if refusals != 0 {
                violations.append("counts \(refusals) refusals with nothing to present")
            }
        }
        if isWaitingForWindow {
            switch phase {
            case .waiting, .presenting, .shown:
                violations.append("presents while the host's view has no window")
            case .idle, .leaving, .gone:
                break
            }
        }
        if timing.settleMargin > UIKitAlertTiming.longestSettleMargin || timing.settleMargin < .zero {
            violations.append("settles \(timing.settleMargin) after a dismissal, beyond \(UIKitAlertTiming.longestSettleMargin)")
        }
        return violations
    }
}
