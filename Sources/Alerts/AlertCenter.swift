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
    public private(set) var isClosed = false
    /// The number of requests that have not ended yet.
    public private(set) var pendingRequestCount = 0

    /// An alert on a host's screen, or leaving it.
    private struct Showing {
        let presentation: AlertPresentation
        /// The request that made the alert, which stands for it in the center's books.
        let lead: AlertHandle
        let host: HostState
    }

    private var queue = AlertQueue()
    /// The lead of each queued or visible alert that has a coalescing key, by its key.
    private var leadsByKey: [String: AlertHandle] = [:]
    /// Alerts queued or visible, checked against the capacity.
    private var liveAlertCount = 0
    /// Attached hosts in attachment order; the last is topmost. The center keeps what they
    /// show, not the renderers' ``AlertHost`` objects, so a host no one holds goes away.
    private var attachedHosts: [HostState] = []
    /// What the center's requests hold of it: a request does not keep its center alive.
    private let link = CenterLink()
    private var visible: Showing?
    /// The host reported that the visible alert began to leave; its answer may still follow.
    private var isVisibleClosing = false
    private var settlingAlert: Showing?
    private var dismissalTimer: (any AlertTimer)?
    private var hostlessTimer: (any AlertTimer)?

    private var lastRequest: UInt64 = 0
    private var lastHost: UInt64 = 0
    private var lastPresentation: UInt64 = 0

    // MARK: The work that runs app code, queued by the steps (see "Re-entrancy")

    /// Work that runs code of the app, in the order the center's steps produced it.
    private enum Effect {
        /// Deliver an event to the subscribers registered before it happened.
        case event(AlertEvent, number: UInt64)
        /// Run a tapped button's action.
        case action(@MainActor ([String]) -> Void, textValues: [String])
        /// Show the next alert: queued behind an action, so that an alert the action requests
        /// competes with those already waiting, by priority.
        case pump
        /// Finish the event streams open when the center closed, after every event before.
        case finishStreams
    }

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

    /// Queued effects; `nil` marks one already run.
    private var effects: [Effect?] = []
    private var nextEffect = 0
    /// What the app gave the center and the center no longer needs (ended requests' actions,
    /// cancelled observers), released once the state is whole: a `deinit` may call back in.
    private var releases: [Any] = []
    private var isRunningEffects = false

    /// Receivers of events, in the order they registered.
    private var subscribers: [Subscriber] = []
    /// The number of the last event that happened.
    private var lastEvent: UInt64 = 0

    /// Creates a center.
    ///
    /// - Parameters:
    ///   - configuration: Limits and timings.
    ///   - clock: The source of time; tests pass a manual clock.
    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration(), clock: any AlertClock = SystemAlertClock()) {
        self.configuration = configuration
        self.clock = clock
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
    public var visiblePresentation: AlertPresentation? { visible?.presentation }

    /// Whether an alert is leaving the screen; the next waits until it has settled.
    public var isSettling: Bool { settlingAlert != nil || (visible != nil && isVisibleClosing) }

    /// The waiting alerts, in the order they will be shown.
    public var queuedAlerts: [QueuedAlert] {
        queue.ordered.map { lead in
            QueuedAlert(request: lead.reportedRequest, requests: lead.pendingRequests.map(\.id), alert: lead.alert)
        }
    }

    /// The attached hosts, in the order they attached; the last is the topmost.
    public var hosts: [AlertHost] { attachedHosts.compactMap(\.host) }

    /// The host that shows alerts now.
    public var topmostHost: AlertHost? { attachedHosts.last?.host }

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
        let subscriber = Subscriber(firstEvent: lastEvent + 1, sink: sink)
        subscribers.append(subscriber)
        return subscriber
    }

    private func unsubscribe(_ subscriber: Subscriber) {
        guard let sink = subscriber.sink else { return }
        subscriber.sink = nil
        subscribers.removeAll { $0 === subscriber }
        // The handler may hold the last reference to an object whose deinit calls back in.
        releases.append(sink)
        runEffects()
    }

    /// Reports a step, building the event only when someone receives events.
    private func emit(_ kind: @autoclosure () -> AlertEvent.Kind, request: @autoclosure () -> AlertRequestID, title: @autoclosure () -> String) {
        guard !subscribers.isEmpty else { return }
        lastEvent += 1
        effects.append(.event(AlertEvent(kind: kind(), request: request(), title: title(), time: clock.now), number: lastEvent))
    }

    // MARK: - Running the app's code between steps

    /// Runs the queued effects and the queued releases, in order, unless an outer call into the
    /// center is running them already; then that call runs what this one added, after what it
    /// had. Every entry point of the center calls this last, once its step is done.
    private func runEffects() {
        guard !isRunningEffects, nextEffect < effects.count || !releases.isEmpty else { return }
        isRunningEffects = true
        while true {
            while nextEffect < effects.count {
                let effect = effects[nextEffect]
                effects[nextEffect] = nil
                nextEffect += 1
                if let effect { run(effect) }
            }
            effects.removeAll(keepingCapacity: true)
            nextEffect = 0
            guard !releases.isEmpty else { break }
            var released: [Any] = []
            swap(&released, &releases)
            // Dropped here: a deinit that calls back in queues its effects for the next turn.
            released.removeAll()
        }
        isRunningEffects = false
    }

    private func run(_ effect: Effect) {
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
            pump()
        case .finishStreams:
            for subscriber in subscribers {
                if case .stream(let continuation) = subscriber.sink {
                    subscriber.sink = nil
                    continuation.finish()
                }
            }
            subscribers.removeAll { !$0.isActive }
        }
    }

    // MARK: - Hosts

    /// Attaches a new host on top of the others; alerts are shown on it from now on. A visible
    /// alert on a lower host moves to it, unless the person is already dismissing it.
    ///
    /// The center holds its hosts weakly: keep the host as long as it should show alerts (a
    /// renderer holds its own); a host no one holds detaches.
    ///
    /// - Parameter settling: How the host reports the end of a dismissal.
    public func attachHost(settling: AlertHost.Settling = .afterSettleTime) -> AlertHost {
        lastHost += 1
        let state = HostState(id: AlertHostID(rawValue: lastHost), settling: settling)
        let host = AlertHost(state: state, center: self)
        guard !isClosed else {
            state.markDetached()
            return host
        }
        attachedHosts.append(state)
        hostlessTimer?.cancel()
        hostlessTimer = nil
        if let current = visible, !isVisibleClosing {
            move(current)
        }
        pump()
        runEffects()
        return host
    }

    /// Detaches a host, at its renderer's word or once no one holds it.
    func detach(_ host: HostState) {
        guard let index = attachedHosts.firstIndex(where: { $0 === host }) else { return }
        attachedHosts.remove(at: index)
        host.markDetached()
        let id = host.id
        let owned = liveLeads.flatMap(\.pendingRequests).filter { $0.hostID == id }
        for handle in owned {
            endRequest(handle, with: .hostGone)
        }
        if let current = visible, current.host === host {
            move(current)
        }
        if let settling = settlingAlert, settling.host === host {
            finishSettling()
        }
        if attachedHosts.isEmpty {
            let now = clock.now
            for lead in queue.unordered {
                lead.hostlessSince = now
            }
            scheduleHostlessTimer()
        }
        pump()
        runEffects()
    }

    // MARK: - Closing

    /// Closes the center: every pending request ends ``AlertOutcome/hostGone``, every host is
    /// detached, event streams finish, and later requests end rejected with
    /// ``AlertRejection/centerClosed``. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        dismissalTimer?.cancel()
        dismissalTimer = nil
        hostlessTimer?.cancel()
        hostlessTimer = nil
        let leads = liveLeads
        visible = nil
        settlingAlert = nil
        for lead in leads {
            retire(lead)
        }
        releases.append(queue)
        queue = AlertQueue()
        for lead in leads {
            for request in lead.takePendingRequests() {
                finishRequest(request, .hostGone)
            }
        }
        let detaching = attachedHosts
        attachedHosts = []
        for host in detaching {
            host.markDetached()
        }
        effects.append(.finishStreams)
        runEffects()
    }

    /// A center that no one holds any more ends its pending requests, on the main actor, so
    /// that their callers resume, and detaches its hosts. (An attached ``AlertHost`` holds its
    /// center, so by then no renderer holds one.)
    deinit {
        let queue = queue
        let visibleLead = visible?.lead
        let hosts = attachedHosts
        Task { @MainActor in
            for host in hosts {
                host.markDetached()
            }
            var leads = queue.unordered
            if let visibleLead { leads.append(visibleLead) }
            for lead in leads {
                for request in lead.takePendingRequests() {
                    _ = request.finish(.hostGone)
                }
            }
        }
    }

    // MARK: - The request path

    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    @usableFromInline
    func request(_ alert: AlertData, owner: AlertHost?, withdrawn: Bool = false) -> AlertHandle {
        let handle = makeRequest(alert, owner: owner, withdrawn: withdrawn)
        runEffects()
        return handle
    }

    private func makeRequest(_ alert: AlertData, owner: AlertHost?, withdrawn: Bool) -> AlertHandle {
        lastRequest += 1
        let handle = AlertHandle(id: AlertRequestID(rawValue: lastRequest), alert: alert, hostID: owner?.id, center: link)
        pendingRequestCount += 1
        emit(.requested, request: handle.id, title: alert.title)
        if withdrawn {
            finishRequest(handle, .cancelled)
            return handle
        }
        if isClosed {
            finishRequest(handle, .rejected(.centerClosed))
            return handle
        }
        if let owner, !owner.isAttached {
            finishRequest(handle, .hostGone)
            return handle
        }
        do {
            try alert.validate()
        } catch {
            finishRequest(handle, .rejected(.invalid(error)))
            return handle
        }
        if attachedHosts.isEmpty, let timeout = configuration.noHostTimeout, timeout <= .zero {
            finishRequest(handle, .rejected(.noHost))
            return handle
        }
        if let key = alert.coalescingKey, let lead = leadsByKey[key] {
            lead.join(handle)
            emit(.coalesced(into: lead.reportedRequest), request: handle.id, title: alert.title)
            return handle
        }
        guard liveAlertCount < configuration.queueCapacity else {
            finishRequest(handle, .rejected(.queueFull(capacity: configuration.queueCapacity)))
            return handle
        }
        liveAlertCount += 1
        if let key = alert.coalescingKey { leadsByKey[key] = handle }
        queue.push(handle)
        emit(.queued, request: handle.id, title: alert.title)
        if attachedHosts.isEmpty {
            handle.hostlessSince = clock.now
            scheduleHostlessTimer()
        }
        if alert.interruptsLowerPriority, let current = visible, !isVisibleClosing, current.lead.alert.priority < alert.priority {
            visible = nil
            queue.requeue(current.lead)
            emit(.interrupted(by: handle.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
            takeDown(current)
        }
        pump()
        return handle
    }

    /// Ends one request early at its caller's word (``AlertHandle/cancel()``).
    func end(_ handle: AlertHandle, with outcome: AlertOutcome) {
        endRequest(handle, with: outcome)
        pump()
        runEffects()
    }

    /// Ends one request early (cancelled by its caller, its host gone, no host in time). Its
    /// alert is withdrawn once no pending request shares it.
    private func endRequest(_ handle: AlertHandle, with outcome: AlertOutcome) {
        guard handle.isPending else { return }
        if let lead = handle.joinedLead {
            lead.removeJoined(handle)
            if lead.hasNoPendingRequests {
                withdraw(lead)
            }
        } else if handle.joinedRequests.isEmpty {
            withdraw(handle)
        }
        finishRequest(handle, outcome)
    }

    /// Takes an alert, by its lead, out of the queue or off the screen.
    private func withdraw(_ lead: AlertHandle) {
        let wasQueued = lead.phase == .queued
        guard lead.phase != .ended else { return }
        retire(lead)
        if wasQueued {
            queue.didWithdraw()
        } else if let current = visible, current.lead === lead {
            visible = nil
            takeDown(current)
        }
    }

    /// Takes an alert, by its lead, off the books: it no longer counts against the capacity,
    /// and its key is free for a new alert.
    private func retire(_ lead: AlertHandle) {
        guard lead.phase != .ended else { return }
        lead.phase = .ended
        liveAlertCount -= 1
        if let key = lead.alert.coalescingKey, leadsByKey[key] === lead {
            leadsByKey[key] = nil
        }
    }

    /// Records a request's outcome; the actions it no longer holds are released between steps.
    private func finishRequest(_ handle: AlertHandle, _ outcome: AlertOutcome) {
        guard handle.isPending else { return }
        pendingRequestCount -= 1
        if let actions = handle.finish(outcome) {
            releases.append(actions)
        }
        emit(.ended(outcome), request: handle.id, title: handle.alert.title)
    }

    // MARK: - Presenting

    /// Shows the next waiting alert if the topmost host is free and nothing is leaving.
    private func pump() {
        guard !isClosed, visible == nil, settlingAlert == nil, let host = attachedHosts.last else { return }
        guard let lead = queue.popFirst() else { return }
        lead.phase = .visible
        lastPresentation += 1
        let presentation = AlertPresentation(
            id: AlertPresentationID(rawValue: lastPresentation),
            request: lead.reportedRequest,
            host: host.id,
            alert: lead.alert
        )
        visible = Showing(presentation: presentation, lead: lead, host: host)
        isVisibleClosing = false
        host.setPresentation(presentation)
        emit(.presented(presentation.id, host: host.id), request: presentation.request, title: lead.alert.title)
    }

    /// Puts a visible, unanswered alert back at the front of its priority to be shown on the
    /// topmost host.
    private func move(_ current: Showing) {
        visible = nil
        queue.requeue(current.lead)
        emit(.moved(from: current.host.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
        takeDown(current)
    }

    /// Removes a presentation from its host and waits for it to settle before the next.
    private func takeDown(_ current: Showing) {
        current.host.setPresentation(nil)
        settlingAlert = current
        if current.host.settling == .afterSettleTime, current.host.isAttached {
            startDismissalTimer(for: current.presentation.id)
        } else {
            finishSettling()
        }
    }

    private func startDismissalTimer(for presentation: AlertPresentationID) {
        guard dismissalTimer == nil else { return }
        dismissalTimer = clock.schedule(after: max(configuration.settleTime, .zero)) { [weak self] in
            self?.dismissalTimerFired(presentation)
        }
    }

    private func dismissalTimerFired(_ presentation: AlertPresentationID) {
        dismissalTimer = nil
        if let current = visible, current.presentation.id == presentation {
            resolveVisible(current, with: .dismissed, settleAtOnce: true)
        } else if settlingAlert?.presentation.id == presentation {
            finishSettling()
        }
        pump()
        runEffects()
    }

    private func finishSettling() {
        guard let settling = settlingAlert else { return }
        settlingAlert = nil
        settled(settling.presentation)
    }

    /// Reports that `presentation` is off the screen; the next alert may be shown.
    private func settled(_ presentation: AlertPresentation) {
        if let timer = dismissalTimer {
            timer.cancel()
            dismissalTimer = nil
        }
        emit(.settled(presentation.id), request: presentation.request, title: presentation.alert.title)
    }

    /// Ends the visible alert for every request that shares it.
    private func resolveVisible(_ current: Showing, with outcome: AlertOutcome, settleAtOnce: Bool) {
        visible = nil
        retire(current.lead)
        current.host.setPresentation(nil)
        // Nothing else is leaving while an alert is visible, so an alert that is off the
        // screen at once settles without being recorded as settling.
        if settleAtOnce || current.host.settling == .immediate || !current.host.isAttached {
            settled(current.presentation)
        } else {
            settlingAlert = current
            startDismissalTimer(for: current.presentation.id)
        }
        for request in current.lead.takePendingRequests() {
            finishRequest(request, outcome)
        }
    }

    // MARK: - What hosts report

    func dismissalBegan(_ presentation: AlertPresentationID, on host: AlertHost) {
        beginDismissal(presentation, on: host)
        runEffects()
    }

    private func beginDismissal(_ presentation: AlertPresentationID, on host: AlertHost) {
        guard isVisible(presentation, on: host), !isVisibleClosing else { return }
        isVisibleClosing = true
        if host.settling == .afterSettleTime {
            startDismissalTimer(for: presentation)
        }
    }

    func answer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: AlertHost) -> Bool {
        let taken = takeAnswer(presentation, buttonIndex: buttonIndex, textValues: textValues, on: host)
        runEffects()
        return taken
    }

    /// Ends the visible alert with the person's answer: the answer taken is the outcome of
    /// every request that shares the alert, and the button's action runs once this step is
    /// done, then the next alert is shown.
    private func takeAnswer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: AlertHost) -> Bool {
        guard isVisible(presentation, on: host), let current = visible else { return false }
        guard let button = AlertData.presentedButton(at: buttonIndex, of: current.lead.alert.buttons) else { return false }
        let fields = current.lead.alert.textFields
        let values = fields.isEmpty ? [] : Self.textValues(textValues, for: fields)
        let answer = AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: values)
        emit(.answered(answer), request: current.lead.reportedRequest, title: current.lead.alert.title)
        // The buttons' actions are the first request's: they run only while it is pending, not
        // once its caller withdrew it and only requests that joined by key are left.
        let action = current.lead.isPending ? button.handler : nil
        resolveVisible(current, with: .answered(answer), settleAtOnce: false)
        if let action {
            effects.append(.action(action, textValues: values))
            effects.append(.pump)
        } else {
            pump()
        }
        return true
    }

    func dismissalFinished(_ presentation: AlertPresentationID, on host: AlertHost) {
        finishDismissal(presentation, on: host)
        runEffects()
    }

    private func finishDismissal(_ presentation: AlertPresentationID, on host: AlertHost) {
        if isVisible(presentation, on: host), let current = visible {
            resolveVisible(current, with: .dismissed, settleAtOnce: true)
        } else if let settling = settlingAlert, settling.presentation.id == presentation, settling.host === host.state {
            finishSettling()
        }
        pump()
    }

    func dismiss(_ presentation: AlertPresentationID, on host: AlertHost) {
        beginDismissal(presentation, on: host)
        finishDismissal(presentation, on: host)
        runEffects()
    }

    /// Whether `presentation` is the visible one, on `host`.
    private func isVisible(_ presentation: AlertPresentationID, on host: AlertHost) -> Bool {
        guard let current = visible else { return false }
        return current.presentation.id == presentation && current.host === host.state
    }

    /// The values typed into `fields`, in order: each as reported, or the field's initial text.
    private static func textValues(_ reported: [String], for fields: [AlertTextField]) -> [String] {
        fields.indices.map { index in reported.indices.contains(index) ? reported[index] : fields[index].text }
    }

    // MARK: - Waiting without a host

    /// Rejects the requests that have waited `noHostTimeout` with no host, and schedules the
    /// next such check; with a timeout of zero or less, they are rejected at once.
    private func scheduleHostlessTimer() {
        guard attachedHosts.isEmpty, hostlessTimer == nil, let timeout = configuration.noHostTimeout else { return }
        guard let earliest = queue.unordered.map(\.hostlessSince).min() else { return }
        let delay = earliest + timeout - clock.now
        if delay <= .zero {
            rejectHostlessRequests()
        } else {
            hostlessTimer = clock.schedule(after: delay) { [weak self] in
                guard let self else { return }
                hostlessTimer = nil
                rejectHostlessRequests()
                runEffects()
            }
        }
    }

    private func rejectHostlessRequests() {
        guard let timeout = configuration.noHostTimeout else { return }
        let now = clock.now
        let expired = queue.unordered.filter { $0.hostlessSince + timeout <= now }
        for handle in expired.flatMap(\.pendingRequests) where attachedHosts.isEmpty {
            endRequest(handle, with: .rejected(.noHost))
        }
        scheduleHostlessTimer()
        pump()
    }

    // MARK: - Helpers

    /// The lead of every alert queued or visible.
    private var liveLeads: [AlertHandle] {
        var leads = queue.unordered
        if let current = visible { leads.append(current.lead) }
        return leads
    }
}
