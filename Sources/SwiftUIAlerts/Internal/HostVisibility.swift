import Alerts

/// Whether the person can see what a `.showAlertView()` shows, by all its view learns from
/// SwiftUI, and where the view is: its scene, the sheet it is inside and the hosts inside the
/// sheet it presents.
///
/// A view whose scene is in the background is not seen (``SceneReport/isOnScreen``); one whose
/// scene is only inactive is.
///
/// The wait for a presentation's appearance to finish belongs to ``Screen/appearing(_:)``:
/// leaving that state stops it.
struct HostVisibility {
    /// Where the view is, as SwiftUI last reported it.
    enum Screen {
        /// Off screen: pushed under another, in a tab not selected, under a cover.
        case off
        /// The content of a presentation that still animates in; the timer ends the wait
        /// (``HostTiming/presentationAppearance``).
        case appearing(any AlertTimer)
        /// On screen.
        case on

        /// The timer the state waits on.
        var timer: (any AlertTimer)? {
            if case .appearing(let timer) = self { timer } else { nil }
        }
    }

    /// Where the view is.
    private(set) var screen = Screen.on
    /// How many presentations of the package's own (``SwiftUI/View/sheetShowingAlerts(isPresented:onDismiss:content:)``
    /// and the like) cover the view now.
    private(set) var coveringPresentations = 0
    /// Whether the view is the content of a presentation (a sheet, a cover, a popover, a pushed
    /// screen), which animates in when it appears.
    var isInPresentation = false
    /// Whether the sheet this host is inside is leaving the screen: it shows nothing more.
    var isInLeavingSheet = false
    /// Its scene's state as the view last reported it, given to each host it attaches.
    var scene = SceneReport(.active, isScreenReaderRunning: false)
    /// The hosts inside the content of the sheet this host presents.
    var contentHosts: [WeakConnection] = []
    /// The host that presents the sheet this host is inside, and that sheet.
    weak var presentingConnection: AlertHostConnection?
    var enclosingSheet: AlertPresentationID?

    /// Whether the view is on screen and done appearing, in a scene that is not in the
    /// background, covered by no presentation of the package's own, and not inside a sheet that
    /// leaves.
    var canBeSeen: Bool {
        if case .on = screen, scene.isOnScreen, coveringPresentations == 0, !isInLeavingSheet { true } else { false }
    }

    /// Moves to `next`, stopping the wait of the state it leaves.
    @MainActor
    mutating func enter(_ next: Screen) {
        screen.timer?.cancel()
        screen = next
    }

    /// One more presentation of the package's own covers the view (`true`), or one fewer.
    mutating func setCovered(_ isCovered: Bool) {
        coveringPresentations = max(0, coveringPresentations + (isCovered ? 1 : -1))
    }

    /// What is wrong with the state, if anything; checked after every step where the package is
    /// built with its internal checks.
    @MainActor
    func invariantViolations() -> [String] {
        var violations: [String] = []
        let listed = contentHosts.compactMap { $0.value }.map(ObjectIdentifier.init)
        if Set(listed).count != listed.count {
            violations.append("lists a host inside its sheet twice")
        }
        return violations
    }
}
