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
@MainActor
public final class AlertCenter {
    /// The center's limits and timings.
    public let configuration: AlertCenterConfiguration
    /// The center's source of time.
    public let clock: any AlertClock
    /// Whether ``close()`` was called; a closed center rejects every request.
    @exclusivity(unchecked) public private(set) var isClosed = false
    /// The number of requests that have not ended yet.
    @exclusivity(unchecked) public private(set) var pendingRequestCount = 0

    /// An alert on a host's screen, or leaving it.
    private struct Showing {
        let presentation: AlertPresentation
        let host: AlertHost

        /// The request that made the alert, which stands for it in the center's books.
        var lead: AlertHandle { presentation.lead }
    }

    // The center's state is touched only on the main actor, and no access to it spans a call
    // out of the center (actions, observers and renderers run between accesses), so its hot
    // stored properties opt out of the runtime's dynamic exclusivity checks, which cost a
    // fifth of a round trip.
    @exclusivity(unchecked) private var queue = AlertQueue()
    /// The lead of each queued or visible alert that has a coalescing key, by its key.
    @exclusivity(unchecked) private var leadsByKey: [String: AlertHandle] = [:]
    /// Alerts queued or visible, checked against the capacity.
    @exclusivity(unchecked) private var liveAlertCount = 0
    /// Attached hosts in attachment order; the last is topmost.
    @exclusivity(unchecked) private var attachedHosts: [AlertHost] = []
    @exclusivity(unchecked) private var visible: Showing?
    /// The host reported that the visible alert began to leave; its answer may still follow.
    @exclusivity(unchecked) private var isVisibleClosing = false
    @exclusivity(unchecked) private var settlingAlert: Showing?
    @exclusivity(unchecked) private var dismissalTimer: (any AlertTimer)?
    @exclusivity(unchecked) private var hostlessTimer: (any AlertTimer)?

    @exclusivity(unchecked) private var lastRequest: UInt64 = 0
    @exclusivity(unchecked) private var lastHost: UInt64 = 0
    @exclusivity(unchecked) private var lastPresentation: UInt64 = 0

    private var eventObservers: [UInt64: @MainActor (AlertEvent) -> Void] = [:] {
        didSet { isObserved = !eventObservers.isEmpty || !eventContinuations.isEmpty }
    }
    private var eventContinuations: [UInt64: AsyncStream<AlertEvent>.Continuation] = [:] {
        didSet { isObserved = !eventObservers.isEmpty || !eventContinuations.isEmpty }
    }
    /// Whether anyone receives events; when no one does, no event is built.
    @exclusivity(unchecked) private var isObserved = false
    private var lastObserver: UInt64 = 0

