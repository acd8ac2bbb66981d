import Alerts

/// The one object behind a `.showAlertView()` and the ``ShowAlertAction`` it puts in the
/// environment: it finds the center, attaches and detaches the host, and routes requests.
///
/// It is created once per `.showAlertView()` and kept in its `@State`, so the action, which
/// holds only this reference, keeps its identity however many alerts come and go.
///
/// It ties together parts with one job each: ``HostVisibility`` (whether the person can see the
/// host), ``SwiftUIAlertDelivery`` (what SwiftUI's `alert` is handed and reports back),
/// ``SheetLife`` (the sheet it presents), ``ControllerProbing`` (what UIKit reports) and
/// ``UIKitAlertRoute`` (alerts presented through UIKit). Each timer belongs to the state of the
/// part that started it; the times are in ``HostTiming``. Where the package is built with its
/// internal checks, the parts' invariants are checked after every step that changes one.
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
    /// Whether the person can see what the host shows, and where its view is.
    var visibility = HostVisibility() {
        didSet { checkInvariants() }
    }
    /// The window its hosts belong to: that of an enclosing `.showAlertView()`, or at the
    /// outermost one a window of its own (see `AlertHostConnection+Scene.swift`).
    var window = AlertWindowID()
    /// Whether the person can see what the host shows: on screen in a scene that is not in the
    /// background, covered neither by a presentation of the package's own nor by one its
    /// controller probe reports, and, on the UIKit path, in a window.
    var canShow: Bool { visibility.canBeSeen && !probing.isCovered && !waitsForWindow }
    /// What the host knows from its controller probe (see `AlertHostConnection+ControllerProbe.swift`).
    var probing = ControllerProbing() {
        didSet { checkInvariants() }
    }
    /// Where its system alerts go on the UIKit path (see `AlertHostConnection+UIKitAlerts.swift`).
    var uiKitAlerts = UIKitAlertRoute()
    /// What it hands SwiftUI's `alert` and what SwiftUI reported back (see
    /// `AlertHostConnection+Presenting.swift`).
    var alerts = SwiftUIAlertDelivery() {
        didSet { checkInvariants() }
    }
    /// The sheet presented from this host (see `AlertHostConnection+Sheets.swift`).
    var sheet = SheetLife() {
        didSet { checkInvariants() }
    }

    /// Where toasts and the loading indicator are announced to a screen reader.
    var announcer = AccessibilityAnnouncer.system
    /// What was announced already, shared by every `.showAlertView()` of the window, so that a
    /// toast that moves to another host is not announced again.
    var announcementLog = AnnouncementLog()
    /// Where requests go with no `.showAlertView()` above.
    private var unattached: UnattachedRequests

    /// A connection for `.showAlertView()`; it attaches its host when the view appears.
    nonisolated init() {
        unattached = UnattachedRequests(warningTo: RuntimeWarning.report)
    }

    /// A connection to a host made elsewhere, such as a test's.
    nonisolated init(host: AlertHost) {
        self.host = host
        window = host.window
        unattached = UnattachedRequests(warningTo: RuntimeWarning.report)
    }

    /// The connection of a view with no `.showAlertView()` above it.
    ///
    /// - Parameter warn: Where the runtime warning goes.
    nonisolated init(unattachedWarningTo warn: @escaping @MainActor @Sendable (String) -> Void = RuntimeWarning.report) {
        unattached = UnattachedRequests(warningTo: warn)
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
        report(visibility.scene, to: attached)
        followPresenter()
        return attached
    }

    /// Detaches the host: requests made through it end ``AlertOutcome/hostGone``, and an alert
    /// it showed for the center moves to the host below. Idempotent.
    func detach() {
        host?.detach()
        stopFollowingOnUIKit()
        sheet.stopWaiting()
        visibility.presentingConnection?.contentSheetLeft()
    }

    /// Reports whether the view is on screen: a view pushed under another in a navigation
    /// stack, in a tab not selected, or under a full-screen cover is not, though its state
    /// lives on. Its host stays attached and is passed over meanwhile; see
    /// ``/Alerts/AlertHost/setVisible(_:)``.
    func setVisible(_ isVisible: Bool) {
        if isVisible, visibility.isInPresentation, let center {
            let timer = center.clock.schedule(after: HostTiming.presentationAppearance) { [weak self] in
                self?.finishAppearance()
            }
            visibility.enter(.appearing(timer))
        } else {
            visibility.enter(isVisible ? .on : .off)
        }
        host?.setVisible(canShow)
        checkController()
    }

    /// The content of a presentation finished appearing: its host shows what it has.
    private func finishAppearance() {
        guard case .appearing = visibility.screen else { return }
        visibility.enter(.on)
        host?.setVisible(canShow)
        checkController()
    }

    /// Records whether the view is the content of a presentation (SwiftUI's
    /// `EnvironmentValues.isPresented`): such a view's host waits for the presentation's
    /// appearance to finish each time it appears (``HostTiming/presentationAppearance``).
    func setInPresentation(_ isInPresentation: Bool) {
        visibility.isInPresentation = isInPresentation
    }

    /// Reports that a presentation of the package's own starts (`true`) or stops (`false`)
    /// covering the view: SwiftUI shows nothing attached beneath a presentation, so the host is
    /// passed over while one covers it, from the start of its appearance to the end of its
    /// dismissal. Once it has gone the controller probe is read at once: what it read while the
    /// presentation covered the host is out of date.
    func setCovered(_ isCovered: Bool) {
        visibility.setCovered(isCovered)
        host?.setVisible(canShow)
        if !isCovered {
            checkController()
        }
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
        sheet.write = updateSheet
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
        alerts.deliver = routingSystemAlertsToUIKit(probingDeliveries(update))
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
            alerts.deliver = nil
            alerts.stopReoffering()
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
        unattached.warnOnce(at: callSite, message())
    }

    /// A center no host ever attaches to, which ends each request ``RequestRejection/noHost``
    /// at once.
    func rejectingCenter() -> AlertCenter {
        unattached.rejectingCenter()
    }

    // MARK: - Checks

    /// What is wrong with the state of the host's parts, if anything.
    func invariantViolations() -> [String] {
        visibility.invariantViolations() + sheet.invariantViolations() + alerts.invariantViolations()
            + probing.invariantViolations()
    }

    /// Where the package is built with its internal checks (`ALERTS_INTERNAL_CHECKS`, as its
    /// tests run), checks the host's parts after each step that changes one; an app's builds
    /// check nothing.
    private func checkInvariants() {
        #if ALERTS_INTERNAL_CHECKS
        let violations = invariantViolations()
        guard !violations.isEmpty else { return }
        assertionFailure("A .showAlertView()'s state disagrees with itself:\n" + violations.joined(separator: "\n"))
        #endif
    }
}
