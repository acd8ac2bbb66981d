/// A place that can show alerts: one per `.showAlertView()`, one per terminal renderer, one per
/// test. The renderer reads what to show from it and reports what the person did.
///
/// The topmost visible host of a window is the one that shows the window's alerts. A request
/// made through a host (``show(_:)``) shows in the host's window, lives as long as the host
/// does and ends ``AlertOutcome/hostGone`` when it detaches, not when the host is hidden: a
/// host whose view is off screen for a while (a screen pushed over it, another tab, a cover)
/// reports it with ``setVisible(_:)`` and stays attached. With several windows
/// (``AlertWindowID``), each host reports its scene's state (``setSceneActive(_:)``,
/// ``setScreenReaderRunning(_:)``), so that the center knows which window the person is using
/// (``AlertCenter/topmostHost``).
///
/// ```swift
/// let host = center.attachHost()
/// for await presentation in host.presentations {   // nil: show nothing
///     render(presentation)
/// }
/// // when the person taps the second button:
/// host.answer(presentation.id, buttonIndex: 1)
/// host.detach()                                     // when the view goes away
/// ```
@MainActor
public final class AlertHost: Identifiable {
    /// How the host tells the center that an alert is off the screen, so that the next one
    /// is not shown during the dismissal (SwiftUI drops a presentation made then).
    public enum Settling: Sendable, Hashable {
        /// Once an alert starts to leave, the center waits the configured
        /// ``AlertCenterConfiguration/settleTime`` (or until ``AlertHost/dismissalFinished(_:)``)
        /// before showing the next. For SwiftUI, which reports no end of a dismissal.
        case afterSettleTime
        /// The renderer removes an alert at once; the next may be shown straight away. For the
        /// terminal renderer and for tests.
        case immediate
    }

    /// The host's identity within its center.
    public nonisolated let id: AlertHostID
    /// The window the host belongs to.
    public nonisolated let window: AlertWindowID
    /// How the host reports the end of a dismissal.
    public let settling: Settling
    /// The center the host belongs to; the host keeps it alive.
    public let center: AlertCenter
    /// Whether the host is still attached; a detached host shows nothing and accepts nothing.
    public var isAttached: Bool { state.isAttached }
    /// What this host must show now, or `nil`.
    public var presentation: AlertPresentation? { state.presentation }
    /// Whether the renderer can show what this host is given (see ``setVisible(_:)``); a new
    /// host is visible.
    public var isVisible: Bool { state.isVisible }

    /// What the center keeps of the host.
    let state: HostState

    init(state: HostState, center: AlertCenter) {
        self.id = state.id
        window = state.window
        self.settling = state.settling
        self.state = state
        self.center = center
        state.host = self
    }

    /// A host that no one holds detaches: its requests end ``AlertOutcome/hostGone`` and the
    /// alert it showed moves to the topmost remaining host, on the main actor, right after.
    deinit {
        Task { @MainActor [center, state] in
            if state.isAttached { center.detach(state) }
        }
    }

    /// What this host must show, as it changes: the current value first, then each change;
    /// `nil` means show nothing. Each access gives a new stream; it finishes when the host
    /// detaches.
    public var presentations: AsyncStream<AlertPresentation?> { state.presentations.makeStream() }

    /// Requests an alert that lives as long as this host: it ends ``AlertOutcome/hostGone``
    /// if the host detaches first. It is shown on the topmost host, which may be another one.
    @discardableResult
    public func show(_ alert: some AlertRepresentable) -> AlertHandle {
        center.requestAlert(alert.alertData, owner: self)
    }

    /// Requests an alert through this host and waits for its outcome. Cancelling the waiting
    /// task withdraws it.
    public func present(_ alert: some AlertRepresentable) async -> AlertOutcome {
        await center.requestAlert(alert.alertData, owner: self, withdrawn: Task.isCancelled).value
    }

