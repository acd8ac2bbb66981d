import Alerts

/// A deliberately plain model of the center's contract (DESIGN.md, "The center's contract"):
/// arrays, linear scans and a sort, written from the contract rather than from the center's
/// code. It predicts, for every operation, what is visible on which host, what waits in which
/// order, whether a host is settling, how each request ends, the events of each request, and
/// which button actions run.
///
/// - Alerts wait in `waiting`, shown by priority (higher first), then by arrival (the request
///   that made them). An alert that is interrupted or moved goes back to the front of its
///   priority, ahead of the others there, also of one that went back before it.
/// - Hosts belong to a window (the main one or a second one) and start visible. The window in
///   use is that of the visible host that became active last: attaching counts, and so does
///   its window becoming key (every host of that window at once). Its topmost host is the last
///   attached visible one of that window; with every host hidden there is none ("Several
///   Windows", `AlertHost.setVisible`, `AlertCenter.topmostHost`).
/// - The visible alert is shown on the topmost host, or, when it was requested through a host
///   of another window, on the topmost visible host of that window (on the topmost host while
///   that window shows nothing). Where that host changes (a host attaching on top, one hidden,
///   shown again, or going away, a window becoming key) it moves there, unless the person
///   already began dismissing it; with no visible host it waits. A host detaching ends the
///   requests made through it (`hostGone`).
/// - Once an alert leaves the screen, an `afterSettleTime` host holds back the next for the
///   settle time (counted from when the dismissal began, if it did) or until it reports the
///   dismissal finished; an `immediate` or detached host does not.
/// - Requests with the key of a live alert join it and share its outcome.
/// - Sheets share the modal lane with alerts: alerts and sheets wait in one order, by
///   priority then arrival, and one shows at a time, once no alert is on screen or leaving and
///   no sheet is leaving, on the topmost host unless it presents a sheet. A sheet stays on the
///   host it was presented from while hosts attach on top (its content's); the first waiting
///   alert or sheet shows on such a host. A host going away puts the sheet it presented back
///   to wait, first in its priority. Sheet requests with the key of a live sheet join it when
///   they wait for the same type of value, and are rejected as invalid otherwise. A sheet ends
///   finished with a value of its type, dismissed by the person, dismissed by code, cancelled
///   once its last request is withdrawn, host gone, or rejected; it leaves the screen at once,
///   or, from an `afterSettleTime` host, at the host's word or after the settle time. A sheet
///   requested through a host is presented from the topmost visible host of that host's
///   window, and waits while that window has none. A sheet on screen in one window does not
///   hold back an alert or a sheet of another. A sheet that interrupts sends a visible alert
///   of lower priority back (as an alert that interrupts does), and that alert waits until the
///   sheet is gone, letting the alerts after it go first. A sheet's content is let go of once
///   the step that ends or withdraws the sheet is done, or, for a sheet sliding away, once it
///   has left; its `deinit` may call the center.
/// - Timers due at the same time run in the order they were started, as the clock runs them.
///
/// Callbacks re-enter the model as they re-enter the center ("Re-entrancy" in `AlertCenter`):
/// every operation changes the state whole and queues its events, and a tapped button's action
/// followed by showing the next alert, in one FIFO; the outermost operation then runs the
/// queue in order (observers in the order they were installed, each getting only events that
/// happened after it was installed and before it was cancelled), then the `deinit`s of the
/// objects held by the actions of requests that ended, whose operations queue more. A request
/// made by an outermost call is held by its caller during that call, so its object is
/// released only once the call returns. The order in which one operation ends several
/// requests at once (closing, a host detaching, the no-host sweep) is not part of the
/// contract: the model takes the center's, from ``centerEndings``.
struct ReferenceModel {
    struct Request {
        let spec: RequestSpec
        var outcome: AlertOutcome?
        /// The sheet requested, for a sheet request (whose `spec` is a plain one).
        var sheet: SheetSpec?
        var sheetResult: SheetResult?
        /// Whether the caller holds a handle (made with `show`, once the call returned): only
        /// such a request can be withdrawn by a callback.
        var hasHandle = false
        /// For a sheet request, whether the center took its content (it made a new sheet).
        var contentTaken = false
    }

    /// An observer a step or a callback installed.
    struct Observer {
        let spec: ObserverSpec
        /// The number of the first event it receives.
        let firstEvent: Int
        var isActive = true
        var fires = 0
        /// The numbers of the events it received, in order.
        var received: [Int] = []
    }

    /// One event, in the order events happened.
    struct LoggedEvent: Hashable, CustomStringConvertible {
        let request: Int
        let kind: AlertEvent.Kind
        var description: String { "r\(request) \(kind)" }
    }

    /// Work that runs app code, queued as the center queues it.
    private enum Effect {
        case event(number: Int, request: Int, kind: AlertEvent.Kind)
        case action(request: Int, button: Int, spec: RequestSpec)
        case pump
    }

    struct Alert {
        let creator: Int
        let spec: RequestSpec
        /// Pending requests it answers, in the order they joined.
        var members: [Int]
        /// Since when it has waited with no host attached.
        var hostlessSince: AlertDuration
        /// The sheet request that interrupted it, while it waits for that sheet to be gone.
        var waitsForSheet: Int?
        /// When it last went back to the front of its priority (interrupted or moved): higher
        /// is more recent, and goes first.
        var front: Int?
    }

    struct Host {
        let settling: AlertHost.Settling
        var isAttached: Bool
        /// The window: 1 for the main one, 2 for the second.
        let window: Int
        var isVisible = true
        /// When it last became active (attaching, its window becoming key): higher is later.
        var activation: Int
    }

