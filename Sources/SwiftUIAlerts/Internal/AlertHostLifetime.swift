import Alerts

/// What ends the host of a `.showAlertView()`: only the modifier's `@State` holds it, so it
/// goes away exactly when the view's identity ends and SwiftUI discards its state, never when
/// the view merely disappears (a push, a tab switch, a cover).
///
/// The connection cannot be that signal itself: callers awaiting an answer, tasks and the
/// environment's actions hold it, and the answer they wait for comes only once the host ends.
@MainActor
final class AlertHostLifetime {
    /// The connection whose host this ends.
    let connection = AlertHostConnection()

    nonisolated init() {}

    /// Detaches the host on the main actor, right after: requests made through it end
    /// ``/Alerts/AlertOutcome/hostGone`` and an alert it showed for the center moves to the
    /// topmost visible host.
    deinit {
        Task { @MainActor [connection] in
            connection.detach()
        }
    }
}
