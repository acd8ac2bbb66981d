import Alerts

/// What has been announced to a screen reader, for every `.showAlertView()` of a window: a
/// toast is announced when it first becomes visible (while a screen reader runs, when it
/// starts waiting to) and again when a request updates its content (its revision changes),
/// never because its time was paused or it moved to another host; the loading indicator when it appears and when its message changes, never for
/// progress.
@MainActor
final class AnnouncementLog {
    /// The revision of each toast last announced, by center and toast.
    private var toastRevisions: [ObjectIdentifier: [AlertRequestID: Int]] = [:]
    /// The loading message last announced, by center, while the indicator shows.
    private var loadingMessages: [ObjectIdentifier: String] = [:]

    nonisolated init() {}

    /// The toasts among `toasts` to announce now, recording them as announced. Toasts the
    /// center no longer holds are forgotten.
    func toastsToAnnounce(_ toasts: [ToastPresentation], on center: AlertCenter) -> [ToastPresentation] {
        let key = ObjectIdentifier(center)
        var revisions = toastRevisions[key] ?? [:]
        let living = Set(center.visibleToasts.map(\.id) + center.queuedToasts.map(\.id))
        revisions = revisions.filter { living.contains($0.key) }
        var announced: [ToastPresentation] = []
        let announcesWaiting = center.isScreenReaderRunning
        for toast in toasts where (toast.isVisible || announcesWaiting) && revisions[toast.id] != toast.revision {
            revisions[toast.id] = toast.revision
            announced.append(toast)
        }
        toastRevisions[key] = revisions.isEmpty ? nil : revisions
        return announced
    }

    /// Whether to announce `loading` now: it appeared, or its message changed. `nil` forgets
    /// the last message once the center shows no indicator.
    func shouldAnnounce(_ loading: LoadingPresentation?, on center: AlertCenter) -> Bool {
        let key = ObjectIdentifier(center)
        guard let loading else {
            // A host below a sheet is told there is none while the sheet shows it.
            if center.loading == nil {
                loadingMessages[key] = nil
            }
            return false
        }
        guard loadingMessages[key] != loading.message else { return false }
        loadingMessages[key] = loading.message
        return true
    }
}
