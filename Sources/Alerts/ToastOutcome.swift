/// How a toast request ended. Every request ends in exactly one outcome, and an awaiting
/// caller always receives it.
///
/// ```swift
/// if await center.presentToast(ToastData(title: "Archived", button: ToastButton("Undo"))) == .actionTapped {
///     mailbox.unarchive(message)
/// }
/// ```
public enum ToastOutcome: Sendable, Hashable {
    /// Its time ran out.
    case timedOut
    /// The person closed it (a swipe, a close button).
    case dismissed
    /// The person tapped its button; the button's action runs.
    case actionTapped
    /// The caller withdrew it: its handle was cancelled or its awaiting task was.
    case cancelled
    /// The host it was requested through went away before it ended, or the center was closed.
    case hostGone
    /// The center refused it.
    case rejected(ToastRejection)

    /// The reason for a rejection, if the request was rejected.
    public var rejection: ToastRejection? {
        if case .rejected(let reason) = self { reason } else { nil }
    }
}
