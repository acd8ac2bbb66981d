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
    /// The number of requests that have not ended yet.
    public var pendingRequestCount: Int { state.alerts.pendingRequestCount }

    /// The books and the steps that change them; each entry point changes them in one step,
    /// then runs the effects the step queued.
    var state: CenterState
    /// What the center's requests and timers hold of it: they do not keep it alive.
    private let link = CenterLink()
    /// The app's code the steps queued, run once each step is done.
    private let effects = EffectQueue()

    /// A receiver of events: an observer's handler or an ``events`` stream.
    @MainActor private final class Subscriber {
        enum Sink {
            case handler(@MainActor (AlertEvent) -> Void)
            case stream(AsyncStream<AlertEvent>.Continuation)
        }

        /// The number of the first event it receives.
        let firstEvent: UInt64
        /// `nil` once cancelled.
        var sink: Sink?

        var isActive: Bool { sink != nil }

        init(firstEvent: UInt64, sink: Sink) {
            self.firstEvent = firstEvent
            self.sink = sink
        }
    }

    /// Receivers of events, in the order they registered.
    private var subscribers: [Subscriber] = []

    /// Creates a center.
    ///
    /// - Parameters:
    ///   - configuration: Limits and timings.
    ///   - clock: The source of time; tests pass a manual clock.
    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration(), clock: any AlertClock = SystemAlertClock()) {
        self.configuration = configuration
        self.clock = clock
        state = CenterState(configuration: configuration, clock: clock, link: link, effects: effects)
        link.center = self
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
        request(alert.alertData, owner: nil)
    }

    /// Requests an alert with a title, a message and buttons (none gives a single "OK").
    @discardableResult
    public func show(title: String, message: String? = nil, buttons: [AlertButton] = []) -> AlertHandle {
        request(AlertData(title: title, message: message, buttons: buttons), owner: nil)
    }

    /// Requests an alert that reports an error; see ``AlertData/init(error:title:buttons:)``.
    @discardableResult
    public func show(error: any Error, buttons: [AlertButton] = []) -> AlertHandle {
        request(AlertData(error: error, buttons: buttons), owner: nil)
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
        await request(alert.alertData, owner: nil, withdrawn: Task.isCancelled).value
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
        state.alerts.queue.ordered.map { lead in
            QueuedAlert(request: lead.reportedRequest, requests: lead.pendingRequests.map(\.id), alert: lead.alert)
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

    // MARK: - Events

    /// Every step of every request, from now on, as a stream. Each access gives a new stream;
    /// they finish when the center is closed, after the events of the closing.
    public var events: AsyncStream<AlertEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AlertEvent.self)
        if isClosed {
            continuation.finish()
            return stream
        }
        let subscriber = subscribe(.stream(continuation))
        continuation.onTermination = { [weak self, weak subscriber] _ in
            Task { @MainActor in
                if let subscriber { self?.unsubscribe(subscriber) }
            }
        }
        return stream
    }

    /// Calls `handler` for every step of every request from now on, until the returned
    /// observation is cancelled. The handler runs between the center's steps, never inside
    /// one, and may call the center (see "Re-entrancy" above).
    @discardableResult
    public func observeEvents(_ handler: @escaping @MainActor (AlertEvent) -> Void) -> AlertEventObservation {
        let subscriber = subscribe(.handler(handler))
        return AlertEventObservation { [weak self, weak subscriber] in
            if let subscriber { self?.unsubscribe(subscriber) }
        }
    }

    private func subscribe(_ sink: Subscriber.Sink) -> Subscriber {
        let subscriber = Subscriber(firstEvent: state.lastEvent + 1, sink: sink)
        subscribers.append(subscriber)
        state.isObserved = true
        return subscriber
    }

    private func unsubscribe(_ subscriber: Subscriber) {
        guard let sink = subscriber.sink else { return }
        subscriber.sink = nil
        subscribers.removeAll { $0 === subscriber }
        state.isObserved = !subscribers.isEmpty
        // The handler may hold the last reference to an object whose deinit calls back in.
        effects.release(sink)
        runEffects()
    }

    // MARK: - Running the app's code between steps

    /// Runs the queued effects and the queued releases, in order, unless an outer call into the
    /// center is running them already; then that call runs what this one added, after what it
    /// had. Every entry point of the center calls this last, once its step is done.
    func runEffects() {
        guard effects.beginRun() else {
            if !effects.isRunning { checkInvariantsInDebugBuilds() }
            return
        }
        while true {
            while let effect = effects.takeNext() {
                run(effect)
            }
            var released = effects.takeReleases()
            guard !released.isEmpty else { break }
            // Dropped here: a deinit that calls back in queues its effects for the next turn.
            released.removeAll()
        }
        effects.endRun()
        checkInvariantsInDebugBuilds()
    }

    // MARK: - Checking the books

    /// Receives what disagrees in the books after an outermost call, in debug builds, instead
    /// of the assertion failure that stops the program; for tests that report it themselves.
    /// It must not call the center.
    var invariantViolationHandler: (@MainActor ([String]) -> Void)?

    /// Whether the center is running what a call queued: its books are whole, but the call is
    /// not done (the next alert may be shown after an action), so they are not checked then.
    var isRunningEffects: Bool { effects.isRunning }

    /// Every count or cross-reference of the books that disagrees (see
    /// `CenterState.invariantViolations()`); empty when all hold.
    func invariantViolations() -> [String] {
        var found = state.invariantViolations()
        if state.isObserved == subscribers.isEmpty {
            found.append("events: observed is \(state.isObserved) with \(subscribers.count) subscribers")
        }
        return found
    }

    #if DEBUG
    /// Outermost calls since the books were last checked.
    private var callsSinceInvariantCheck = 0
    #endif

    /// In debug builds, checks the books once an outermost call is done and its effects have
    /// run; release builds check nothing.
    ///
    /// The check reads every alert, toast and operation held, so books larger than a few
    /// hundred of them are checked after one call in every `size / 64`: checking stays at about
    /// 64 items a call, and a debug build with thousands waiting stays linear, not quadratic.
    private func checkInvariantsInDebugBuilds() {
        #if DEBUG
        callsSinceInvariantCheck += 1
        let size = state.checkedItemCount
        guard size <= 512 || callsSinceInvariantCheck * 64 >= size else { return }
        callsSinceInvariantCheck = 0
        let violations = invariantViolations()
        guard !violations.isEmpty else { return }
        if let invariantViolationHandler {
            invariantViolationHandler(violations)
        } else {
            assertionFailure("AlertCenter's books disagree:\n" + violations.joined(separator: "\n"))
        }
        #endif
    }

    private func run(_ effect: EffectQueue.Effect) {
        switch effect {
        case .event(let event, let number):
            for subscriber in subscribers where subscriber.firstEvent <= number {
                switch subscriber.sink {
                case .handler(let handler): handler(event)
                case .stream(let continuation): continuation.yield(event)
                case nil: break
                }
            }
        case .action(let action, let textValues):
            action(textValues)
        case .pump:
            state.pump()
        case .scheduleTimer(let timer):
            timer.arm(on: clock)
        case .cancelTimer(let timer):
            timer.cancel()
        case .finishStreams:
            for subscriber in subscribers {
                if case .stream(let continuation) = subscriber.sink {
                    subscriber.sink = nil
                    continuation.finish()
                }
            }
            subscribers.removeAll { !$0.isActive }
            state.isObserved = !subscribers.isEmpty
        }
    }

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

    /// A host's scene became active or inactive.
    func setSceneActive(_ isActive: Bool, on host: HostState) {
        state.setSceneActive(isActive, on: host)
        runEffects()
    }

    /// A screen reader started or stopped for a host.
    func setScreenReaderRunning(_ isRunning: Bool, on host: HostState) {
        state.setScreenReaderRunning(isRunning, on: host)
        runEffects()
    }

    /// Detaches a host, at its renderer's word or once no one holds it.
    func detach(_ host: HostState) {
        state.detach(host)
        runEffects()
    }

    // MARK: - Closing

    /// Closes the center: every pending request ends ``AlertOutcome/hostGone``, every host is
    /// detached, event streams finish, and later requests end rejected with
    /// ``AlertRejection/centerClosed``. Idempotent.
    public func close() {
        state.close()
        runEffects()
    }

    /// A center that no one holds any more ends its pending requests, on the main actor, so
    /// that their callers resume, ends its running loading operations as ``close()`` does (a
    /// kept ``LoadingHandle`` stops running and lets go of its `onCancel`), finishes its event
    /// streams, and detaches its hosts. (An attached ``AlertHost`` holds its center, so by then
    /// no renderer holds one.)
    deinit {
        let alerts = state.alerts
        let hostStack = state.hosts
        let subscribers = subscribers
        let toasts = state.toasts
        let loadingOperations = state.loading.operations
        let effects = effects
        Task { @MainActor in
            for record in loadingOperations where record.isRunning {
                // What `onCancel` captured is released here; the center it could call is gone.
                _ = record.end()
            }
            for subscriber in subscribers {
                if case .stream(let continuation) = subscriber.sink {
                    continuation.finish()
                }
            }
            for host in hostStack.attached {
                host.markDetached()
            }
            var leads = alerts.queue.unordered
            if let visibleLead = alerts.visible?.lead { leads.append(visibleLead) }
            for lead in leads {
                for request in lead.takePendingRequests() {
                    _ = request.finish(.hostGone)
                }
            }
            for record in toasts.live {
                record.cancelTimer()
                for request in record.takePendingRequests() {
                    _ = request.finish(.hostGone)
                }
            }
            // The toasts' timers were cancelled as effects: the clock lets go of them here.
            while let effect = effects.takeNext() {
                if case .cancelTimer(let timer) = effect { timer.cancel() }
            }
        }
    }

    // MARK: - What requests, hosts and timers report

    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    @usableFromInline
    func request(_ alert: AlertData, owner: AlertHost?, withdrawn: Bool = false) -> AlertHandle {
        let handle = state.request(alert, owner: owner?.state, withdrawn: withdrawn)
        runEffects()
        return handle
    }

    /// Withdraws a request at its caller's word (``AlertHandle/cancel()``).
    func cancel(_ handle: AlertHandle) {
        state.cancel(handle)
        runEffects()
    }

    func setVisible(_ isVisible: Bool, on host: AlertHost) {
        state.setVisible(isVisible, host.state)
        runEffects()
    }

    func dismissalBegan(_ presentation: AlertPresentationID, on host: AlertHost) {
        state.beginDismissal(presentation, on: host.state)
        runEffects()
    }

    func answer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: AlertHost) -> Bool {
        let taken = state.takeAnswer(presentation, buttonIndex: buttonIndex, textValues: textValues, on: host.state)
        runEffects()
        return taken
    }

    func dismissalFinished(_ presentation: AlertPresentationID, on host: AlertHost) {
        state.finishDismissal(presentation, on: host.state)
        runEffects()
    }

    func dismiss(_ presentation: AlertPresentationID, on host: AlertHost) {
        state.beginDismissal(presentation, on: host.state)
        state.finishDismissal(presentation, on: host.state)
        runEffects()
    }

    func dismissalTimerFired(_ presentation: AlertPresentationID) {
        state.dismissalTimerFired(presentation)
        runEffects()
    }

    func hostlessTimerFired() {
        state.hostlessTimerFired()
        runEffects()
    }
}
