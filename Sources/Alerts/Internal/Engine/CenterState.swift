/// Everything an ``AlertCenter`` keeps, and the steps that change it: the hosts, and one lane
/// each for alerts, toasts and the loading indicator.
///
/// A step runs no code of the app: what would (events for observers, a tapped button's action,
/// the release of what an ended request's actions captured, the clock's timers) is queued in
/// ``effects``, which the center runs once the step is done (see "Re-entrancy" in
/// ``AlertCenter``). So the center changes its state through one access to this value per
/// call, and a step's own reads and writes need no checks at run time.
///
/// Each lane keeps its own state behind its own methods (`Lanes/`); a step that concerns
/// several lanes (an alert pauses the toasts, the topmost host changes) is written here as
/// small calls between them.
@MainActor
struct CenterState {
    let configuration: AlertCenterConfiguration
    let clock: any AlertClock
    /// The single "OK" a request given no buttons shows, in the language in effect when the
    /// center was made.
    let implicitButtons = AlertData.defaultButtons
    /// What timers and requests hold of the center.
    let link: CenterLink

    var hosts = HostStack()
    var alerts = AlertLane()
    var toasts = ToastLane()
    var loading = LoadingLane()
    var sheets = SheetLane()

    /// Numbers alert and toast requests and loading operations alike.
    private var lastRequest: UInt64 = 0
    private var lastPresentation: UInt64 = 0

    /// Whether anyone receives events; when no one does, no event is built.
    var isObserved = false
    /// The number of the last event that happened.
    private(set) var lastEvent: UInt64 = 0
    /// Effects and releases queued by the steps.
    let effects: EffectQueue

    init(configuration: AlertCenterConfiguration, clock: any AlertClock, link: CenterLink, effects: EffectQueue) {
        self.configuration = configuration
        self.clock = clock
        self.link = link
        self.effects = effects
    }

    var isClosed: Bool { alerts.isClosed }
    var attachedHosts: [HostState] { hosts.attached }
    var topHost: HostState? { hosts.top }

    mutating func nextRequestID() -> AlertRequestID {
        lastRequest += 1
        return AlertRequestID(rawValue: lastRequest)
    }

    mutating func nextPresentationID() -> AlertPresentationID {
        lastPresentation += 1
        return AlertPresentationID(rawValue: lastPresentation)
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

    // MARK: - Closing

    /// Closes every lane: every pending request ends ``AlertOutcome/hostGone`` (or
    /// ``ToastOutcome/hostGone``), running operations end, hosts detach, streams finish.
    mutating func close() {
        guard !isClosed else { return }
        closeAlerts()
        closeSheets()
        closeToasts()
        closeLoading()
        for host in attachedHosts {
            host.toasts.set([])
            host.loading.set(nil)
        }
        for host in hosts.removeAll() {
            host.markDetached()
        }
        effects.append(.finishStreams)
    }

    // MARK: - Between lanes

    /// Called after each change of the visible alert: visible toasts pause while an alert is
    /// up. One check of an array when no toast is visible, so alerts pay nothing for toasts.
    mutating func alertVisibilityChanged(isVisible: Bool) {
        if !toasts.visible.isEmpty, isVisible != toasts.isPausedForAlert { pauseOrResumeToastsForAlert() }
    }

    /// Kept out of line, so that the alert steps that call
    /// ``alertVisibilityChanged(isVisible:)`` stay as small as they were before toasts.
    @inline(never)
    private mutating func pauseOrResumeToastsForAlert() {
        toastConditionsChanged()
    }

    /// Moves the toasts and the loading indicator to a new topmost host. The renderer below
    /// stops showing them, so the pauses it reported for single toasts no longer hold.
    mutating func topHostChanged(from previousTop: HostState?) {
        guard !isClosed else { return }
        if let previousTop {
            previousTop.toasts.set([])
            previousTop.loading.set(nil)
            toasts.clearRendererPauses()
        }
        toasts.setNeedsPublishing()
        toasts.noHostSweep.cancel()
        publishLoading()
        showNextToasts()
        toastConditionsChanged()
    }
}
