import Alerts

/// The timer a ``UIKitAlertDelivery`` runs for its state, and the stage of the phase that
/// started it.
enum ArmedTimer {
    /// No timer runs.
    case stopped
    /// `timer` runs for a phase in `stage`; it means nothing once the state leaves that stage.
    case armed(any AlertTimer, for: UIKitAlertPresentation.Stage)

    /// Stops the timer, if one runs.
    @MainActor
    func stop() {
        if case .armed(let timer, _) = self {
            timer.cancel()
        }
    }
}
