import Alerts

/// What a `.showAlertView()` knows from its ``HostControllerProbe``: whether something it did
/// not present covers it, and what it has on screen.
struct ControllerProbing {
    /// The probe the environment injects, or the platform's.
    var probe: HostControllerProbe?
    /// The platform's probe, once the view that makes it is in the hierarchy.
    var systemProbe: HostControllerProbe?
    /// Whether the controller presents something the host did not: the host is then passed
    /// over until it ends.
    var isCovered = false
    /// The next reading of the probe.
    var pollTimer: (any AlertTimer)?
    /// Whether the view was last handed an alert, toasts, a loading indicator.
    var showsAlert = false
    var showsToasts = false
    var showsLoading = false
    /// The title the alert controller of the alert handed to SwiftUI last carries.
    var shownTitle: String?
    /// The alert controllers seen presenting the host's own alerts, newest last (at most two:
    /// the one shown and the one leaving).
    var ownControllers: [Int] = []

    /// Whether anything the person should see is handed to the view, or the host is covered.
    var needsWatching: Bool {
        isCovered || showsAlert || showsToasts || showsLoading
    }
}
