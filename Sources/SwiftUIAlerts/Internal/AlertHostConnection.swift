import Alerts

/// The one object behind a `.showAlertView()` and the ``ShowAlertAction`` it puts in the
/// environment: it finds the center, attaches and detaches the host, and routes requests.
///
/// It is created once per `.showAlertView()` and kept in its `@State`, so the action, which
/// holds only this reference, keeps its identity however many alerts come and go.
@MainActor
final class AlertHostConnection {
    /// The center the host attaches to, once known.
    private(set) var center: AlertCenter?
    /// The center this connection made because none was in the environment.
    private var ownCenter: AlertCenter?
    /// The host attached now, or the last one, detached; `nil` before the first attachment.
    /// It stays attached while the view is off screen, until ``detach()`` (the view's identity
    /// ended: see ``AlertHostLifetime``) or the connection goes away.
    private(set) var host: AlertHost?
    /// Whether the view is on screen, as SwiftUI last reported it.
    private var isOnScreen = true
    /// How many presentations of the package's own (``SwiftUI/View/sheetShowingAlerts(isPresented:onDismiss:content:)``
    /// and the like) cover the view now.
    private var coveringPresentations = 0
    /// Whether the view is the content of a presentation (a sheet, a cover, a popover, a pushed
    /// screen), which animates in when it appears.
    private var isInPresentation = false
    /// Ends the wait for a presentation's appearance to finish.
    private var appearanceTimer: (any AlertTimer)?
    /// How long the content of a presentation waits after it appears before its host shows
    /// anything: SwiftUI drops an alert presented while a sheet or a pushed screen still
    /// animates in (sources report 0.35–0.5 s), so this waits the longest, with a margin.
    static let presentationAppearance = AlertDuration.milliseconds(600)
    /// Whether the person can see what the host shows: on screen, covered neither by a
    /// presentation of the package's own nor by one its controller probe reports, and, on the
    /// UIKit path, in a window.
    var canShow: Bool { isOnScreen && coveringPresentations == 0 && !probing.isCovered && !isInLeavingSheet && !waitsForWindow }
    /// What the host knows from its controller probe (see `AlertHostConnection+ControllerProbe.swift`).
    var probing = ControllerProbing()
    /// Where its system alerts go on the UIKit path (see `AlertHostConnection+UIKitAlerts.swift`).
    var uiKitAlerts = UIKitAlertRoute()

    /// The presentation whose dismissal SwiftUI reported, which must not be shown again.
    var closingPresentation: AlertPresentationID?
    /// The presentation whose button the person chose last.
    var answeredPresentation: AlertPresentationID?
    /// When SwiftUI first read the binding of the presentation shown now as `true`.
    var firstReadAsPresented: (presentation: AlertPresentationID, time: AlertDuration)?
    /// The timer that offers a dropped presentation again.
    var reofferTimer: (any AlertTimer)?
    /// Hands the view what to show; set while the host runs.
    var deliver: (@MainActor (AlertPresentation?) -> Void)?
    /// The requests made through views marked with `alertAnchor()`, while they are pending.
    var anchoredRequests: [AlertRequestID: AnchoredRequest] = [:]
    /// The anchored view the last delivered presentation went to, and that presentation.
    weak var routedAnchor: AlertAnchor?
    var routedPresentation: AlertPresentation?
    /// Hands a dialog whose anchored view went away to the root.
    var anchorMoveTimer: (any AlertTimer)?
    /// What the person typed into the text fields of the presentation shown now.
    var typedText: (presentation: AlertPresentationID, values: [String])?
    /// The sheet presented from this host, until SwiftUI reports it gone.
    var presentedSheet: AlertPresentationID?
    /// The sheet the person began to dismiss.
    var dismissedSheet: AlertPresentationID?
    /// The sheet the view presents, as SwiftUI is to draw it.
    var sheetSlot = PresentedSheetSlot()
    /// Writes ``sheetSlot`` into the view's state, so that SwiftUI reads the sheet's binding
    /// again; set by the task that follows the host's sheets, and kept while the view lives.
    var writeSheetSlot: (@MainActor (PresentedSheetSlot) -> Void)?
    /// The sheet whose binding SwiftUI read as `true`, and when, until it is gone.
    var drawnSheet: AlertPresentationID?
    var sheetDrawnAt: AlertDuration?
    /// The sheet whose content SwiftUI put on screen (its `onAppear`), until it is gone.
    var appearedSheet: AlertPresentationID?
    /// How many times the sheet taken down was asked to close again.
    var sheetDismissalRetries = 0
    /// Waits for a sheet taken down to finish appearing, or checks that one whose binding the
    /// host turned `false` does leave the screen.
    var sheetLeavingTimer: (any AlertTimer)?
    /// The hosts inside the content of the sheet this host presents.
    var contentHosts: [WeakConnection] = []
    /// The host that presents the sheet this host is inside, and that sheet.
    weak var presentingConnection: AlertHostConnection?
    var enclosingSheet: AlertPresentationID?
    /// Whether the sheet this host is inside is leaving the screen: it shows nothing more.
    var isInLeavingSheet = false

