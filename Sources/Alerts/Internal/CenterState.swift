/// The books of an ``AlertCenter`` and the steps that change them.
///
/// A step runs no code of the app: what would (events for observers, a tapped button's action,
/// the release of what an ended request's actions captured) is queued in ``effects`` and
/// ``releases``, which the center runs once the step is done (see "Re-entrancy" in
/// ``AlertCenter``). So the center changes its books through one access to this value per
/// call, and a step's own reads and writes need no checks at run time.
@MainActor
struct CenterState {
    /// An alert on a host's screen, or leaving it.
    struct Showing {
        let presentation: AlertPresentation
        let host: HostState

        /// The request that made the alert, which stands for it in the center's books.
        var lead: AlertHandle { presentation.lead }
    }

    let configuration: AlertCenterConfiguration
    let clock: any AlertClock
    /// The single "OK" a request given no buttons shows, in the language in effect when the
    /// center was made.
    let implicitButtons = AlertData.defaultButtons
    /// What timers and requests hold of the center.
    let link: CenterLink

    private(set) var isClosed = false
    private(set) var pendingRequestCount = 0
    private(set) var queue = AlertQueue()
    /// The lead of each queued or visible alert that has a coalescing key, by its key.
    private(set) var leadsByKey: [String: AlertHandle] = [:]
    /// Alerts queued or visible, checked against the capacity.
    private(set) var liveAlertCount = 0
    /// Attached hosts in attachment order; in each window, the last visible one is its topmost.
    private(set) var attachedHosts: [HostState] = []
    /// The topmost visible host of the window the person uses: where center requests, toasts
    /// and the loading indicator show. See ``hostsChanged()``.
    private(set) var topHost: HostState?
    /// Whether the scene of any attached host is active (also with none attached).
    private(set) var isAnySceneActive = true
    /// Whether the attached hosts belong to more than one window.
    private(set) var hasSeveralWindows = false
    /// Counts hosts' activations (see ``HostState/activation``).
    private var lastActivation: UInt64 = 0
    private(set) var visible: Showing?
    /// The host reported that the visible alert began to leave; its answer may still follow.
    private(set) var isVisibleClosing = false
    private(set) var settlingAlert: Showing?
    private(set) var dismissalTimer: (any AlertTimer)?
    private(set) var hostlessTimer: (any AlertTimer)?

    var lastRequest: UInt64 = 0
    private var lastHost: UInt64 = 0
    private var lastPresentation: UInt64 = 0

    /// Whether anyone receives events; when no one does, no event is built.
    var isObserved = false
    /// The number of the last event that happened.
    private(set) var lastEvent: UInt64 = 0
    /// Effects and releases queued by the steps.
    let effects: EffectQueue

    // MARK: Toasts (see CenterState+Toasts.swift)

    /// The visible toasts, in the order they appeared.
    var visibleToasts: [ToastRecord] = []
    var toastQueue = ToastQueue()
    /// Each visible or waiting toast that has a coalescing key, by its key.
    var toastsByKey: [String: ToastRecord] = [:]
    /// Toasts visible or waiting, checked against the toast capacity.
    var liveToastCount = 0
    var pendingToastCount = 0
    var isAppActive = true
    var isScreenReaderRunning = false
    /// Whether the visible toasts' times were last set as held by a visible alert.
    var toastsPausedForAlert = false
    var toastHostlessTimer: (any AlertTimer)?
    /// Whether the topmost host's list of visible toasts is out of date.
    var toastsNeedPublishing = false

    // MARK: Loading (see CenterState+Loading.swift)

    /// The operations begun, in order; those that ended are dropped from the end at once and
    /// from elsewhere once they are many.
    var loadingOperations: [LoadingRecord] = []
    var runningLoadingCount = 0
    /// Running operations that block interaction with the content under the indicator.
    var blockingLoadingCount = 0
    /// The operation that ended last while the indicator was up: what it shows while it
    /// stays for its minimum time.
    var lastHiddenOperation: (id: AlertRequestID, message: String)?
    var loadingPhase = LoadingPhase.idle
    var loadingTimer: (any AlertTimer)?

    init(configuration: AlertCenterConfiguration, clock: any AlertClock, link: CenterLink, effects: EffectQueue) {
        self.configuration = configuration
        self.clock = clock
        self.link = link
        self.effects = effects
    }

    // MARK: - Effects

