import Alerts

/// A service outside any view that reports sync failures on the app's center. Its alerts
/// appear on the topmost host: over a sheet while one is up, on the root otherwise.
@MainActor
public final class SyncMonitor {
    private let alerts: AlertCenter

    /// Creates a monitor that reports on `alerts`.
    public init(alerts: AlertCenter) {
        self.alerts = alerts
    }

    /// Reports that syncing failed; repeated reports while one is shown join it.
    @discardableResult
    public func reportFailure() -> AlertHandle {
        alerts.show(
            AlertData(
                title: "Sync failed",
                message: "Your changes are saved on this device and will sync later.",
                coalescingKey: "sync-failed"
            ))
    }
}
