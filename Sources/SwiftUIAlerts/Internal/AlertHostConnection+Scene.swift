import Alerts

/// What a window's scene says of itself: whether it is active and whether VoiceOver runs.
struct SceneReport: Equatable {
    let isActive: Bool
    let isScreenReaderRunning: Bool
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
    /// runs in the window that shows them.
    func reportScene(_ report: SceneReport) {
        visibility.scene = report
        guard let host, host.isAttached else { return }
        self.report(report, to: host)
        checkController()
    }

    func report(_ report: SceneReport, to host: AlertHost) {
        host.setSceneActive(report.isActive)
        host.setScreenReaderRunning(report.isScreenReaderRunning)
    }
}