    /// A sheet waiting or on screen.
    struct Sheet {
        let creator: Int
        let spec: SheetSpec
        /// Pending requests it answers, in the order they joined.
        var members: [Int]
        var hostlessSince: AlertDuration
        /// When it last went back to the front of its priority (its host went away): higher is
        /// more recent, and goes first.
        var front: Int?
    }

    /// A sheet presented from a host.
    struct PresentedSheet {
        var sheet: Sheet
        let presentation: Int
        let host: Int
        /// The request the presentation was made for: its first pending member then.
        let request: Int
    }

    /// A sheet off its host and leaving the screen, until its host's word or its timer.
    struct LeavingSheet {
        let presentation: Int
        let request: Int
        let host: Int
        let timer: Timer
        /// The request that made the sheet: its content is held until the sheet has left.
        let creator: Int
    }

    /// When a timer the center started is due, and the order the clock runs timers due at the
    /// same time in: the order they were started.
    struct Timer {
        let deadline: AlertDuration
        let order: Int
    }

    /// A lane of the modal lane whose requests wait for a host.
    enum Lane { case alerts, sheets }

    struct Showing {
        var alert: Alert
        let presentation: Int
        let host: Int
        /// The request the presentation was made for: its first pending member then.
        let request: Int
        var isClosing = false
        /// When an `afterSettleTime` host's dismissal, once begun, has settled.
        var closingTimer: Timer?
    }

    struct Leaving {
        let presentation: Int
        let request: Int
        let host: Int
        let timer: Timer
    }

    /// A button action that must have run: the request whose alert it belongs to, and the
    /// button's index.
    struct ActionRun: Hashable, CustomStringConvertible {
        let request: Int
        let button: Int
        var description: String { "r\(request).button\(button)" }
    }

    let configuration: ModelConfiguration
    private(set) var requests: [Request] = []
    private(set) var hosts: [Host] = []
    private(set) var attached: [Int] = []
    private(set) var waiting: [Alert] = []
    private(set) var showing: Showing?
    private(set) var leaving: Leaving?
    private(set) var waitingSheets: [Sheet] = []
    /// The sheets on screen, in the order they were presented.
    private(set) var presentedSheets: [PresentedSheet] = []
    private(set) var leavingSheets: [LeavingSheet] = []
    /// The no-host timer of each lane, while one runs.
    private var sweeps: [Lane: Timer] = [:]
    private var timersStarted = 0
    private(set) var now = AlertDuration.zero
    private(set) var isClosed = false
    private(set) var presentationCount = 0
    /// The presentation that most recently left the screen, and its host.
    private(set) var lastLeft: (presentation: Int, host: Int)?
    private(set) var actionRuns: [ActionRun] = []
    /// The predicted events of each request, in order.
    private(set) var events: [Int: [AlertEvent.Kind]] = [:]
    /// Requests whose predicted events changed since ``takeChangedRequests()``.
    private var changed: Set<Int> = []
    /// Every predicted event, in the order they happen.
    private(set) var eventLog: [LoggedEvent] = []
    private(set) var observers: [Observer] = []
    /// Where each request's `ended` stands in the center's events, set by the run before each
    /// operation: the order of the requests one operation ends together.
    var centerEndings: [Int: Int] = [:]
    /// Where the `deinit` of each request's object (an action's capture, a sheet's content)
    /// stands among those the center ran, set by the run before each operation: the order of
    /// the objects one step lets go of together, which is not part of the contract either.
    var centerReleases: [Int: Int] = [:]
    private var activations = 0
    private var fronts = 0

    private var effects: [Effect] = []
    private var isRunningEffects = false
    /// Requests that ended holding an object to release, in the order they ended.
    private var releases: [Int] = []
    /// The request made by the outermost call running, whose caller still holds its alert.
    private var heldByCaller: Int?
    private var isHeldReleaseDue = false

    init(configuration: ModelConfiguration) {
        self.configuration = configuration
    }

    // MARK: - Reading

    var nextRequest: Int { requests.count + 1 }

    /// The alert requests made that have not ended.
    private(set) var pendingCount = 0

    /// The waiting alerts by priority; in a priority, those that came back to its front, the
    /// latest first, then the others by arrival.
    var waitingInOrder: [Alert] {
        waiting.sorted { ($0.spec.priority, $0.front ?? 0, -$0.creator) > ($1.spec.priority, $1.front ?? 0, -$1.creator) }
    }

    /// The waiting sheets, in the same order as ``waitingInOrder``.
    var waitingSheetsInOrder: [Sheet] {
        waitingSheets.sorted { ($0.spec.priority, $0.front ?? 0, -$0.creator) > ($1.spec.priority, $1.front ?? 0, -$1.creator) }
    }

    /// Numbers the returns to the front of a priority.
    private mutating func nextFront() -> Int {
        fronts += 1
        return fronts
    }

    /// The sheet requests made that have not ended.
    private(set) var pendingSheetCount = 0

    var isSettling: Bool { leaving != nil || showing?.isClosing == true }

    func outcome(of request: Int) -> AlertOutcome? { requests[request - 1].outcome }

    func sheetResult(of request: Int) -> SheetResult? { requests[request - 1].sheetResult }

    func isPending(_ request: Int) -> Bool {
        request <= requests.count && requests[request - 1].outcome == nil && requests[request - 1].sheetResult == nil
    }

    func isSheet(_ request: Int) -> Bool { request <= requests.count && requests[request - 1].sheet != nil }

