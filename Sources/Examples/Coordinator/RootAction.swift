import Alerts

/// What view models dispatch to ``AppCoordinator``, Redux style.
public enum RootAction {
    /// Shows an alert: the coordinator hands it to its ``AlertCenter``.
    case showAlert(AlertData)
    /// Saves `name`, replacing the file of that name.
    case replace(String)
    /// Saves `name` under a new name beside the existing file.
    case keepBoth(String)
}
