import Alerts

/// Alert kinds as an enum of the app's own: each case describes its alert, and any
/// number of them can be requested from one screen without one hiding another.
///
/// ```swift
/// alerts.show(ArticleAlert.close(title: "Gespeichert", message: nil))
/// ```
public enum ArticleAlert: AlertRepresentable {
    /// An alert that only closes.
    case close(title: String, message: String?)
    /// An alert whose button leads back to the previous screen.
    case popBack(title: String, message: String?, action: @MainActor () -> Void)
    /// A yes/no question; `action` runs on "Yes".
    case someAction(title: String, message: String?, action: @MainActor () -> Void)
    /// An update the person must install; it comes before every other alert.
    case forceUpdate(action: @MainActor () -> Void)

    public var alertData: AlertData {
        switch self {
        case .close(let title, let message):
            AlertData(title: title, message: message, buttons: [.cancel("Close")])
        case .popBack(let title, let message, let action):
            AlertData(title: title, message: message, buttons: [AlertButton(title: "Close", action: action)])
        case .someAction(let title, let message, let action):
            AlertData(title: title, message: message, buttons: [.cancel("No"), AlertButton(title: "Yes", action: action)])
        case .forceUpdate(let action):
            AlertData(
                title: "Update required",
                message: "This version is no longer supported. Install the update to continue.",
                buttons: [AlertButton(title: "Open App Store", action: action)],
                priority: .critical,
                coalescingKey: "force-update",
                interruptsLowerPriority: true
            )
        }
    }
}