    /// The window the person uses: that of the visible host that became active last.
    var windowInUse: Int? {
        attached.filter { hosts[$0 - 1].isVisible }.max { hosts[$0 - 1].activation < hosts[$1 - 1].activation }.map { hosts[$0 - 1].window }
    }

    /// The topmost visible host of `window`.
    func topHost(in window: Int) -> Int? {
        attached.last { hosts[$0 - 1].window == window && hosts[$0 - 1].isVisible }
    }

    /// The topmost visible host of the window in use, where center requests show.
    var topHost: Int? { windowInUse.flatMap(topHost(in:)) }

    /// Where an item requested through host `via` shows: on the topmost visible host of that
    /// host's window (`nil` while it has none); one requested on the center, on the topmost host.
    private func ownTarget(via: Int?, top: Int) -> Int? {
        guard let via, hosts[via - 1].isAttached, hosts[via - 1].window != hosts[top - 1].window else { return top }
        return topHost(in: hosts[via - 1].window)
    }

    /// Where `alert` shows now: in its window, or on the topmost host while its window shows
    /// nothing; `nil` with no visible host.
    func target(of alert: Alert) -> Int? {
        topHost.map { top in ownTarget(via: alert.spec.via, top: top) ?? top }
    }

    /// Whether a sheet presented from `host` is on screen.
    private func presentsSheet(_ host: Int) -> Bool { presentedSheets.contains { $0.host == host } }

    /// Whether the sheet request `creator` made waits, is on screen or is leaving it.
    private func sheetIsAround(_ creator: Int) -> Bool {
        waitingSheets.contains { $0.creator == creator } || presentedSheets.contains { $0.sheet.creator == creator }
            || leavingSheets.contains { $0.creator == creator }
    }

    mutating func takeChangedRequests() -> Set<Int> {
        defer { changed = [] }
        return changed
    }

    // MARK: - Operations

    mutating func request(_ spec: RequestSpec) {
        let isOutermost = !isRunningEffects
        let id = makeRequest(spec)
        finishCall(request: id, isOutermost: isOutermost, hasHandle: spec.mode == .show || spec.mode == .awaitHandle)
    }

    mutating func requestSheet(_ spec: SheetSpec) {
        let isOutermost = !isRunningEffects
        let id = makeSheetRequest(spec)
        finishCall(request: id, isOutermost: isOutermost, hasHandle: spec.mode == .show || spec.mode == .awaitHandle)
    }

    /// Ends the call that made request `id`: runs the effects if it is the outermost, and only
    /// then gives the caller its handle.
    private mutating func finishCall(request id: Int, isOutermost: Bool, hasHandle: Bool) {
        guard isOutermost else {
            requests[id - 1].hasHandle = hasHandle
            return
        }
        heldByCaller = id
        runEffects()
        heldByCaller = nil
        requests[id - 1].hasHandle = hasHandle
        // A sheet's content the center never took (the request joined another sheet or ended
        // at once) goes with the caller's call.
        if requests[id - 1].sheet?.releaseOperation != nil && !requests[id - 1].contentTaken {
            isHeldReleaseDue = true
        }
        if isHeldReleaseDue {
            isHeldReleaseDue = false
            release(id)
        }
    }

    private mutating func makeRequest(_ spec: RequestSpec) -> Int {
        requests.append(Request(spec: spec))
        pendingCount += 1
        let id = requests.count
        record(id, .requested)
        if spec.mode == .presentFromCancelledTask {
            end(id, .cancelled)
        } else if isClosed {
            end(id, .rejected(.centerClosed))
        } else if let host = spec.via, !hosts[host - 1].isAttached {
            end(id, .hostGone)
        } else if let error = spec.expectedValidationError {
            end(id, .rejected(.invalid(error)))
        } else if attached.isEmpty && rejectsAtOnce {
            end(id, .rejected(.noHost))
        } else if let key = spec.key, let owner = liveAlertKeyed(key) {
            record(id, .coalesced(into: AlertRequestID(rawValue: UInt64(owner))))
            join(id, keyed: key)
        } else if liveModalCount >= configuration.queueCapacity {
            end(id, .rejected(.queueFull(capacity: configuration.queueCapacity)))
        } else {
            waiting.append(Alert(creator: id, spec: spec, members: [id], hostlessSince: now))
            record(id, .queued)
            if attached.isEmpty { scheduleSweep(.alerts) }
            if spec.interrupts, let current = showing, !current.isClosing, current.alert.spec.priority < spec.priority {
                showing = nil
                record(current.alert.members[0], .interrupted(by: AlertRequestID(rawValue: UInt64(id))))
                var alert = current.alert
                alert.front = nextFront()
                waiting.append(alert)
                leave(current)
            }
            presentNext()
        }
        return id
    }

    /// Returns whether the answer is taken.
    mutating func answer(presentation: Int, host: Int, button: Int, typing: [String]) -> Bool {
        guard let current = showing, current.presentation == presentation, current.host == host else { return false }
        let buttons = current.alert.spec.shownButtons
        guard buttons.indices.contains(button) else { return false }
        let texts = current.alert.spec.initialTexts.enumerated().map { index, initial in
            typing.indices.contains(index) ? typing[index] : initial
        }
        let answer = AlertAnswer(buttonIndex: button, title: buttons[button].title, type: buttons[button].type, textValues: texts)
        record(current.alert.members[0], .answered(answer))
        // The actions are the creator's: they do not run once the creator withdrew its request.
        let creatorIsPending = isPending(current.alert.creator)
        resolve(current, .answered(answer), settleAtOnce: false)
        if buttons[button].hasAction, creatorIsPending {
            // The action runs after the events queued so far, then the next alert is shown.
            effects.append(.action(request: current.alert.creator, button: button, spec: current.alert.spec))
            effects.append(.pump)
        } else {
            presentNext()
        }
        runEffects()
        return true
    }

