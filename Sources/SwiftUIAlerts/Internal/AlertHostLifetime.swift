import Alerts

// `ObservableObject` is Combine's: SwiftUI imports Combine without re-exporting it. Where
// Combine is missing, the SwiftUI stand-in declares it.
#if canImport(Combine)
import Combine
#else
import SwiftUI
#endif

/// What ends the host of a `.showAlertView()`: only the modifier's `@StateObject` holds it, so
/// it goes away exactly when the view's identity ends and SwiftUI discards its state, never
/// when the view merely disappears (a push, a tab switch, a cover).
///
/// SwiftUI makes it when it installs the view's storage, once per identity: a `@State`
/// initial value is made with the view value instead, and a `WindowGroup` that builds its root
/// once (iOS 17.0 to 17.4, macOS 14.0 to 14.4) would hand one such object to every window.
///
/// The connection cannot be that signal itself: callers awaiting an answer, tasks and the
/// environment's actions hold it, and the answer they wait for comes only once the host ends.
/// It publishes nothing: nothing in it changes what the view draws.
@MainActor
final class AlertHostLifetime: ObservableObject {
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
