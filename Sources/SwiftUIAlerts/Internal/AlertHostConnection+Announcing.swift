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

    /// `update`, telling the announcer first that an alert appears or leaves, so that an
    /// announcement waits until VoiceOver has spoken the change.
    func announcingChanges(_ update: @escaping @MainActor (AlertPresentation?) -> Void) -> @MainActor (AlertPresentation?) -> Void {
        { [weak self] presentation in
            self?.announcer.interfaceChanged()
            update(presentation)
        }
    }

    /// Announces the toasts that became visible or were updated, each once, without moving
    /// the screen reader's focus; while a screen reader runs, also those waiting behind them
    /// (see ``observeWaitingToasts(on:)``), including those that waited when it started.
    func announce(_ toasts: [ToastPresentation], on center: AlertCenter) {
        let waiting = center.isScreenReaderRunning ? center.queuedToasts : []
        for toast in announcementLog.toastsToAnnounce(toasts + waiting, on: center) {
            announcer.post(AccessibilityAnnouncement(toast: toast.toast))
        }
    }

    /// While a screen reader runs, visible toasts stay until closed, so a toast waiting behind
    /// them could wait unheard for as long as the person leaves them there: it is announced
    /// when it starts waiting or a request updates it, and not again when it becomes visible.
    /// The announcement queue speaks an error first.
    func observeWaitingToasts(on center: AlertCenter) -> AlertEventObservation {
        center.observeEvents { [weak self] event in
            switch event.kind {
            case .toast(.queued), .toast(.coalesced):
                guard let self, center.isScreenReaderRunning else { return }
                announce([], on: center)
            default:
                break
            }
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
