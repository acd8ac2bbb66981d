/// The engine: one queue of alerts for an app (or a window), shown one at a time on the
/// topmost attached host, each request answered exactly once.
///
/// Views reach it through `@Environment(\.showAlert)`; view models, coordinators and services
/// call it directly. Nothing is ever dropped: a request waits while another alert is visible,
/// during a dismissal, and while no host is attached, and ends in exactly one
/// ``AlertOutcome``.
///
/// ```swift
/// let center = AlertCenter()
///
/// // fire and forget
/// center.show(title: "Saved", message: "Your changes are safe.")
///
/// // or wait for the answer
/// let outcome = await center.present(AlertData(
///     title: "Delete “Notes.txt”?",
///     buttons: [.cancel(), .destructive("Delete")]
/// ))
/// if outcome.answer?.type == .destructive { try files.delete("Notes.txt") }
/// ```
///
/// The same center runs toasts, in a lane of their own that never waits for alerts
/// (``showToast(_:)-(ToastData)``), and one loading indicator for the work in progress
/// (``withLoading(_:progress:isCancellable:blocksInteraction:success:failure:operation:)``).
///
/// ## Re-entrancy
///
/// Code of the app runs only between the center's steps, never inside one: event observers,
/// button actions, and the release of what an action captured (whose `deinit` may run app
/// code) are queued while a step changes the center's state, and run once that state is whole
/// again, at the end of the outermost call into the center, in the order the steps produced
/// them. Any of that code may call the center again, with any operation (request, cancel,
/// answer, dismiss, attach or detach a host, close, observe or stop observing): the call takes
/// effect at once, on whole state, and what it produces runs after what was already queued.
/// So the contract holds however callbacks nest, and events reach every observer in the order
/// they happened, each observer in the order observers registered, never an observer whose
/// observation was cancelled before the event was delivered, and never one registered after
/// the event happened; ``events`` streams them in the same order.
///
/// ## Lifetime
///
/// A center holds its hosts weakly and its requests hold it weakly: what keeps it alive is the
/// app (or an environment, or a test) and its hosts, each held by its renderer. A host that no
/// one holds any more detaches; a center that no one holds any more ends its pending requests
/// ``AlertOutcome/hostGone``, so an awaiting caller always resumes.
@MainActor
public final class AlertCenter {
    /// The center's limits and timings.
    public let configuration: AlertCenterConfiguration
    /// The center's source of time.
    public let clock: any AlertClock
    /// Whether ``close()`` was called; a closed center rejects every request.
    public var isClosed: Bool { state.isClosed }
    /// The number of alert requests that have not ended yet, a request that joined another by
    /// key among them. Toasts and sheets are counted apart, by ``pendingToastCount`` and
    /// ``pendingSheetRequestCount``; loading operations are not requests.
    public var pendingRequestCount: Int { state.alerts.admissions.pendingRequestCount }

    /// The state and the steps that change it; each entry point changes it in one step,
    /// then runs the effects the step queued.
    var state: CenterState
    /// What the center's requests and timers hold of it: they do not keep it alive.
    private let link = CenterLink()
    /// The app's code the steps queued, run once each step is done.
    let effects: EffectQueue

    /// Receivers of events, in the order they registered.
    var subscribers: [EventSubscriber] = []
    /// Receives what disagrees in the state after an outermost call, where the package is built
    /// with its internal checks (`ALERTS_INTERNAL_CHECKS`, TESTING.md), instead of the
    /// assertion failure that stops the program; for tests that report it themselves. It must
    /// not call the center.
    var invariantViolationHandler: (@MainActor ([String]) -> Void)?
    #if ALERTS_INTERNAL_CHECKS
    /// Outermost calls since the state was last checked.
    var callsSinceInvariantCheck = 0
    /// How many times the state was checked after an outermost call.
    var invariantChecksRun = 0
    #endif