    /// Reports that the alert began to leave the screen without the center asking, before any
    /// button action arrived (SwiftUI turns `isPresented` false before it runs the action).
    /// A button answer may still follow; if none does before the dismissal finishes, the
    /// request ends ``AlertOutcome/dismissed``.
    public func dismissalBegan(_ presentation: AlertPresentationID) {
        center.dismissalBegan(presentation, on: self)
    }

    /// Reports that the person chose a button. The request ends ``AlertOutcome/answered(_:)``
    /// and the button's action runs.
    ///
    /// - Parameters:
    ///   - presentation: The presentation the person answered.
    ///   - buttonIndex: The button's position in ``AlertPresentation/buttons``.
    ///   - textValues: The text fields' values in order; missing values are taken as the
    ///     fields' initial text.
    /// - Returns: Whether the answer was taken: `false` for a presentation that is no longer
    ///   the visible one (answered already, withdrawn or moved) and for a button index out of
    ///   range.
    @discardableResult
    public func answer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String] = []) -> Bool {
        center.answer(presentation, buttonIndex: buttonIndex, textValues: textValues, on: self)
    }

    /// Reports that the person closed the alert without choosing a button and that it is off
    /// the screen: the request ends ``AlertOutcome/dismissed``.
    public func dismiss(_ presentation: AlertPresentationID) {
        center.dismiss(presentation, on: self)
    }

    /// Reports that an alert is fully off the screen, so the next may be shown. An alert that
    /// was not answered by then ends ``AlertOutcome/dismissed``.
    public func dismissalFinished(_ presentation: AlertPresentationID) {
        center.dismissalFinished(presentation, on: self)
    }

    /// Reports whether the renderer can show anything now. While a host is not visible (its
    /// view is off screen, or covered by something the person sees instead) the center passes
    /// it over: an unanswered alert it shows goes to the topmost visible host, or waits until
    /// there is one, and so do its toasts and the loading indicator; no toast's time runs
    /// while no host is visible, and a toast asked for meanwhile waits. A sheet asked for
    /// through a host waits for a visible host of its window. Its requests stay pending. Does
    /// nothing on a detached host.
    public func setVisible(_ isVisible: Bool) {
        center.setVisible(isVisible, on: self)
    }

    /// Whether the host's scene is active, as last reported; `true` until reported otherwise.
    public var isSceneActive: Bool { state.isSceneActive }

    /// Whether a screen reader runs for the host's scene, as last reported.
    public var isScreenReaderRunning: Bool { state.isScreenReaderRunning }

    /// Reports whether the host's scene is active (in SwiftUI, its window's
    /// `scenePhase == .active`). The window whose scene became active last is the one the
    /// person is using: alerts requested on the center, toasts and the loading indicator show
    /// there, and a visible alert requested on the center moves there. While no host's scene
    /// is active, the app counts as inactive and the toasts' time stops.
    ///
    /// ```swift
    /// .onChange(of: scenePhase) { phase in host.setSceneActive(phase == .active) }
    /// ```
    public func setSceneActive(_ isActive: Bool) {
        center.setSceneActive(isActive, on: state)
    }

    /// Reports that the host's window became the key window: the one the person uses when
    /// several windows' scenes are active at once (iPad split view, Stage Manager, a Mac).
    /// Center requests, toasts and the loading indicator then go to this window, as after
    /// ``setSceneActive(_:)`` with `true`; a visible alert requested on the center moves there
    /// unless it is being dismissed. On iOS, call it when the window posts
    /// `UIWindow.didBecomeKeyNotification`.
    public func windowBecameKey() {
        center.windowBecameKey(on: state)
    }

    /// Reports whether a screen reader (VoiceOver) runs for the host's scene. While one runs,
    /// the toasts this host shows stay until closed, as all do with
    /// ``AlertCenter/setScreenReaderRunning(_:)``.
    public func setScreenReaderRunning(_ isRunning: Bool) {
        center.setScreenReaderRunning(isRunning, on: state)
    }

    /// Detaches the host: requests made through it end ``AlertOutcome/hostGone``; an alert it
    /// was showing for anyone else moves to the topmost remaining host. Idempotent.
    public func detach() {
        center.detach(state)
    }
}
