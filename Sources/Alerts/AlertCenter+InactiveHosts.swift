extension AlertCenter {
    /// Attaches a host whose scene counts as not active from the start: as
    /// ``attachHost(settling:window:)`` followed by ``AlertHost/setSceneActive(_:)`` with
    /// `false`, but without making its window the one in use for a moment, so a visible alert
    /// stays where it is. For a renderer that shows alerts only, which must not take the
    /// center's own requests, toasts, sheets and indicator from one that draws them while that
    /// one's scene is active.
    ///
    /// ```swift
    /// let host = center.attachInactiveHost(settling: .afterSettleTime, window: AlertWindowID())
    /// ```
    package func attachInactiveHost(settling: AlertHost.Settling, window: AlertWindowID) -> AlertHost {
        let host = AlertHost(state: state.attachHost(settling: settling, window: window, isSceneActive: false), center: self)
        runEffects()
        return host
    }
}