    mutating func dismissalBegan(presentation: Int, host: Int) {
        beginDismissal(presentation: presentation, host: host)
        runEffects()
    }

    mutating func dismissalFinished(presentation: Int, host: Int) {
        finishDismissal(presentation: presentation, host: host)
        runEffects()
    }

    /// The host reports the alert closed without a button: its dismissal begins and finishes.
    mutating func dismiss(presentation: Int, host: Int) {
        beginDismissal(presentation: presentation, host: host)
        finishDismissal(presentation: presentation, host: host)
        runEffects()
    }

    private mutating func beginDismissal(presentation: Int, host: Int) {
        guard var current = showing, current.presentation == presentation, current.host == host, !current.isClosing else { return }
        current.isClosing = true
        if hosts[host - 1].settling == .afterSettleTime {
            current.closingTimer = startTimer(after: configuration.settleTime)
        }
        showing = current
    }

    private mutating func finishDismissal(presentation: Int, host: Int) {
        if let current = showing, current.presentation == presentation, current.host == host {
            resolve(current, .dismissed, settleAtOnce: true)
        } else if let settling = leaving, settling.presentation == presentation, settling.host == host {
            finishLeaving()
        }
        presentNext()
    }

    mutating func cancel(_ request: Int) {
        guard isPending(request) else { return }
        if isSheet(request) {
            removeSheetMember(request)
            endSheet(request, SheetResult(.cancelled))
        } else {
            remove(request)
            end(request, .cancelled)
        }
        presentNext()
        runEffects()
    }

    /// A host attaches on top of the others of `window`, as the host that became active last.
    mutating func attach(_ settling: AlertHost.Settling, window: Int = 1) {
        activations += 1
        hosts.append(Host(settling: settling, isAttached: !isClosed, window: window, activation: activations))
        guard !isClosed else { return }
        attached.append(hosts.count)
        sweeps = [:]
        moveIfMisplaced()
        presentNext()
        runEffects()
    }

    /// `host` reports whether it can show anything; a detached host's report changes nothing.
    mutating func setVisible(_ isVisible: Bool, host: Int) {
        guard hosts[host - 1].isAttached, hosts[host - 1].isVisible != isVisible else { return }
        hosts[host - 1].isVisible = isVisible
        moveIfMisplaced()
        presentNext()
        runEffects()
    }

    /// The window of `host` becomes the key window: every host of it counts as the one that
    /// became active last.
    mutating func windowBecameKey(host: Int) {
        guard hosts[host - 1].isAttached else { return }
        activations += 1
        for other in attached where hosts[other - 1].window == hosts[host - 1].window {
            hosts[other - 1].activation = activations
        }
        moveIfMisplaced()
        presentNext()
        runEffects()
    }

    mutating func detach(_ host: Int) {
        guard let index = attached.firstIndex(of: host) else { return }
        attached.remove(at: index)
        hosts[host - 1].isAttached = false
        // The sheet lane first: its requests through the host end, the sheet it presented waits
        // again, and one leaving it has left.
        for request in inCenterOrder(liveSheetMembers.filter { requests[$0 - 1].sheet?.via == host }) {
            removeSheetMember(request)
            endSheet(request, SheetResult(.hostGone))
        }
        if let index = presentedSheets.firstIndex(where: { $0.host == host }) {
            let shown = presentedSheets.remove(at: index)
            var sheet = shown.sheet
            sheet.front = nextFront()
            waitingSheets.append(sheet)
            record(shown.sheet.members[0], .sheet(.moved(from: AlertHostID(rawValue: UInt64(host)))))
            record(shown.request, .sheet(.settled(AlertPresentationID(rawValue: UInt64(shown.presentation)))))
        }
        for left in leavingSheets where left.host == host {
            sheetLeft(presentation: left.presentation, host: nil)
        }
        if attached.isEmpty { startNoHostWait(.sheets) }
        let owned = inCenterOrder(liveMembers.filter { requests[$0 - 1].spec.via == host })
        for request in owned {
            remove(request)
            end(request, .hostGone)
        }
        if let current = showing, current.host == host {
            move(current)
        } else {
            moveIfMisplaced()
        }
        if let settling = leaving, settling.host == host {
            finishLeaving()
        }
        if attached.isEmpty { startNoHostWait(.alerts) }
        presentNext()
        runEffects()
    }

    mutating func advance(by duration: AlertDuration) {
        let target = now + duration
        enum Due {
            case closing, leaving
            case sheetLeaving(Int)
            case sweep(Lane)
        }
        while true {
            var timers: [(timer: Timer, due: Due)] = []
            if let current = showing, current.isClosing, let timer = current.closingTimer { timers.append((timer, .closing)) }
            if let settling = leaving { timers.append((settling.timer, .leaving)) }
            for left in leavingSheets { timers.append((left.timer, .sheetLeaving(left.presentation))) }
            for (lane, timer) in sweeps { timers.append((timer, .sweep(lane))) }
            let due = timers.min { ($0.timer.deadline, $0.timer.order) < ($1.timer.deadline, $1.timer.order) }
            guard let next = due, next.timer.deadline <= target else { break }
            now = max(now, next.timer.deadline)
            switch next.due {
            case .closing:
                if let current = showing { resolve(current, .dismissed, settleAtOnce: true) }
            case .leaving:
                finishLeaving()
            case .sheetLeaving(let presentation):
                sheetLeft(presentation: presentation, host: nil)
            case .sweep(let lane):
                sweeps[lane] = nil
                sweep(lane)
            }
            presentNext()
            runEffects()
        }
        now = target
    }