    /// Schedules `work` on the clock once the current step is done (see ``DeferredTimer``).
    func scheduleTimer(after delay: AlertDuration, _ work: @escaping @MainActor () -> Void) -> any AlertTimer {
        DeferredTimer(after: delay, from: clock.now, effects: effects, work)
    }

    /// Keeps `object` until the current step is done.
    func release(_ object: Any) {
        effects.release(object)
    }

    /// Reports a step, building the event only when someone receives events.
    mutating func emit(_ kind: @autoclosure () -> AlertEvent.Kind, request: @autoclosure () -> AlertRequestID, title: @autoclosure () -> String) {
        guard isObserved else { return }
        lastEvent += 1
        effects.append(.event(AlertEvent(kind: kind(), request: request(), title: title(), time: clock.now), number: lastEvent))
    }

    // MARK: - Hosts

    /// Attaches a new host on top of the others of its window; attaching counts as the window
    /// becoming the one in use.
    mutating func attachHost(settling: AlertHost.Settling, window: AlertWindowID) -> HostState {
        lastHost += 1
        let host = HostState(id: AlertHostID(rawValue: lastHost), settling: settling, window: window)
        guard !isClosed else {
            host.markDetached()
            return host
        }
        let previousTop = topHost
        lastActivation += 1
        host.activation = lastActivation
        attachedHosts.append(host)
        hostsChanged()
        hostlessTimer?.cancel()
        hostlessTimer = nil
        if let current = visible, !isVisibleClosing, targetHost(for: current.lead) !== current.host {
            move(current)
        }
        pump()
        topHostChanged(from: previousTop)
        return host
    }

    /// A host's renderer reports whether its scene is active. A scene that becomes active
    /// makes its window the one in use: center requests, toasts and the indicator go there,
    /// and a visible alert made on the center moves there unless it is being dismissed.
    mutating func setSceneActive(_ isActive: Bool, on host: HostState) {
        guard host.isAttached, host.isSceneActive != isActive else { return }
        host.isSceneActive = isActive
        if isActive {
            lastActivation += 1
            host.activation = lastActivation
        }
        retarget()
    }

    /// A host's renderer reports that its window became the key window (the person turned to
    /// it among windows whose scenes are all active, as in iPad split view or on a Mac): its
    /// window becomes the one in use, as if its scene had just become active.
    mutating func windowBecameKey(on host: HostState) {
        guard host.isAttached else { return }
        lastActivation += 1
        for other in attachedHosts where other.window == host.window {
            other.activation = lastActivation
        }
        retarget()
    }

    /// A host's renderer reports whether a screen reader runs for it; the toasts it shows are
    /// held while one runs there.
    mutating func setScreenReaderRunning(_ isRunning: Bool, on host: HostState) {
        guard host.isAttached, host.isScreenReaderRunning != isRunning else { return }
        host.isScreenReaderRunning = isRunning
        toastConditionsChanged()
    }

    /// After a change of which window is in use: moves the visible alert where it now
    /// belongs, and the toasts and the indicator to the new topmost host.
    private mutating func retarget() {
        let previousTop = topHost
        hostsChanged()
        if let current = visible, !isVisibleClosing, targetHost(for: current.lead) !== current.host {
            move(current)
            pump()
        }
        if topHost !== previousTop {
            topHostChanged(from: previousTop)
        } else {
            toastConditionsChanged()
        }
    }

    /// Works out ``topHost`` and ``isAnySceneActive`` after a change of the hosts, of their
    /// scenes or of their visibility: the window in use is that of the visible host that became
    /// active last among those whose scene is active, or among all visible ones when none is.
    /// Hidden hosts choose no window: a window whose hosts are all off screen (or a branch of
    /// one, such as another tab with a `.showAlertView()` of its own) shows nothing.
    private mutating func hostsChanged() {
        var inUse: HostState?
        var newestActive: HostState?
        var isAnyActive = false
        let firstWindow = attachedHosts.first?.window
        hasSeveralWindows = false
        for host in attachedHosts {
            if host.window != firstWindow { hasSeveralWindows = true }
            if host.isSceneActive { isAnyActive = true }
            guard host.isVisible else { continue }
            if inUse == nil || host.activation > inUse!.activation { inUse = host }
            if host.isSceneActive, newestActive == nil || host.activation > newestActive!.activation { newestActive = host }
        }
        isAnySceneActive = attachedHosts.isEmpty || isAnyActive
        guard let window = (newestActive ?? inUse)?.window else {
            topHost = nil
            return
        }
        topHost = topHost(in: window)
    }