    /// Where toasts and the loading indicator are announced to a screen reader.
    var announcer = AccessibilityAnnouncer.system
    /// What was announced already, shared by every `.showAlertView()` of the window, so that a
    /// toast that moves to another host is not announced again.
    var announcementLog = AnnouncementLog()

    /// The window its hosts belong to: that of an enclosing `.showAlertView()`, or at the
    /// outermost one a window of its own (see `AlertHostConnection+Scene.swift`).
    var window = AlertWindowID()
    /// Its scene's state as the view last reported it, given to each host it attaches.
    var scene = SceneReport(isActive: true, isScreenReaderRunning: false)

    private var noHostCenter: AlertCenter?
    private let warn: @MainActor @Sendable (String) -> Void
    private var warnedCallSites: Set<AlertCallSite> = []

    /// A connection for `.showAlertView()`; it attaches its host when the view appears.
    nonisolated init() {
        warn = RuntimeWarning.report
    }

    /// A connection to a host made elsewhere, such as a test's.
    nonisolated init(host: AlertHost) {
        self.host = host
        window = host.window
        warn = RuntimeWarning.report
    }

    /// The connection of a view with no `.showAlertView()` above it.
    ///
    /// - Parameter warn: Where the runtime warning goes.
    nonisolated init(unattachedWarningTo warn: @escaping @MainActor @Sendable (String) -> Void = RuntimeWarning.report) {
        self.warn = warn
    }

    // MARK: - The host's life

    /// The center to attach to: `preferred` (passed to `.showAlertView(center:)` or found in the
    /// environment), or else one this connection creates once and keeps.
    @discardableResult
    func resolveCenter(preferring preferred: AlertCenter?) -> AlertCenter {
        let resolved = preferred ?? ownCenter ?? AlertCenter()
        if preferred == nil {
            ownCenter = resolved
        }
        center = resolved
        return resolved
    }

    /// Attaches a new host to `center` on top of its others, detaching this connection's
    /// previous host if it had one.
    @discardableResult
    func attach(to center: AlertCenter) -> AlertHost {
        host?.detach()
        self.center = center
        let attached = center.attachHost(settling: .afterSettleTime, window: window)
        host = attached
        report(scene, to: attached)
        followPresenter()
        return attached
    }

    /// Detaches the host: requests made through it end ``AlertOutcome/hostGone``, and an alert
    /// it showed for the center moves to the host below. Idempotent.
    func detach() {
        host?.detach()
        stopFollowingOnUIKit()
        sheetLeavingTimer?.cancel()
        sheetLeavingTimer = nil
        presentingConnection?.contentSheetLeft()
    }

    /// Reports whether the view is on screen: a view pushed under another in a navigation
    /// stack, in a tab not selected, or under a full-screen cover is not, though its state
    /// lives on. Its host stays attached and is passed over meanwhile; see
    /// ``/Alerts/AlertHost/setVisible(_:)``.
    func setVisible(_ isVisible: Bool) {
        appearanceTimer?.cancel()
        appearanceTimer = nil
        if isVisible, isInPresentation, let center {
            isOnScreen = false
            appearanceTimer = center.clock.schedule(after: Self.presentationAppearance) { [weak self] in
                guard let self else { return }
                appearanceTimer = nil
                isOnScreen = true
                host?.setVisible(canShow)
                checkController()
            }
        } else {
            isOnScreen = isVisible
        }
        host?.setVisible(canShow)
        checkController()
    }

    /// Records whether the view is the content of a presentation (SwiftUI's
    /// `EnvironmentValues.isPresented`): such a view's host waits for the presentation's
    /// appearance to finish each time it appears (``presentationAppearance``).
    func setInPresentation(_ isInPresentation: Bool) {
        self.isInPresentation = isInPresentation
    }

    /// Reports that a presentation of the package's own starts (`true`) or stops (`false`)
    /// covering the view: SwiftUI shows nothing attached beneath a presentation, so the host is
    /// passed over while one covers it, from the start of its appearance to the end of its
    /// dismissal.
    func setCovered(_ isCovered: Bool) {
        coveringPresentations = max(0, coveringPresentations + (isCovered ? 1 : -1))
        host?.setVisible(canShow)
    }

