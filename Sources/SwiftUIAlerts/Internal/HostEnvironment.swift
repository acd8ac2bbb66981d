import Alerts

/// What a `.showAlertView()` reads from its environment and hands its connection: the
/// announcer, the window, whether it is inside a presentation, the injected UIKit stand-ins,
/// its designs, the presenter the app chose for system alerts, and the sheet it sits in.
///
/// The host follows it from the body that reads it, the one write the modifier's body makes: a
/// view inside may make a request from its own `onAppear` or `task`, and SwiftUI documents no
/// order in which this modifier's appearance actions run before its content's, so a value
/// handed over in an action of its own could arrive after the first request it governs.
/// Following it changes no state SwiftUI watches, and a value equal to the last one changes
/// nothing at all.
struct HostEnvironment {
    var announcer: AccessibilityAnnouncer
    var announcementLog: AnnouncementLog?
    var isInPresentation: Bool
    var window: AlertWindowID?
    var injectedProbe: HostControllerProbe?
    var drawsAlertsInOwnDesign: Bool
    var injectedPresenter: (any AlertControllerPresenting)?
    var keepsSwiftUIAlerts: Bool
    var enclosingSheet: FinishSheetAction
}

extension AlertHostConnection {
    /// Takes what the host's environment says (``HostEnvironment``).
    func follow(_ environment: HostEnvironment) {
        useAnnouncer(environment.announcer, log: environment.announcementLog)
        setInPresentation(environment.isInPresentation)
        useWindow(environment.window)
        useControllerProbe(environment.injectedProbe)
        useAlertDesign(environment.drawsAlertsInOwnDesign)
        useAlertControllerPresenter(environment.injectedPresenter, keepingSwiftUI: environment.keepsSwiftUIAlerts)
        useEnclosingSheet(environment.enclosingSheet)
    }
}
