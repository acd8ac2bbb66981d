/// The steps hosts take: attaching, detaching, their scenes and visibility. Each moves what the
/// lanes show where it now belongs.
extension CenterState {
    /// Attaches a new host on top of the others of its window; attaching counts as the window
    /// becoming the one in use, unless the host's scene is not active.
    mutating func attachHost(settling: AlertHost.Settling, window: AlertWindowID, isSceneActive: Bool = true) -> HostState {
        let host = hosts.make(settling: settling, window: window)
        host.isSceneActive = isSceneActive
        guard !isClosed else {
            host.markDetached()
            return host
        }
        let previousTop = topHost
        hosts.attach(host)
        alerts.noHostSweep.cancel()
        sheets.noHostSweep.cancel()
        moveVisibleAlertIfMisplaced()
        showNextModal()
        topHostChanged(from: previousTop)
        return host
    }

    /// A host's renderer reports whether its scene is active. A scene that becomes active
    /// makes its window the one in use: center requests, toasts and the indicator go there,
    /// and a visible alert made on the center moves there unless it is being dismissed.
    mutating func setSceneActive(_ isActive: Bool, on host: HostState) {
        guard host.isAttached, host.isSceneActive != isActive else { return }
        host.isSceneActive = isActive
        if isActive {
            hosts.activate(host)
        }
        retarget()
    }

    /// A host's renderer reports that its window became the key window (the person turned to
    /// it among windows whose scenes are all active, as in iPad split view or on a Mac): its
    /// window becomes the one in use, as if its scene had just become active.
    mutating func windowBecameKey(on host: HostState) {
        guard host.isAttached else { return }
        hosts.activateWindow(of: host)
        retarget()
    }

    /// After a change of which window is in use or which hosts are visible: moves the visible
    /// alert where it now belongs, shows what waits where it now can, and moves the toasts and
    /// the indicator to the new topmost host.
    private mutating func retarget() {
        let previousTop = topHost
        hosts.update()
        // A waiting alert or sheet may show in the window now in use, whether or not the
        // visible alert moved.
        moveVisibleAlertIfMisplaced()
        showNextModal()
        if topHost !== previousTop {
            topHostChanged(from: previousTop)
        } else {
            toastConditionsChanged()
        }
    }

    /// A host's renderer reports whether a screen reader runs for it; the toasts it shows are
    /// held while one runs there.
    mutating func setScreenReaderRunning(_ isRunning: Bool, on host: HostState) {
        guard host.isAttached, host.isScreenReaderRunning != isRunning else { return }
        host.isScreenReaderRunning = isRunning
        toastConditionsChanged()
    }

    /// Detaches a host, at its renderer's word or once no one holds it.
    mutating func detach(_ host: HostState) {
        let previousTop = topHost
        guard hosts.remove(host) else { return }
        host.markDetached()
        sheetHostDetached(host)
        alertHostDetached(host)
        toastHostDetached(host, previousTop: previousTop)
    }

    /// Records whether a host can show anything now. A host that stops being visible hands an
    /// unanswered alert it shows to the topmost visible host (or back to the queue, until one
    /// is), and its toasts and loading indicator too; a host that becomes visible again takes
    /// them back if it is the topmost visible one. Its requests stay pending either way.
    mutating func setVisible(_ isVisible: Bool, _ host: HostState) {
        guard host.isAttached, host.isVisible != isVisible else { return }
        // The topmost host is kept by the stack: it changes at the update that retarget() makes.
        host.isVisible = isVisible
        retarget()
    }
}
