import Alerts

extension AlertHostConnection {
    /// Records what the environment chose: an injected presenter (tests) and whether the app
    /// keeps SwiftUI's alert.
    func useAlertControllerPresenter(_ injected: (any AlertControllerPresenting)?, keepingSwiftUI: Bool) {
        guard injected !== uiKitAlerts.injected || keepingSwiftUI != uiKitAlerts.keepsSwiftUI else { return }
        uiKitAlerts.injected = injected
        uiKitAlerts.keepsSwiftUI = keepingSwiftUI
        followPresenter()
    }

    /// Records the platform's presenter, made by a view inside the host's.
    func useSystemAlertControllerPresenter(_ presenter: any AlertControllerPresenting) {
        uiKitAlerts.system = presenter
        followPresenter()
    }

    /// What the host's system alerts are presented through: `nil` for SwiftUI's `alert` (the
    /// app draws alerts in its own design, keeps SwiftUI's, or runs where UIKit is not).
    var alertControllerPresenter: (any AlertControllerPresenting)? {
        guard !probing.drawsAlertsInOwnDesign, !uiKitAlerts.keepsSwiftUI else { return nil }
        return uiKitAlerts.injected ?? uiKitAlerts.system
    }

    /// Whether the host's view has no window, as UIKit last told: it is passed over meanwhile.
    var waitsForWindow: Bool {
        uiKitAlerts.delivery?.state.isWaitingForWindow ?? false
    }

    /// Starts or ends the delivery through UIKit for the host attached now, as the presenter
    /// chosen requires. A delivery that presents, shows or waits for an alert keeps the host's
    /// alerts until it is idle: the change applies at the next change of what the host shows
    /// after that.
    func followPresenter() {
        guard let host, host.isAttached else { return }
        let presenter = alertControllerPresenter
        if let delivery = uiKitAlerts.delivery {
            let isCurrent = delivery.host === host && presenter === delivery.presenter
            guard !isCurrent, delivery.state.phase == .idle || delivery.host !== host else { return }
            uiKitAlerts.following?.cancel()
            uiKitAlerts.following = nil
            uiKitAlerts.delivery = nil
        }
        guard let presenter else { return }
        let delivery = UIKitAlertDelivery(
            host: host, presenter: presenter,
            anchor: { [weak self] in self?.anchor(of: $0).map(ObjectIdentifier.init) },
            canShow: { [weak self] in self?.canShow ?? false }
        )
        uiKitAlerts.delivery = delivery
        uiKitAlerts.following = Task { await delivery.run() }
        if uiKitAlerts.swiftUIShowsAlert {
            alerts.deliver?(nil)
        }
    }

    /// `update` for the alerts SwiftUI presents; those UIKit presents go to the delivery, which
    /// follows the host itself, and SwiftUI is handed none of them.
    func routingSystemAlertsToUIKit(_ update: @escaping @MainActor (AlertPresentation?) -> Void) -> @MainActor (AlertPresentation?) -> Void {
        { [weak self] presentation in
            guard let self else { return }
            followPresenter()
            guard let delivery = uiKitAlerts.delivery, delivery.host === host else {
                uiKitAlerts.swiftUIShowsAlert = presentation != nil
                update(presentation)
                return
            }
            announcer.interfaceChanged()
            delivery.followHost()
            if uiKitAlerts.swiftUIShowsAlert {
                uiKitAlerts.swiftUIShowsAlert = false
                update(nil)
            }
        }
    }

    /// The host detached: its delivery takes down the alert controller it shows, and follows
    /// the host no longer.
    func stopFollowingOnUIKit() {
        uiKitAlerts.delivery?.followHost()
        uiKitAlerts.following?.cancel()
        uiKitAlerts.following = nil
    }
}