    mutating func close() {
        guard !isClosed else { return }
        isClosed = true
        let members = inCenterOrder(liveMembers)
        let sheetMembers = inCenterOrder(liveSheetMembers)
        let contents = presentedSheets.map(\.sheet.creator) + leavingSheets.map(\.creator) + waitingSheets.map(\.creator)
        waiting = []
        showing = nil
        leaving = nil
        waitingSheets = []
        presentedSheets = []
        leavingSheets = []
        sweeps = [:]
        for request in members {
            end(request, .hostGone)
        }
        for request in sheetMembers {
            endSheet(request, SheetResult(.hostGone))
        }
        for creator in contents { letGoOfContent(creator) }
        for host in attached { hosts[host - 1].isAttached = false }
        attached = []
        runEffects()
    }

    // MARK: - Sheets

    private mutating func makeSheetRequest(_ spec: SheetSpec) -> Int {
        requests.append(Request(spec: RequestSpec(), sheet: spec))
        pendingSheetCount += 1
        let id = requests.count
        record(id, .sheet(.requested))
        if spec.mode == .presentFromCancelledTask {
            endSheet(id, SheetResult(.cancelled))
        } else if isClosed {
            endSheet(id, SheetResult(.rejected(.centerClosed)))
        } else if let host = spec.via, !hosts[host - 1].isAttached {
            endSheet(id, SheetResult(.hostGone))
        } else if attached.isEmpty && rejectsAtOnce {
            endSheet(id, SheetResult(.rejected(.noHost)))
        } else if let key = spec.key, let owner = liveSheetKeyed(key) {
            guard owner.spec.valueType == spec.valueType else {
                endSheet(id, SheetResult(.rejected(.invalid(.coalescingKeyHasOtherValueType(key: key)))))
                return id
            }
            record(id, .sheet(.coalesced(into: AlertRequestID(rawValue: UInt64(owner.members[0])))))
            if let index = presentedSheets.firstIndex(where: { $0.sheet.creator == owner.creator }) {
                presentedSheets[index].sheet.members.append(id)
            } else if let index = waitingSheets.firstIndex(where: { $0.creator == owner.creator }) {
                waitingSheets[index].members.append(id)
            }
        } else if liveModalCount >= configuration.queueCapacity {
            endSheet(id, SheetResult(.rejected(.queueFull(capacity: configuration.queueCapacity))))
        } else {
            waitingSheets.append(Sheet(creator: id, spec: spec, members: [id], hostlessSince: now))
            requests[id - 1].contentTaken = true
            record(id, .sheet(.queued))
            if attached.isEmpty { scheduleSweep(.sheets) }
            if spec.interrupts, let current = showing, !current.isClosing, current.alert.spec.priority < spec.priority {
                showing = nil
                record(current.alert.members[0], .interrupted(by: AlertRequestID(rawValue: UInt64(id))))
                var alert = current.alert
                alert.waitsForSheet = id
                alert.front = nextFront()
                waiting.append(alert)
                leave(current)
            }
            presentNext()
        }
        return id
    }

    /// The content of sheet `presentation` finishes with `value`, reported by `host`; returns
    /// whether it is taken.
    mutating func finishSheet(presentation: Int, host: Int, value: SheetValue) -> Bool {
        guard let shown = presentedSheets.first(where: { $0.presentation == presentation }), shown.host == host,
            shown.sheet.spec.valueType == value.type
        else { return false }
        resolveSheet(shown, SheetResult(.finished, value: value), settleAtOnce: false)
        presentNext()
        runEffects()
        return true
    }

    /// The person dismissed sheet `presentation`, as `host` reports; for a sheet already taken
    /// down, the report says it left the screen.
    mutating func sheetDismissed(presentation: Int, host: Int) {
        if let shown = presentedSheets.first(where: { $0.presentation == presentation }), shown.host == host {
            resolveSheet(shown, SheetResult(.dismissed), settleAtOnce: true)
        } else {
            sheetLeft(presentation: presentation, host: host)
        }
        presentNext()
        runEffects()
    }

    /// `host` reports sheet `presentation` off the screen.
    mutating func sheetDismissalFinished(presentation: Int, host: Int) {
        sheetLeft(presentation: presentation, host: host)
        presentNext()
        runEffects()
    }

    mutating func dismissAllSheets() {
        for shown in presentedSheets.reversed() {
            resolveSheet(shown, SheetResult(.dismissedByCode), settleAtOnce: false)
        }
        presentNext()
        runEffects()
    }

    /// Sheet `presentation` has left the screen: by the word of `host`, the one it was
    /// presented from, or (`host` is `nil`) by its timer or its host going away. The caller
    /// shows what comes next, once its operation is done.
    private mutating func sheetLeft(presentation: Int, host: Int?) {
        guard let index = leavingSheets.firstIndex(where: { $0.presentation == presentation }),
            host == nil || leavingSheets[index].host == host
        else { return }
        let left = leavingSheets.remove(at: index)
        record(left.request, .sheet(.settled(AlertPresentationID(rawValue: UInt64(presentation)))))
        letGoOfContent(left.creator)
    }

    /// The live sheet with this key.
    private func liveSheetKeyed(_ key: String) -> Sheet? {
        presentedSheets.first { $0.sheet.spec.key == key }?.sheet ?? waitingSheets.first { $0.spec.key == key }
    }

