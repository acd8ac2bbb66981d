import Alerts

extension AlertHostConnection {
    /// Announces through `announcer`, recording what was said in the log of an enclosing
    /// `.showAlertView()`, or in this connection's own at the outermost one.
    func useAnnouncer(_ announcer: AccessibilityAnnouncer, log inherited: AnnouncementLog?) {
        self.announcer = announcer
        if let inherited {
            announcementLog = inherited
        }
    }

    /// Announces the toasts that became visible or were updated, each once, without moving
    /// the screen reader's focus.
    func announce(_ toasts: [ToastPresentation], on center: AlertCenter) {
        for toast in announcementLog.toastsToAnnounce(toasts, on: center) {
            announcer.post(AccessibilityAnnouncement(toast: toast.toast))
        }
    }

    /// Announces the loading indicator when it appears or its message changes; progress alone
    /// is never announced.
    func announce(_ loading: LoadingPresentation?, on center: AlertCenter) {
        if announcementLog.shouldAnnounce(loading, on: center), let loading {
            announcer.post(AccessibilityAnnouncement(text: loading.message, priority: .default))
        }
    }
}
