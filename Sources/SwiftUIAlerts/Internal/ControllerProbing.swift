import Alerts

/// What a `.showAlertView()` knows from its ``HostControllerProbe``: whether something it did
/// not present covers it, what it has on screen, and whether its alert was seen to appear.
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
    /// Whether the host draws its alerts in the app's own design: in its own view, presented by
    /// no controller, so the probe has nothing to confirm them by and never takes one as dropped.
    var drawsAlertsInOwnDesign = false
    /// Whether the view was last handed an alert, toasts, a loading indicator.
    var showsAlert = false
    var showsToasts = false
    var showsLoading = false
    /// The alert handed to SwiftUI that the probe has not yet seen presented, with the title
    /// its alert controller carries and when it is given up as dropped.
    var unconfirmed: (presentation: AlertPresentationID, title: String, deadline: AlertDuration)?
    /// The alert the probe last saw presented.
    var confirmed: AlertPresentationID?
    /// The alert controllers seen presenting the host's own alerts, newest last (at most two:
    /// the one shown and the one leaving).
    var ownControllers: [Int] = []
    /// The alert handed to SwiftUI again after a drop, and how many times.
    var handOvers: (presentation: AlertPresentationID, count: Int)?
    /// Hands the alert to SwiftUI again after a presentation it dropped.
    var reshowTimer: (any AlertTimer)?

    /// Whether anything the person should see is handed to the view, or awaited.
    var needsWatching: Bool {
        isCovered || showsAlert || showsToasts || showsLoading || unconfirmed != nil
    }
}