    /// Creates a center.
    ///
    /// - Parameters:
    ///   - configuration: Limits and timings.
    ///   - clock: The source of time; tests pass a manual clock.
    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration(), clock: any AlertClock = SystemAlertClock()) {
        self.configuration = configuration
        self.clock = clock
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
    public var hosts: [AlertHost] { attachedHosts }

    /// The host that shows alerts now.
    public var topmostHost: AlertHost? { attachedHosts.last }

    // MARK: - Events

    /// Every step of every request, from now on, as a stream. Each access gives a new stream;
    /// they finish when the center is closed.
    public var events: AsyncStream<AlertEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AlertEvent.self)
        if isClosed {
            continuation.finish()
            return stream
        }
        lastObserver += 1
        let key = lastObserver
        eventContinuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.eventContinuations[key] = nil }
        }
        return stream
    }

    /// Calls `handler` synchronously for every step of every request, until the returned
    /// observation is cancelled.
    @discardableResult
    public func observeEvents(_ handler: @escaping @MainActor (AlertEvent) -> Void) -> AlertEventObservation {
        lastObserver += 1
        let key = lastObserver
        eventObservers[key] = handler
        return AlertEventObservation { [weak self] in self?.eventObservers[key] = nil }
    }

    /// Reports a step, building the event only when someone receives events.
    @inline(__always)
    private func emit(_ kind: @autoclosure () -> AlertEvent.Kind, request: @autoclosure () -> AlertRequestID, title: @autoclosure () -> String) {
        if isObserved {
            deliver(AlertEvent(kind: kind(), request: request(), title: title(), time: clock.now))
        }
    }

    private func deliver(_ event: AlertEvent) {
        for continuation in eventContinuations.values {
            continuation.yield(event)
        }
        for observer in eventObservers.values {
            observer(event)
        }
    }

    // MARK: - Hosts

    /// Attaches a new host on top of the others; alerts are shown on it from now on. A visible
    /// alert on a lower host moves to it, unless the person is already dismissing it.
    ///
    /// - Parameter settling: How the host reports the end of a dismissal.
    public func attachHost(settling: AlertHost.Settling = .afterSettleTime) -> AlertHost {
        lastHost += 1
        let host = AlertHost(id: AlertHostID(rawValue: lastHost), settling: settling, center: self)
        guard !isClosed else {
            host.markDetached()
            return host
        }
        attachedHosts.append(host)
        hostlessTimer?.cancel()
        hostlessTimer = nil
        if let current = visible, !isVisibleClosing {
            move(current)
        }
        pump()
        return host
    }

    func detach(_ host: AlertHost) {
        guard let index = attachedHosts.firstIndex(where: { $0 === host }) else { return }
        attachedHosts.remove(at: index)
        host.markDetached()
        let owned = liveLeads.flatMap(\.pendingRequests).filter { $0.hostID == host.id }
        for handle in owned {
            end(handle, with: .hostGone, pumping: false)
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
        queue = AlertQueue()
        var requests: [AlertHandle] = []
        for lead in leads {
            lead.removeAllPendingRequests { requests.append($0) }
        }
        for request in requests {
            finish(request, .hostGone)
        }
        let detaching = attachedHosts
        attachedHosts = []
        for host in detaching {
            host.markDetached()
        }
        let finishing = eventContinuations.values
        eventContinuations = [:]
        for continuation in finishing {
            continuation.finish()
        }
    }

    // MARK: - The request path

    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    @usableFromInline
    func request(_ alert: consuming AlertData, owner: AlertHost?, withdrawn: Bool = false) -> AlertHandle {
        // Validated before the handle takes the alert: reading it back from the handle to
        // validate would copy it.
        var invalidity: AlertValidationError?
        do {
            try alert.validate()
        } catch {
            invalidity = error
        }
        lastRequest += 1
        let handle = AlertHandle(id: AlertRequestID(rawValue: lastRequest), alert: alert, hostID: owner?.id, center: self)
        pendingRequestCount += 1
        emit(.requested, request: handle.id, title: handle.alert.title)
        if withdrawn {
            finish(handle, .cancelled)
            return handle
        }
        if isClosed {
            finish(handle, .rejected(.centerClosed))
            return handle
        }
        if let owner, !owner.isAttached {
            finish(handle, .hostGone)
            return handle
        }
        if let invalidity {
            finish(handle, .rejected(.invalid(invalidity)))
            return handle
        }
        if attachedHosts.isEmpty, configuration.noHostTimeout == .zero {
            finish(handle, .rejected(.noHost))
            return handle
        }
        if let key = handle.alert.coalescingKey, let lead = leadsByKey[key] {
            lead.join(handle)
            emit(.coalesced(into: lead.reportedRequest), request: handle.id, title: handle.alert.title)
            return handle
        }
        guard liveAlertCount < configuration.queueCapacity else {
            finish(handle, .rejected(.queueFull(capacity: configuration.queueCapacity)))
            return handle
        }
        liveAlertCount += 1
        if let key = handle.alert.coalescingKey { leadsByKey[key] = handle }
        queue.push(handle)
        emit(.queued, request: handle.id, title: handle.alert.title)
        if attachedHosts.isEmpty {
            handle.hostlessSince = clock.now
            scheduleHostlessTimer()
        }
        if handle.alert.interruptsLowerPriority, let current = visible, !isVisibleClosing, current.lead.alert.priority < handle.alert.priority {
            visible = nil
            queue.requeue(current.lead)
            takeDown(current) {
                emit(.interrupted(by: handle.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
            }
        }
        pump()
        return handle
    }

    /// Ends one request early (cancelled by its caller, its host gone, no host in time). Its
    /// alert is withdrawn once no pending request shares it.
    func end(_ handle: AlertHandle, with outcome: AlertOutcome, pumping: Bool = true) {
        guard handle.isPending else { return }
        var discarded: [AlertHandle] = []
        if let lead = handle.joinedLead {
            handle.joinedLead = nil
            lead.removeJoined(handle)
            if lead.hasNoPendingRequests {
                withdraw(lead, discarding: &discarded)
                // Only the center may still hold the withdrawn lead; it goes with the others.
                discarded.append(lead)
            }
        } else if handle.joinedRequests.isEmpty {
            withdraw(handle, discarding: &discarded)
        }
        finish(handle, outcome)
        if pumping { pump() }
        // Released here, once the center's state is whole.
        if !discarded.isEmpty { discarded.removeAll() }
    }

    /// Takes an alert, by its lead, out of the queue or off the screen. Leads the queue drops
    /// meanwhile go to `discarded`, to be released once the center's state is whole.
    private func withdraw(_ lead: AlertHandle, discarding discarded: inout [AlertHandle]) {
        let wasQueued = lead.phase == .queued
        guard lead.phase != .ended else { return }
        // The alert is gone from the books before anything is reported, so that a request an
        // observer makes meanwhile cannot join it.
        retire(lead)
        if wasQueued {
            queue.didWithdraw(discarding: &discarded)
        } else if let current = visible, current.lead === lead {
            visible = nil
            takeDown(current)
        }
    }

    /// Takes an alert, by its lead, off the books: it no longer counts against the capacity,
    /// and its key is free for a new alert.
    private func retire(_ lead: AlertHandle) {
        // A lead freed while the center closes may withdraw another that close retires next.
        guard lead.phase != .ended else { return }
        lead.phase = .ended
        liveAlertCount -= 1
        if let key = lead.alert.coalescingKey, leadsByKey[key] === lead {
            leadsByKey[key] = nil
        }
    }

    private func finish(_ handle: AlertHandle, _ outcome: AlertOutcome) {
        // An event observer may have ended it already, while the center was ending others.
        guard handle.isPending else { return }
        pendingRequestCount -= 1
        handle.finish(outcome)
        emit(.ended(outcome), request: handle.id, title: handle.alert.title)
    }

    // MARK: - Presenting

    /// Shows the next waiting alert if the topmost host is free and nothing is leaving.
    private func pump() {
        guard !isClosed, visible == nil, settlingAlert == nil, let host = attachedHosts.last else { return }
        // Withdrawn alerts the queue drops on the way are released only once the next alert is
        // visible: releasing one may free an action whose captured objects call the center.
        var discarded: [AlertHandle] = []
        guard let lead = queue.popFirst(discarding: &discarded) else { return }
        lead.phase = .visible
        lastPresentation += 1
        let presentation = AlertPresentation(
            id: AlertPresentationID(rawValue: lastPresentation),
            request: lead.reportedRequest,
            host: host.id,
            lead: lead
        )
        visible = Showing(presentation: presentation, host: host)
        isVisibleClosing = false
        host.setPresentation(presentation)
        emit(.presented(presentation.id, host: host.id), request: presentation.request, title: lead.alert.title)
        if !discarded.isEmpty { discarded.removeAll() }
    }

    /// Puts a visible, unanswered alert back at the front of its priority to be shown on the
    /// topmost host.
    private func move(_ current: Showing) {
        visible = nil
        queue.requeue(current.lead)
        takeDown(current) {
            emit(.moved(from: current.host.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
        }
    }

    /// Removes a presentation from its host and waits for it to settle before the next.
    ///
    /// `announce` reports why (interrupted, moved) while the alert is already leaving, so that
    /// nothing an observer requests meanwhile is shown before it has settled.
    private func takeDown(_ current: Showing, announce: () -> Void = {}) {
        current.host.setPresentation(nil)
        beginSettling(current, announce: announce)
    }

    private func beginSettling(_ settling: Showing, announce: () -> Void = {}) {
        settlingAlert = settling
        announce()
        // An observer of the announcement may have detached the host or closed the center.
        guard settlingAlert?.presentation.id == settling.presentation.id else { return }
        if settling.host.settling == .afterSettleTime, settling.host.isAttached {
            startDismissalTimer(for: settling.presentation.id)
        } else {
            finishSettling()
        }
    }

    private func startDismissalTimer(for presentation: AlertPresentationID) {
        guard dismissalTimer == nil else { return }
        dismissalTimer = clock.schedule(after: configuration.settleTime) { [weak self] in
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
        current.lead.removeAllPendingRequests { request in
            finish(request, outcome)
        }
    }

    // MARK: - What hosts report

    func dismissalBegan(_ presentation: AlertPresentationID, on host: AlertHost) {
        guard let current = visible, current.presentation.id == presentation, current.host === host, !isVisibleClosing else { return }
        isVisibleClosing = true
        if host.settling == .afterSettleTime {
            startDismissalTimer(for: presentation)
        }
    }

    func answer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: AlertHost) -> Bool {
        guard isVisible(presentation, on: host), let lead = visible?.lead else { return false }
        guard let button = AlertData.presentedButton(at: buttonIndex, of: lead.alert.buttons) else { return false }
        let values = lead.alert.textFields.isEmpty ? [] : Self.textValues(textValues, for: lead.alert.textFields)
        let answer = AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: values)
        emit(.answered(answer), request: lead.reportedRequest, title: lead.alert.title)
        // An observer of `answered` may have withdrawn the alert, detached its host or closed
        // the center; then it has ended already and must not be resolved again.
        guard let current = visible, current.presentation.id == presentation else { return false }
        // The buttons' actions are the first request's: they run only while it is pending, not
        // once its caller withdrew it and only requests that joined by key are left.
        let ownerIsPending = lead.isPending
        resolveVisible(current, with: .answered(answer), settleAtOnce: false)
        if ownerIsPending {
            button.handler?(values)
        }
        pump()
        return true
    }

    func dismissalFinished(_ presentation: AlertPresentationID, on host: AlertHost) {
        if isVisible(presentation, on: host), let current = visible {
            resolveVisible(current, with: .dismissed, settleAtOnce: true)
        } else if settlingAlert?.presentation.id == presentation, settlingAlert?.host === host {
            finishSettling()
        }
        pump()
    }

    /// Whether `presentation` is the visible one, on `host`.
    private func isVisible(_ presentation: AlertPresentationID, on host: AlertHost) -> Bool {
        visible?.presentation.id == presentation && visible?.host === host
    }

    /// The values typed into `fields`, in order: each as reported, or the field's initial text.
    private static func textValues(_ reported: [String], for fields: [AlertTextField]) -> [String] {
        fields.indices.map { index in reported.indices.contains(index) ? reported[index] : fields[index].text }
    }

    // MARK: - Waiting without a host

    private func scheduleHostlessTimer() {
        guard attachedHosts.isEmpty, hostlessTimer == nil, let timeout = configuration.noHostTimeout else { return }
        guard let earliest = queue.unordered.map(\.hostlessSince).min() else { return }
        let delay = max(.zero, earliest + timeout - clock.now)
        hostlessTimer = clock.schedule(after: delay) { [weak self] in
            self?.hostlessTimerFired()
        }
    }

    private func hostlessTimerFired() {
        hostlessTimer = nil
        guard attachedHosts.isEmpty, let timeout = configuration.noHostTimeout else { return }
        let now = clock.now
        let expired = queue.unordered.filter { $0.hostlessSince + timeout <= now }
        for handle in expired.flatMap(\.pendingRequests) {
            end(handle, with: .rejected(.noHost), pumping: false)
        }
        scheduleHostlessTimer()
    }

    // MARK: - Helpers

    /// The lead of every alert queued or visible.
    private var liveLeads: [AlertHandle] {
        var leads = queue.unordered
        if let current = visible { leads.append(current.lead) }
        return leads
    }
}
