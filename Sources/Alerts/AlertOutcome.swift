/// How a request ended. Every request ends in exactly one outcome, and an awaiting caller
/// always receives it.
///
/// ```swift
/// switch await center.present(alert) {
/// case .answered(let answer) where answer.type == .destructive: delete()
/// case .rejected(let reason): log(reason)
/// default: break
/// }
/// ```
public enum AlertOutcome: Sendable, Hashable {
    /// The person chose a button.
    case answered(AlertAnswer)
    /// The person closed the alert without choosing a button (a tap outside a confirmation
    /// dialog, Esc on macOS).
    case dismissed
    /// The caller withdrew the request: its handle was cancelled or its awaiting task was.
    case cancelled
    /// The host the request was made through went away before the person answered, or the
    /// center was closed.
    case hostGone
    /// The center refused the request.
    case rejected(AlertRejection)

    /// The chosen button, if the person chose one.
    public var answer: AlertAnswer? {
        if case .answered(let answer) = self { answer } else { nil }
    }

    /// Whether the person chose a button other than the cancel-role one.
    public var isConfirmed: Bool {
        guard let answer else { return false }
        return answer.type != .cancel
    }

    /// The reason for a rejection, if the request was rejected.
    public var rejection: AlertRejection? {
        if case .rejected(let reason) = self { reason } else { nil }
    }
}