    /// Takes a pending request off its sheet; a sheet left with no member is withdrawn.
    private mutating func removeSheetMember(_ request: Int) {
        if let index = waitingSheets.firstIndex(where: { $0.members.contains(request) }) {
            waitingSheets[index].members.removeAll { $0 == request }
            if waitingSheets[index].members.isEmpty { letGoOfContent(waitingSheets.remove(at: index).creator) }
        } else if let index = presentedSheets.firstIndex(where: { $0.sheet.members.contains(request) }) {
            presentedSheets[index].sheet.members.removeAll { $0 == request }
            if presentedSheets[index].sheet.members.isEmpty {
                takeDownSheet(presentedSheets.remove(at: index), settleAtOnce: false)
            }
        }
    }

    /// Ends a sheet on screen for every member, and takes it down.
    private mutating func resolveSheet(_ shown: PresentedSheet, _ result: SheetResult, settleAtOnce: Bool) {
        presentedSheets.removeAll { $0.presentation == shown.presentation }
        takeDownSheet(shown, settleAtOnce: settleAtOnce)
        for request in shown.sheet.members {
            endSheet(request, result)
        }
    }

    /// Removes a sheet from its host: an attached `afterSettleTime` host holds back the next
    /// until its word or the settle time.
    private mutating func takeDownSheet(_ shown: PresentedSheet, settleAtOnce: Bool) {
        let host = hosts[shown.host - 1]
        if !settleAtOnce && host.settling == .afterSettleTime && host.isAttached {
            leavingSheets.append(
                LeavingSheet(
                    presentation: shown.presentation, request: shown.request, host: shown.host, timer: startTimer(after: configuration.settleTime),
                    creator: shown.sheet.creator))
        } else {
            record(shown.request, .sheet(.settled(AlertPresentationID(rawValue: UInt64(shown.presentation)))))
            letGoOfContent(shown.sheet.creator)
        }
    }

    /// The center lets go of the content of the sheet request `creator` made: its `deinit`
    /// runs once the step is done.
    private mutating func letGoOfContent(_ creator: Int) {
        if requests[creator - 1].sheet?.releaseOperation != nil {
            releases.append(creator)
        }
    }

    private mutating func endSheet(_ request: Int, _ result: SheetResult) {
        pendingSheetCount -= 1
        requests[request - 1].sheetResult = result
        record(request, .sheet(.ended(result.ending)))
    }

    /// The sheet a callback acts on: the topmost on screen.
    var topmostSheet: PresentedSheet? { presentedSheets.last }

    // MARK: - Observers

    mutating func observe(_ spec: ObserverSpec) {
        observers.append(Observer(spec: spec, firstEvent: eventLog.count + 1))
    }

    /// Cancels the observation installed `number`th.
    mutating func stopObserving(_ number: Int) {
        observers[number - 1].isActive = false
    }

    // MARK: - Callbacks

    /// A request a callback may withdraw.
    func request(_ target: CallbackOperation.RequestTarget, subject: Int) -> Int? {
        let withdrawable = { (request: Int) in self.isPending(request) && self.requests[request - 1].hasHandle }
        switch target {
        case .subject: return withdrawable(subject) ? subject : nil
        case .newest: return requests.indices.reversed().map { $0 + 1 }.first(where: withdrawable)
        case .oldest: return requests.indices.map { $0 + 1 }.first(where: withdrawable)
        }
    }

    /// An active observation a callback may cancel: `own` is the firing observer's.
    func observer(_ target: CallbackOperation.ObserverTarget, own: Int?) -> Int? {
        switch target {
        case .own: own.flatMap { observers[$0 - 1].isActive ? $0 : nil }
        case .newest: observers.indices.last { observers[$0].isActive }.map { $0 + 1 }
        case .oldest: observers.indices.first { observers[$0].isActive }.map { $0 + 1 }
        }
    }

    /// Performs a callback's operation, as the run performs it on the center.
    mutating func apply(_ operation: CallbackOperation, subject: Int, observer own: Int?) {
        switch operation {
        case .request(let given):
            var spec = given
            spec.mode = .show
            spec.via = nil
            request(spec)
        case .cancel(let target):
            if let request = request(target, subject: subject) { cancel(request) }
        case .answer(let button):
            guard let current = showing else { return }
            _ = answer(presentation: current.presentation, host: current.host, button: button % current.alert.spec.shownButtons.count, typing: [])
        case .dismissalBegan:
            if let current = showing { dismissalBegan(presentation: current.presentation, host: current.host) }
        case .dismissalFinished:
            if let current = showing { dismissalFinished(presentation: current.presentation, host: current.host) }
        case .dismiss:
            if let current = showing { dismiss(presentation: current.presentation, host: current.host) }
        case .attach(let settling):
            attach(settling)
        case .detach(let topmost):
            if let host = topmost ? attached.last : attached.first { detach(host) }
        case .close:
            close()
        case .observe(let spec):
            observe(spec)
        case .stopObserving(let target):
            if let number = observer(target, own: own) { stopObserving(number) }
        case .requestSheet(let given):
            var spec = given
            spec.mode = .show
            spec.via = nil
            spec.onRelease = nil
            requestSheet(spec)
        case .finishSheet(let rightType):
            guard let shown = topmostSheet else { return }
            let value = SheetValue.finishing(shown.sheet.spec.valueType, rightType: rightType)
            _ = finishSheet(presentation: shown.presentation, host: shown.host, value: value)
        case .dismissSheet:
            if let shown = topmostSheet { sheetDismissed(presentation: shown.presentation, host: shown.host) }
        case .dismissAllSheets:
            dismissAllSheets()
        }
    }

