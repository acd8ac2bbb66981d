import Alerts

/// A coordinator with a root state: it owns the app's state and its one ``AlertCenter``. View models
/// dispatch actions to it; an alert action goes to the center, which the window's
/// `.showAlertView(center:)` renders, so no view holds alert state.
///
/// ```swift
/// coordinator.dispatch(.showAlert(AlertData(title: "Saved")))
/// ```
@MainActor
public final class AppCoordinator {
    /// The center every window of the app shows alerts from.
    public let alerts: AlertCenter
    /// The app's state.
    public private(set) var state: RootState

    /// Creates a coordinator.
    public init(alerts: AlertCenter, state: RootState) {
        self.alerts = alerts
        self.state = state
    }

    /// Applies `action`.
    public func dispatch(_ action: RootAction) {
        switch action {
        case .showAlert(let alert):
            alerts.show(alert)
        case .replace(let name):
            state.lastSave = .replaced
            if !state.files.contains(name) { state.files.append(name) }
        case .keepBoth(let name):
            let copy = freeName(for: name)
            state.files.append(copy)
            state.lastSave = .keptBoth(savedAs: copy)
        }
    }

    private func freeName(for name: String) -> String {
        var number = 2
        while state.files.contains("\(name) \(number)") {
            number += 1
        }
        return "\(name) \(number)"
    }
}