    /// Creates a center.
    ///
    /// - Parameters:
    ///   - configuration: Limits and timings.
    ///   - clock: The source of time; tests pass a manual clock.
    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration(), clock: any AlertClock = SystemAlertClock()) {
        self.configuration = configuration
        self.clock = clock
        effects = EffectQueue()
        state = CenterState(configuration: configuration, clock: clock, link: link, effects: effects)
        link.center = self
    }

    /// A center that takes over the state and observers of one no one holds any more, only to
    /// close it (see `deinit`). Its requests' way to a center stays the old one's, which is
    /// gone: the app's code that runs meanwhile (observers, a `deinit`) cannot reach it.
    private init(closingStateOf state: CenterState, subscribers: [EventSubscriber]) {
        configuration = state.configuration
        clock = state.clock
        effects = state.effects
        self.state = state
        self.subscribers = subscribers
    }

    // MARK: - Requests

    /// Requests an alert and returns at once. The handle tells how it ended and can withdraw it.
    ///
    /// ```swift
    /// center.show(AlertData(title: "Sync failed", coalescingKey: "sync-error"))
    /// center.show(CheckoutAlert.forceUpdate)       // any AlertRepresentable
    /// ```
    @discardableResult @inlinable
    public func show(_ alert: some AlertRepresentable) -> AlertHandle {
        requestAlert(alert.alertData, owner: nil)
    }

    /// Requests an alert with a title, a message and buttons (none gives a single "OK").
    @discardableResult
    public func show(title: String, message: String? = nil, buttons: [AlertButton] = []) -> AlertHandle {
        requestAlert(AlertData(title: title, message: message, buttons: buttons), owner: nil)
    }

    /// Requests an alert that reports an error; see ``AlertData/init(error:title:buttons:)``.
    ///
    /// An error that only says its operation was cancelled is nothing to tell the person: a
    /// `CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, or any error
    /// reported from a cancelled task ends ``AlertOutcome/cancelled`` at once, never shown.
    ///
    /// ```swift
    /// do { try await sync.run() } catch { center.show(error: error) }
    /// ```
    @discardableResult
    public func show(error: any Error, buttons: [AlertButton] = []) -> AlertHandle {
        requestAlert(AlertData(error: error, buttons: buttons), owner: nil, withdrawn: CancellationReport.isCancellation(error))
    }

    /// Requests an alert and waits for its outcome. Cancelling the waiting task withdraws the
    /// request, which then ends ``AlertOutcome/cancelled``.
    ///
    /// ```swift
    /// let outcome = await center.present(AlertData(title: "Rename",
    ///     buttons: [.cancel(), .ok("Rename")], textFields: [AlertTextField(placeholder: "Name")]))
    /// if let name = outcome.answer?.textValues.first, outcome.isConfirmed { rename(to: name) }
    /// ```
    public func present(_ alert: some AlertRepresentable) async -> AlertOutcome {
        await requestAlert(alert.alertData, owner: nil, withdrawn: Task.isCancelled).value
    }

    /// Requests an alert with a title, a message and buttons, and waits for its outcome.
    public func present(title: String, message: String? = nil, buttons: [AlertButton] = []) async -> AlertOutcome {
        await present(AlertData(title: title, message: message, buttons: buttons))
    }

    /// Requests an alert and returns whether the person chose a button other than the cancel one.
    ///
    /// ```swift
    /// if await center.confirm(AlertData(title: "Discard draft?", buttons: [.cancel(), .destructive("Discard")])) {
    ///     draft.discard()
    /// }
    /// ```
    public func confirm(_ alert: some AlertRepresentable) async -> Bool {
        await present(alert).isConfirmed
    }

    // MARK: - Inspection

    /// The alert visible now, or `nil` (also while the previous one is still leaving).
    public var visiblePresentation: AlertPresentation? { state.alerts.visible?.presentation }

    /// Whether an alert is leaving the screen; the next waits until it has settled.
    public var isSettling: Bool { state.alerts.settling != nil || (state.alerts.visible != nil && state.alerts.isVisibleClosing) }

    /// The waiting alerts, in the order they will be shown.
    public var queuedAlerts: [QueuedAlert] {
        state.alerts.queue.ordered.map { record in
            QueuedAlert(request: record.reportedRequest, requests: record.pendingRequests.map(\.id), alert: record.alert)
        }
    }

    /// The attached hosts, in the order they attached; in each window, the last visible one is
    /// its topmost.
    public var hosts: [AlertHost] { state.attachedHosts.compactMap(\.host) }

    /// The topmost visible host of the window the person is using: the window of the host whose
    /// scene is active and that became active most recently (attaching counts), or of the one
    /// that became active most recently when no scene is active. Alerts and toasts requested on
    /// the center and the loading indicator show on it; an alert or a toast requested through a
    /// host shows on the topmost visible host of that host's window. With one window, the last
    /// attached host that is visible.
    public var topmostHost: AlertHost? { state.topHost?.host }

    // MARK: - Hosts

    /// Attaches a new host on top of the others of its window, and makes that window the one
    /// in use; alerts are shown on it from now on. A visible alert on a lower host moves to it,
    /// unless the person is already dismissing it or it was requested through another window.
    ///
    /// The center does not keep the host alive: keep it as long as it should show alerts (a
    /// renderer holds its own); a host no one holds detaches.
    ///
    /// ```swift
    /// let root = center.attachHost()                    // an app with one window
    /// let window = AlertWindowID()                      // apps whose windows share the center:
    /// let windowRoot = center.attachHost(window: window)  // one identifier per window
    /// ```
    ///
    /// - Parameters:
    ///   - settling: How the host reports the end of a dismissal.
    ///   - window: The window the host belongs to; ``AlertWindowID/main`` for an app with one.
    public func attachHost(settling: AlertHost.Settling = .afterSettleTime, window: AlertWindowID = .main) -> AlertHost {
        let host = AlertHost(state: state.attachHost(settling: settling, window: window), center: self)
        runEffects()
        return host
    }

    // MARK: - Closing

    /// Closes the center: every pending request ends ``AlertOutcome/hostGone``, every host is
    /// detached, event streams finish, and later requests end rejected with
    /// ``RequestRejection/centerClosed``. Idempotent.
    public func close() {
        step { $0.close() }
    }

    /// A center that no one holds any more closes as ``close()`` closes it, on the main actor:
    /// its pending requests (alerts, sheets, toasts) end ``AlertOutcome/hostGone`` so that
    /// their callers resume, its running loading operations end (a kept ``LoadingHandle`` stops
    /// running and lets go of its `onCancel`), its observers get the closing's events and its
    /// event streams finish, and its hosts detach. (An attached ``AlertHost`` holds its center,
    /// so by then no renderer holds one.)
    deinit {
        let state = state
        let subscribers = subscribers
        Task { @MainActor in
            // A closed center has nothing left to end; so has the one closing it here.
            guard !state.isClosed else { return }
            AlertCenter(closingStateOf: state, subscribers: subscribers).close()
        }
    }
}