    /// Runs the queued effects, then the releases, unless an outer operation is running them.
    private mutating func runEffects() {
        guard !isRunningEffects else { return }
        isRunningEffects = true
        while true {
            var next = 0
            while next < effects.count {
                let effect = effects[next]
                next += 1
                run(effect)
            }
            effects = []
            guard !releases.isEmpty else { break }
            let released = inReleaseOrder(releases)
            releases = []
            for request in released {
                if request == heldByCaller {
                    isHeldReleaseDue = true
                } else {
                    release(request)
                }
            }
        }
        isRunningEffects = false
    }

    private mutating func run(_ effect: Effect) {
        switch effect {
        case .event(let number, let request, let kind):
            for index in observers.indices where observers[index].firstEvent <= number && observers[index].isActive {
                observers[index].received.append(number)
                let spec = observers[index].spec
                if observers[index].fires < spec.limit && spec.trigger.matches(kind) {
                    observers[index].fires += 1
                    apply(spec.operation, subject: request, observer: index + 1)
                }
            }
        case .action(let request, let button, let spec):
            actionRuns.append(ActionRun(request: request, button: button))
            if spec.followUp && button == spec.shownButtons.count - 1 {
                self.request(RequestSpec.followUpRequest)
            }
            if let operation = spec.action {
                apply(operation, subject: request, observer: nil)
            }
        case .pump:
            presentNext()
        }
    }

    /// The `deinit` of the object a request's actions held.
    private mutating func release(_ request: Int) {
        if let operation = requests[request - 1].sheet?.releaseOperation ?? requests[request - 1].spec.releaseOperation {
            apply(operation, subject: request, observer: nil)
        }
    }

    /// Objects one step lets go of together, in the order the center's `deinit`s ran.
    private func inReleaseOrder(_ batch: [Int]) -> [Int] {
        batch.enumerated()
            .sorted { (centerReleases[$0.element] ?? Int.max, $0.offset) < (centerReleases[$1.element] ?? Int.max, $1.offset) }
            .map(\.element)
    }

    /// Requests one operation ends together, in the order the center ended them.
    private func inCenterOrder(_ batch: [Int]) -> [Int] {
        batch.enumerated()
            .sorted { (centerEndings[$0.element] ?? Int.max, $0.offset) < (centerEndings[$1.element] ?? Int.max, $1.offset) }
            .map(\.element)
    }

    // MARK: - Rules

    /// Whether requests waiting with no host are rejected at once (a timeout of zero).
    private var rejectsAtOnce: Bool { configuration.noHostTimeout.map { $0 <= .zero } ?? false }

    /// Alerts and sheets waiting or on screen: they share the capacity.
    private var liveModalCount: Int { waiting.count + (showing == nil ? 0 : 1) + waitingSheets.count + presentedSheets.count }

    /// The pending requests of the sheets on screen, then of the waiting ones.
    private var liveSheetMembers: [Int] {
        presentedSheets.flatMap(\.sheet.members) + waitingSheetsInOrder.flatMap(\.members)
    }

    private var liveMembers: [Int] { waiting.flatMap(\.members) + (showing?.alert.members ?? []) }

    /// The first pending member of the live alert with this key.
    private func liveAlertKeyed(_ key: String) -> Int? {
        if let current = showing, current.alert.spec.key == key { return current.alert.members[0] }
        return waiting.first { $0.spec.key == key }?.members[0]
    }

    private mutating func join(_ request: Int, keyed key: String) {
        if let current = showing, current.alert.spec.key == key {
            showing!.alert.members.append(request)
        } else if let index = waiting.firstIndex(where: { $0.spec.key == key }) {
            waiting[index].members.append(request)
        }
    }

    /// Takes a pending request out of its alert; an alert left with no member is withdrawn.
    private mutating func remove(_ request: Int) {
        if let index = waiting.firstIndex(where: { $0.members.contains(request) }) {
            waiting[index].members.removeAll { $0 == request }
            if waiting[index].members.isEmpty { waiting.remove(at: index) }
        } else if var current = showing, current.alert.members.contains(request) {
            current.alert.members.removeAll { $0 == request }
            showing = current
            if current.alert.members.isEmpty {
                showing = nil
                leave(current)
            }
        }
    }

    /// Moves the visible alert, unless the person began dismissing it, when it no longer shows
    /// where it belongs.
    private mutating func moveIfMisplaced() {
        if let current = showing, !current.isClosing, target(of: current.alert) != current.host {
            move(current)
        }
    }

    /// Puts the visible alert back to wait, to be shown on the topmost host.
    private mutating func move(_ current: Showing) {
        showing = nil
        record(current.alert.members[0], .moved(from: AlertHostID(rawValue: UInt64(current.host))))
        var alert = current.alert
        alert.front = nextFront()
        waiting.append(alert)
        leave(current)
    }

    /// The visible alert's presentation leaves its host; the host may hold back the next.
    private mutating func leave(_ current: Showing) {
        lastLeft = (current.presentation, current.host)
        let host = hosts[current.host - 1]
        if host.settling == .afterSettleTime && host.isAttached {
            let timer = current.closingTimer ?? startTimer(after: configuration.settleTime)
            leaving = Leaving(presentation: current.presentation, request: current.request, host: current.host, timer: timer)
        } else {
            record(current.request, .settled(AlertPresentationID(rawValue: UInt64(current.presentation))))
        }
    }

