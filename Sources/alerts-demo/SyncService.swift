import Alerts

/// A background service that knows nothing of screens: it syncs, fails, and reports the
/// failure through the alert center like any view model would.
@MainActor
final class SyncService {
    let host = "sync.example.com"
    private let center: AlertCenter
    private let latency: AlertDuration
    /// Told when a sync starts ("Syncing…") and ends (`nil`).
    var onProgress: ((String?) -> Void)?

    init(center: AlertCenter, latency: AlertDuration) {
        self.center = center
        self.latency = latency
    }

    /// Syncs, which always fails after the latency, and shows the error. Returns once the
    /// alert is requested, not answered.
    func sync() async {
        onProgress?(DemoStrings.format("Syncing with %@…", host))
        do {
            try await Task.sleep(nanoseconds: UInt64(latency.nanoseconds))
            throw SyncError(host: host)
        } catch is CancellationError {
            onProgress?(nil)
        } catch {
            onProgress?(nil)
            var alert = AlertData(
                error: error,
                buttons: [
                    .cancel(DemoStrings["Later"]),
                    AlertButton(title: DemoStrings["Retry"]) { [weak self] in
                        guard let self else { return }
                        Task { await self.sync() }
                    },
                ])
            alert.priority = .high
            alert.coalescingKey = "sync-failed"
            center.show(alert)
        }
    }
}
