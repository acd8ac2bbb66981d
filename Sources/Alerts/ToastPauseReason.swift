/// Why a visible toast's time is not running. The remaining time stops while any reason
/// holds and goes on from where it stopped once none does: a pause never shortens a toast and
/// never starts its time again.
///
/// A renderer reports the first three for one toast (``AlertHost/pauseToast(_:for:)``); the
/// center tracks the others for every toast.
public enum ToastPauseReason: String, Sendable, Hashable, CaseIterable {
    /// The person touches or presses the toast.
    case touch
    /// The pointer hovers over the toast.
    case hover
    /// A screen reader has not finished announcing the toast.
    case announcement
    /// A screen reader is running (``AlertCenter/setScreenReaderRunning(_:)``): the toast is
    /// held until the person closes it or the reader stops.
    case screenReader
    /// An alert is visible over it.
    case alertVisible
    /// The app is not active (``AlertCenter/setAppActive(_:)``).
    case appInactive
    /// No host is attached to show it, or none that is visible (see ``AlertHost/setVisible(_:)``).
    case noHost

    /// Whether a renderer reports this reason for one toast.
    public var isReportedPerToast: Bool {
        switch self {
        case .touch, .hover, .announcement: true
        case .screenReader, .alertVisible, .appInactive, .noHost: false
        }
    }
}
