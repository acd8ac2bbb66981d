import Alerts
import SwiftUI

/// What a window's scene says of itself: whether it is active, whether it is on screen, and
/// whether VoiceOver runs.
struct SceneReport: Equatable {
    let isActive: Bool
    /// `false` in the background: Apple's `ScenePhase.background` is a scene that "isn't
    /// currently visible in the UI", while `ScenePhase.inactive` is "in the foreground" (in the
    /// app switcher, under Notification Center), so what an inactive scene shows stays where it
    /// is (developer.apple.com/documentation/swiftui/scenephase).
    let isOnScreen: Bool
    let isScreenReaderRunning: Bool

    /// The report of a scene in `phase`.
    init(_ phase: ScenePhase, isScreenReaderRunning: Bool) {
        self.init(isActive: phase == .active, isOnScreen: phase != .background, isScreenReaderRunning: isScreenReaderRunning)
    }

    init(isActive: Bool, isOnScreen: Bool, isScreenReaderRunning: Bool) {
        self.isActive = isActive
        self.isOnScreen = isOnScreen
        self.isScreenReaderRunning = isScreenReaderRunning
    }
}

extension AlertHostConnection {
    /// Puts the hosts in the window of an enclosing `.showAlertView()`, if there is one; the
    /// outermost one of a window keeps its own, so that each window of an app that shares one
    /// center gets its own requests.
    func useWindow(_ inherited: AlertWindowID?) {
        if let inherited {
            window = inherited
        }
    }

    /// Reports the scene's state to the attached host, and to each host attached later: the
    /// center then knows which window the person is using, and holds toasts while VoiceOver
    /// runs in the window that shows them. A scene in the background shows nothing: its host
    /// is passed over, so its alert moves to a window the person can see, or waits, and the
    /// other windows go on.
    func reportScene(_ report: SceneReport) {
        visibility.scene = report
        guard let host, host.isAttached else { return }
        self.report(report, to: host)
        host.setVisible(canShow)
        checkController()
    }

    func report(_ report: SceneReport, to host: AlertHost) {
        host.setSceneActive(report.isActive)
        host.setScreenReaderRunning(report.isScreenReaderRunning)
    }
}