    private mutating func finishLeaving() {
        guard let settling = leaving else { return }
        leaving = nil
        record(settling.request, .settled(AlertPresentationID(rawValue: UInt64(settling.presentation))))
    }

    /// Ends the visible alert for every member.
    private mutating func resolve(_ current: Showing, _ outcome: AlertOutcome, settleAtOnce: Bool) {
        showing = nil
        if settleAtOnce {
            lastLeft = (current.presentation, current.host)
            record(current.request, .settled(AlertPresentationID(rawValue: UInt64(current.presentation))))
        } else {
            leave(current)
        }
        for request in current.alert.members {
            end(request, outcome)
        }
    }

    /// Starts a timer, due after `delay`.
    private mutating func startTimer(after delay: AlertDuration) -> Timer {
        timersStarted += 1
        return Timer(deadline: now + delay, order: timersStarted)
    }

    /// No host is attached from now: every item of `lane` starts waiting for one.
    private mutating func startNoHostWait(_ lane: Lane) {
        switch lane {
        case .alerts: for index in waiting.indices { waiting[index].hostlessSince = now }
        case .sheets: for index in waitingSheets.indices { waitingSheets[index].hostlessSince = now }
        }
        scheduleSweep(lane)
    }

    /// Starts `lane`'s no-host timer for when its longest wait runs out, unless one runs; with
    /// that time already come, rejects at once.
    private mutating func scheduleSweep(_ lane: Lane) {
        guard attached.isEmpty, let timeout = configuration.noHostTimeout, sweeps[lane] == nil else { return }
        let since =
            switch lane {
            case .alerts: waiting.map(\.hostlessSince).min()
            case .sheets: waitingSheets.map(\.hostlessSince).min()
            }
        guard let since else { return }
        let delay = since + timeout - now
        guard delay > .zero else {
            sweep(lane)
            return
        }
        sweeps[lane] = startTimer(after: delay)
    }

    /// Ends the requests of `lane`'s items that waited out the timeout, then starts the timer
    /// for the others.
    private mutating func sweep(_ lane: Lane) {
        guard let timeout = configuration.noHostTimeout, attached.isEmpty else { return }
        switch lane {
        case .alerts:
            let expired = waitingInOrder.filter { $0.hostlessSince + timeout <= now }
            waiting.removeAll { $0.hostlessSince + timeout <= now }
            for request in inCenterOrder(expired.flatMap(\.members)) {
                end(request, .rejected(.noHost))
            }
        case .sheets:
            let expired = waitingSheetsInOrder.filter { $0.hostlessSince + timeout <= now }
            waitingSheets.removeAll { $0.hostlessSince + timeout <= now }
            for sheet in expired { letGoOfContent(sheet.creator) }
            for request in inCenterOrder(expired.flatMap(\.members)) {
                endSheet(request, SheetResult(.rejected(.noHost)))
            }
        }
        scheduleSweep(lane)
    }

    /// Shows the first waiting alert or sheet, by priority then arrival, once no alert is on
    /// screen or leaving and no sheet is leaving, each where it belongs (``target(of:)``, a
    /// sheet in its own window) unless that host presents a sheet; when the first cannot show
    /// yet, the other. Alerts waiting for the sheet that interrupted them let the next alert go
    /// first. After a sheet, it looks again: another window may show the next.
    private mutating func presentNext() {
        guard !isClosed, leaving == nil, leavingSheets.isEmpty, let top = topHost else { return }
        while showing == nil {
            let sheet = waitingSheetsInOrder.first
            let sheetHost = sheet.flatMap { ownTarget(via: $0.spec.via, top: top) }.flatMap { presentsSheet($0) ? nil : $0 }
            let alert = waitingInOrder.first { $0.waitsForSheet.map(sheetIsAround) != true }
            let alertHost = alert.flatMap { target(of: $0) }.flatMap { presentsSheet($0) ? nil : $0 }
            let sheetFirst =
                if let sheet, let alert, sheetHost != nil {
                    (sheet.spec.priority, -sheet.creator) > (alert.spec.priority, -alert.creator)
                } else {
                    false
                }
            if var next = alert, let host = alertHost, !sheetFirst {
                waiting.removeAll { $0.creator == next.creator }
                next.waitsForSheet = nil
                presentationCount += 1
                showing = Showing(alert: next, presentation: presentationCount, host: host, request: next.members[0])
                record(
                    next.members[0], .presented(AlertPresentationID(rawValue: UInt64(presentationCount)), host: AlertHostID(rawValue: UInt64(host))))
                return
            }
            guard let sheet, let host = sheetHost else { return }
            waitingSheets.removeAll { $0.creator == sheet.creator }
            presentationCount += 1
            presentedSheets.append(PresentedSheet(sheet: sheet, presentation: presentationCount, host: host, request: sheet.members[0]))
            record(
                sheet.members[0],
                .sheet(.presented(AlertPresentationID(rawValue: UInt64(presentationCount)), host: AlertHostID(rawValue: UInt64(host)))))
        }
    }

    private mutating func end(_ request: Int, _ outcome: AlertOutcome) {
        pendingCount -= 1
        requests[request - 1].outcome = outcome
        record(request, .ended(outcome))
        if requests[request - 1].spec.releaseOperation != nil {
            releases.append(request)
        }
    }

    private mutating func record(_ request: Int, _ kind: AlertEvent.Kind) {
        events[request, default: []].append(kind)
        changed.insert(request)
        eventLog.append(LoggedEvent(request: request, kind: kind))
        effects.append(.event(number: eventLog.count, request: request, kind: kind))
    }
}