    /// The topmost host of `window` that can show anything now (see ``setVisible(_:_:)``).
    func topHost(in window: AlertWindowID) -> HostState? {
        attachedHosts.last { $0.window == window && $0.isVisible }
    }

    /// Where `lead`'s alert shows: in the window of the host it was requested through, on that
    /// window's topmost host; a request made on the center, on ``topHost``.
    private func targetHost(for lead: AlertHandle) -> HostState? {
        topHost.map { targetHost(for: lead, top: $0) }
    }

    private func targetHost(for lead: AlertHandle, top: HostState) -> HostState {
        guard let owner = lead.hostID, top.id != owner,
            let ownerHost = attachedHosts.first(where: { $0.id == owner }), ownerHost.window != top.window
        else { return top }
        return topHost(in: ownerHost.window) ?? top
    }

    /// Detaches a host, at its renderer's word or once no one holds it.
    mutating func detach(_ host: HostState) {
        guard let index = attachedHosts.firstIndex(where: { $0 === host }) else { return }
        let previousTop = topHost
        attachedHosts.remove(at: index)
        hostsChanged()
        host.markDetached()
        let id = host.id
        let owned = liveLeads.flatMap { $0.pendingRequests }.filter { $0.hostID == id }
        for handle in owned {
            endRequest(handle, with: .hostGone)
        }
        if let current = visible, current.host === host || (!isVisibleClosing && targetHost(for: current.lead) !== current.host) {
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
        toastHostDetached(host, previousTop: previousTop)
    }

    /// Records whether a host can show anything now. A host that stops being visible hands an
    /// unanswered alert it shows to the topmost visible host (or back to the queue, until one
    /// is), and its toasts and loading indicator too; a host that becomes visible again takes
    /// them back if it is the topmost visible one. Its requests stay pending either way.
    mutating func setVisible(_ isVisible: Bool, _ host: HostState) {
        guard host.isAttached, host.isVisible != isVisible else { return }
        let previousTop = topHost
        host.isVisible = isVisible
        hostsChanged()
        if let current = visible, !isVisibleClosing, targetHost(for: current.lead) !== current.host {
            move(current)
        }
        pump()
        if previousTop !== topHost {
            topHostChanged(from: previousTop)
        } else {
            toastConditionsChanged()
        }
    }

    // MARK: - Closing

    mutating func close() {
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
        release(queue)
        queue = AlertQueue()
        for lead in leads {
            for request in lead.takePendingRequests() {
                finishRequest(request, .hostGone)
            }
        }
        closeToastsAndLoading()
        let detaching = attachedHosts
        attachedHosts = []
        hostsChanged()
        for host in detaching {
            host.markDetached()
        }
        effects.append(.finishStreams)
    }

    // MARK: - The request path

    /// Makes a request; one made `withdrawn` (its caller's task was already cancelled) ends
    /// ``AlertOutcome/cancelled`` at once without being queued.
    mutating func request(_ alert: AlertData, owner: HostState?, withdrawn: Bool) -> AlertHandle {
        lastRequest += 1
        let handle = AlertHandle(
            id: AlertRequestID(rawValue: lastRequest), alert: alert, implicitButtons: implicitButtons, hostID: owner?.id, center: link
        )
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
            alertVisibilityChanged(isVisible: false)
            queue.requeue(current.lead)
            emit(.interrupted(by: handle.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
            takeDown(current)
        }
        pump()
        return handle
    }

    /// Ends one request early at its caller's word (``AlertHandle/cancel()``).
    mutating func cancel(_ handle: AlertHandle) {
        endRequest(handle, with: .cancelled)
        pump()
    }

    /// Ends one request early (cancelled by its caller, its host gone, no host in time). Its
    /// alert is withdrawn once no pending request shares it.
    private mutating func endRequest(_ handle: AlertHandle, with outcome: AlertOutcome) {
        guard handle.isPending else { return }
        if let lead = handle.joinedLead {
            lead.removeJoined(handle)
            if lead.hasNoPendingRequests {
                withdraw(lead)
            }
        } else if !handle.hasJoinedRequests {
            withdraw(handle)
        }
        finishRequest(handle, outcome)
    }

    /// Takes an alert, by its lead, out of the queue or off the screen.
    private mutating func withdraw(_ lead: AlertHandle) {
        let wasQueued = lead.phase == .queued
        guard lead.phase != .ended else { return }
        retire(lead)
        if wasQueued {
            queue.didWithdraw()
        } else if let current = visible, current.lead === lead {
            visible = nil
            alertVisibilityChanged(isVisible: false)
            takeDown(current)
        }
    }

    /// Takes an alert, by its lead, off the books: it no longer counts against the capacity,
    /// and its key is free for a new alert.
    private mutating func retire(_ lead: AlertHandle) {
        guard lead.phase != .ended else { return }
        lead.phase = .ended
        liveAlertCount -= 1
        if let key = lead.alert.coalescingKey, leadsByKey[key] === lead {
            leadsByKey[key] = nil
        }
    }

    /// Records a request's outcome; the actions it no longer holds are released between steps.
    private mutating func finishRequest(_ handle: AlertHandle, _ outcome: AlertOutcome) {
        guard handle.isPending else { return }
        pendingRequestCount -= 1
        if let actions = handle.finish(outcome) {
            release(actions)
        }
        emit(.ended(outcome), request: handle.id, title: handle.alert.title)
    }

    // MARK: - Presenting

    /// Shows the next waiting alert, in its window, if no alert is visible and nothing is
    /// leaving.
    mutating func pump() {
        guard !isClosed, visible == nil, settlingAlert == nil, let top = topHost else { return }
        guard let lead = queue.popFirst() else { return }
        let host = targetHost(for: lead, top: top)
        lead.phase = .visible
        lastPresentation += 1
        let presentation = AlertPresentation(
            id: AlertPresentationID(rawValue: lastPresentation),
            request: lead.reportedRequest,
            host: host.id,
            lead: lead
        )
        visible = Showing(presentation: presentation, host: host)
        alertVisibilityChanged(isVisible: true)
        isVisibleClosing = false
        host.setPresentation(presentation)
        emit(.presented(presentation.id, host: host.id), request: presentation.request, title: lead.alert.title)
    }

    /// Puts a visible, unanswered alert back at the front of its priority to be shown on the
    /// topmost host.
    private mutating func move(_ current: Showing) {
        visible = nil
        alertVisibilityChanged(isVisible: false)
        queue.requeue(current.lead)
        emit(.moved(from: current.host.id), request: current.lead.reportedRequest, title: current.lead.alert.title)
        takeDown(current)
    }

    /// Removes a presentation from its host and waits for it to settle before the next.
    private mutating func takeDown(_ current: Showing) {
        current.host.setPresentation(nil)
        settlingAlert = current
        if current.host.settling == .afterSettleTime, current.host.isAttached {
            startDismissalTimer(for: current.presentation.id)
        } else {
            finishSettling()
        }
    }

    private mutating func startDismissalTimer(for presentation: AlertPresentationID) {
        guard dismissalTimer == nil else { return }
        dismissalTimer = scheduleTimer(after: max(configuration.settleTime, .zero)) { [link] in
            link.center?.dismissalTimerFired(presentation)
        }
    }

    mutating func dismissalTimerFired(_ presentation: AlertPresentationID) {
        dismissalTimer = nil
        if let current = visible, current.presentation.id == presentation {
            resolveVisible(current, with: .dismissed, settleAtOnce: true)
        } else if settlingAlert?.presentation.id == presentation {
            finishSettling()
        }
        pump()
    }

    private mutating func finishSettling() {
        guard let settling = settlingAlert else { return }
        settlingAlert = nil
        settled(settling.presentation)
    }

    /// Reports that `presentation` is off the screen; the next alert may be shown.
    private mutating func settled(_ presentation: AlertPresentation) {
        if let timer = dismissalTimer {
            timer.cancel()
            dismissalTimer = nil
        }
        emit(.settled(presentation.id), request: presentation.request, title: presentation.alert.title)
    }

    /// Ends the visible alert for every request that shares it.
    private mutating func resolveVisible(_ current: Showing, with outcome: AlertOutcome, settleAtOnce: Bool) {
        visible = nil
        alertVisibilityChanged(isVisible: false)
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
        let joined = current.lead.takeJoinedRequests()
        finishRequest(current.lead, outcome)
        for request in joined {
            finishRequest(request, outcome)
        }
    }

    // MARK: - What hosts report

    mutating func beginDismissal(_ presentation: AlertPresentationID, on host: HostState) {
        guard visible(presentation, on: host) != nil, !isVisibleClosing else { return }
        isVisibleClosing = true
        if host.settling == .afterSettleTime {
            startDismissalTimer(for: presentation)
        }
    }

    /// Ends the visible alert with the person's answer: the answer taken is the outcome of
    /// every request that shares the alert, and the button's action runs once this step is
    /// done, then the next alert is shown.
    mutating func takeAnswer(_ presentation: AlertPresentationID, buttonIndex: Int, textValues: [String], on host: HostState) -> Bool {
        guard let current = visible(presentation, on: host) else { return false }
        let buttons = current.lead.presentedButtons
        guard buttons.indices.contains(buttonIndex) else { return false }
        let button = buttons[buttonIndex]
        let fields = current.lead.alert.textFields
        let values = fields.isEmpty ? [] : Self.textValues(textValues, for: fields)
        let answer = AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: values)
        emit(.answered(answer), request: current.lead.reportedRequest, title: current.lead.alert.title)
        // The buttons' actions are the first request's: they run only while it is pending, not
        // once its caller withdrew it and only requests that joined by key are left.
        let action = current.lead.isPending ? current.lead.action(at: buttonIndex) : nil
        resolveVisible(current, with: .answered(answer), settleAtOnce: false)
        if let action {
            effects.append(.action(action, textValues: values))
            effects.append(.pump)
        } else {
            pump()
        }
        return true
    }

    mutating func finishDismissal(_ presentation: AlertPresentationID, on host: HostState) {
        if let current = visible(presentation, on: host) {
            resolveVisible(current, with: .dismissed, settleAtOnce: true)
        } else if let settling = settlingAlert, settling.presentation.id == presentation, settling.host === host {
            finishSettling()
        }
        pump()
    }

    /// Whether `presentation` is the visible one, on `host`.
    private func visible(_ presentation: AlertPresentationID, on host: HostState) -> Showing? {
        guard let current = visible, current.presentation.id == presentation, current.host === host else { return nil }
        return current
    }

    /// The values typed into `fields`, in order: each as reported, or the field's initial text.
    private static func textValues(_ reported: [String], for fields: [AlertTextField]) -> [String] {
        fields.indices.map { index in reported.indices.contains(index) ? reported[index] : fields[index].text }
    }

    // MARK: - Waiting without a host

    /// Rejects the requests that have waited `noHostTimeout` with no host, and schedules the
    /// next such check; with a timeout of zero or less, they are rejected at once.
    private mutating func scheduleHostlessTimer() {
        guard attachedHosts.isEmpty, hostlessTimer == nil, let timeout = configuration.noHostTimeout else { return }
        guard let earliest = queue.unordered.map(\.hostlessSince).min() else { return }
        let delay = earliest + timeout - clock.now
        if delay <= .zero {
            rejectHostlessRequests()
        } else {
            hostlessTimer = scheduleTimer(after: delay) { [link] in
                link.center?.hostlessTimerFired()
            }
        }
    }

    mutating func hostlessTimerFired() {
        hostlessTimer = nil
        rejectHostlessRequests()
    }

    private mutating func rejectHostlessRequests() {
        guard let timeout = configuration.noHostTimeout else { return }
        let now = clock.now
        let expired = queue.ordered.filter { $0.hostlessSince + timeout <= now }
        for handle in expired.flatMap({ $0.pendingRequests }) where attachedHosts.isEmpty {
            endRequest(handle, with: .rejected(.noHost))
        }
        scheduleHostlessTimer()
        pump()
    }

    // MARK: - Helpers

    /// Called after each change of ``visible``: visible toasts pause while an alert is up. One
    /// check of an array when no toast is visible, so alerts pay nothing for toasts.
    private mutating func alertVisibilityChanged(isVisible: Bool) {
        if !visibleToasts.isEmpty, isVisible != toastsPausedForAlert { pauseOrResumeToastsForAlert() }
    }

    /// Kept out of line, so that the alert steps that call
    /// ``alertVisibilityChanged(isVisible:)`` stay as small as they were before toasts.
    @inline(never)
    private mutating func pauseOrResumeToastsForAlert() {
        toastConditionsChanged()
    }

    /// The lead of every alert visible or queued, in the order they would be shown: the order
    /// in which requests ended together (by a close, a host going away, the no-host wait) end.
    var liveLeads: [AlertHandle] {
        guard let current = visible else { return queue.ordered }
        return [current.lead] + queue.ordered
    }
}