    /// Hands each change of what the host on `center` must show to `update`: the alert, the
    /// toasts and the loading indicator, until the calling task is cancelled (the view left the
    /// screen, or the center changed). The host is attached on the first run and kept after the
    /// task ends: it ends when the view's identity ends (``AlertHostLifetime``), not when the
    /// view disappears; a run on another center moves it there.
    func run(
        on center: AlertCenter,
        update: @escaping @MainActor (AlertPresentation?) -> Void,
        updateToasts: @escaping @MainActor ([ToastPresentation]) -> Void = { _ in },
        updateLoading: @escaping @MainActor (LoadingPresentation?) -> Void = { _ in },
        updateSheet: @escaping @MainActor (PresentedSheetSlot) -> Void = { _ in }
    ) async {
        writeSheetSlot = updateSheet
        let attached: AlertHost
        if let host, host.isAttached, host.center === center {
            attached = host
        } else {
            attached = attach(to: center)
            attached.setVisible(canShow)
        }
        // A host appears with its view (a sheet, a pushed screen) and leaves with it: a change
        // VoiceOver speaks about, so announcements wait for it.
        announcer.interfaceChanged()
        let update = routingToAnchors(update)
        deliver = routingSystemAlertsToUIKit(probingDeliveries(update))
        let presentations = attached.presentations
        let toasts = attached.toastUpdates
        let loading = attached.loadingUpdates
        let sheets = attached.sheetPresentations
        let showSheet: @MainActor (SheetPresentation?) -> Void = { [weak self] in self?.sheetChanged($0) }
        let announcePresentation = routingSystemAlertsToUIKit(probingDeliveries(announcingChanges(update)))
        let waitingToasts = observeWaitingToasts(on: center)
        let announceToasts: @MainActor ([ToastPresentation]) -> Void = { [weak self] in
            self?.announce($0, on: center)
            updateToasts($0)
            self?.probingContent(toasts: $0.contains { $0.isVisible })
        }
        let announceLoading: @MainActor (LoadingPresentation?) -> Void = { [weak self] in
            self?.announce($0, on: center)
            updateLoading($0)
            self?.probingContent(loading: $0 != nil)
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.forward(presentations, to: announcePresentation) }
            group.addTask { await Self.forward(toasts, to: announceToasts) }
            group.addTask { await Self.forward(loading, to: announceLoading) }
            group.addTask { await Self.forward(sheets, to: showSheet) }
        }
        waitingToasts.cancel()
        if host === attached {
            deliver = nil
            reofferTimer?.cancel()
            reofferTimer = nil
        }
        announcer.interfaceChanged()
    }

    /// Hands each element of `stream` to `update`, until the stream finishes or the task is
    /// cancelled.
    private static func forward<Element: Sendable>(_ stream: AsyncStream<Element>, to update: @MainActor (Element) -> Void) async {
        for await element in stream {
            update(element)
        }
    }

    // MARK: - Requests

    /// Requests `alert` where this connection sends requests: through its host once attached
    /// (or detached: the request then ends ``AlertOutcome/hostGone``), to its center before the
    /// host is attached, and, with no `.showAlertView()` above, nowhere: the warning names the
    /// fix and the request ends ``AlertOutcome/rejected(_:)`` with ``RequestRejection/noHost``.
    /// A request made `withdrawn` ends ``AlertOutcome/cancelled`` at once, never shown.
    func request(_ alert: AlertData, from callSite: AlertCallSite, withdrawn: Bool = false, anchor: AlertAnchor?) -> AlertHandle {
        let handle = request(alert, from: callSite, withdrawn: withdrawn)
        if let anchor {
            self.anchor(handle, to: anchor)
        }
        return handle
    }

    private func request(_ alert: AlertData, from callSite: AlertCallSite, withdrawn: Bool) -> AlertHandle {
        if let host {
            return withdrawn ? host.showWithdrawn(alert) : host.show(alert)
        }
        if let center {
            return withdrawn ? center.showWithdrawn(alert) : center.show(alert)
        }
        warnOfNoHost(at: callSite, alert: alert)
        return withdrawn ? rejectingCenter().showWithdrawn(alert) : rejectingCenter().show(alert)
    }

    /// Requests `alert` as ``request(_:from:)`` does and waits for its outcome. From a task
    /// that is already cancelled, the request ends ``AlertOutcome/cancelled`` without being
    /// shown.
    func present(_ alert: AlertData, from callSite: AlertCallSite, anchor: AlertAnchor?) async -> AlertOutcome {
        if anchor != nil {
            return await request(alert, from: callSite, withdrawn: Task.isCancelled, anchor: anchor).value
        }
        if let host {
            return await host.present(alert)
        }
        if let center {
            return await center.present(alert)
        }
        warnOfNoHost(at: callSite, alert: alert)
        return await rejectingCenter().present(alert)
    }

    private func warnOfNoHost(at callSite: AlertCallSite, alert: AlertData) {
        warnOnce(
            at: callSite,
            "showAlert was called at \(callSite) with no .showAlertView() above the view, so the alert “\(alert.title)” cannot be shown; apply .showAlertView() at the root of the view hierarchy."
        )
    }

    /// Reports `message` the first time a call comes from `callSite`.
    func warnOnce(at callSite: AlertCallSite, _ message: @autoclosure () -> String) {
        if warnedCallSites.insert(callSite).inserted {
            warn(message())
        }
    }

    /// A center no host ever attaches to, which ends each request ``RequestRejection/noHost``
    /// at once.
    func rejectingCenter() -> AlertCenter {
        if let noHostCenter { return noHostCenter }
        let made = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero))
        noHostCenter = made
        return made
    }
}
