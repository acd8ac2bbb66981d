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
    private(set) var host: AlertHost?

    /// The presentation whose dismissal SwiftUI reported, which must not be shown again.
    var closingPresentation: AlertPresentationID?
    /// What the person typed into the text fields of the presentation shown now.
    var typedText: (presentation: AlertPresentationID, values: [String])?

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
        return attached
    }

    /// Detaches the host: requests made through it end ``AlertOutcome/hostGone``, and an alert
    /// it showed for the center moves to the host below. Idempotent.
    func detach() {
        host?.detach()
    }

    /// Attaches a host to `center` and hands each change of what it must show to `update`:
    /// the alert, the toasts and the loading indicator, until the calling task is cancelled
    /// (the view left the screen, or the center changed); then detaches that host.
    func run(
        on center: AlertCenter,
        update: @escaping @MainActor (AlertPresentation?) -> Void,
        updateToasts: @escaping @MainActor ([ToastPresentation]) -> Void = { _ in },
        updateLoading: @escaping @MainActor (LoadingPresentation?) -> Void = { _ in }
    ) async {
        let attached = attach(to: center)
        let presentations = attached.presentations
        let toasts = attached.toastUpdates
        let loading = attached.loadingUpdates
        let announceToasts: @MainActor ([ToastPresentation]) -> Void = { [weak self] in
            self?.announce($0, on: center)
            updateToasts($0)
        }
        let announceLoading: @MainActor (LoadingPresentation?) -> Void = { [weak self] in
            self?.announce($0, on: center)
            updateLoading($0)
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.forward(presentations, to: update) }
            group.addTask { await Self.forward(toasts, to: announceToasts) }
            group.addTask { await Self.forward(loading, to: announceLoading) }
        }
        attached.detach()
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
    /// fix and the request ends ``AlertOutcome/rejected(_:)`` with ``AlertRejection/noHost``.
    func request(_ alert: AlertData, from callSite: AlertCallSite) -> AlertHandle {
        if let host {
            return host.show(alert)
        }
        if let center {
            return center.show(alert)
        }
        warnOfNoHost(at: callSite, alert: alert)
        return rejectingCenter().show(alert)
    }

    /// Requests `alert` as ``request(_:from:)`` does and waits for its outcome. From a task
    /// that is already cancelled, the request ends ``AlertOutcome/cancelled`` without being
    /// shown.
    func present(_ alert: AlertData, from callSite: AlertCallSite) async -> AlertOutcome {
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
        warnOnce(at: callSite, "showAlert was called at \(callSite) with no .showAlertView() above the view, so the alert “\(alert.title)” cannot be shown; apply .showAlertView() at the root of the view hierarchy.")
    }

    /// Reports `message` the first time a call comes from `callSite`.
    func warnOnce(at callSite: AlertCallSite, _ message: @autoclosure () -> String) {
        if warnedCallSites.insert(callSite).inserted {
            warn(message())
        }
    }

    /// A center no host ever attaches to, which ends each request ``AlertRejection/noHost``
    /// at once.
    func rejectingCenter() -> AlertCenter {
        if let noHostCenter { return noHostCenter }
        let made = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero))
        noHostCenter = made
        return made
    }
}
