import AlertsTestSupport
import AlertsTesting

@testable import Alerts

/// Where and why a sequence failed.
struct ModelFailure: CustomStringConvertible {
    /// The index of the failing step, or `nil` when the failure showed at the end of the
    /// sequence (closing the center, awaiting the callers).
    let step: Int?
    /// Which check failed, without the particulars: a shrunk sequence must fail the same check.
    let check: String
    let detail: String

    var description: String {
        "\(step.map { "step \($0)" } ?? "the end of the sequence"): \(check): \(detail)"
    }
}

/// Runs a sequence of steps on a real ``AlertCenter`` and on the ``ReferenceModel`` side by
/// side, and after every step checks the center against the model and against the invariants
/// that hold whatever the model says:
///
/// - the center's state agrees with itself: every count and cross-reference its invariant
///   check knows (pending requests, queue and capacity counts, each alert's phase, keys, hosts,
///   timers, toasts and the indicator), also after each call a callback makes;
/// - at most one host shows an alert, and an alert not being dismissed is on the host it
///   belongs on (the topmost host, or the topmost visible one of the window it was requested
///   through); the center's topmost host and each host's visibility are the model's;
/// - the visible alert, the queue, the hosts, the settling state, the pending count, each
///   request's outcome and events, and the actions run equal the model's;
/// - the sheets on screen (on which hosts, for which requests), the waiting sheets in order,
///   and the pending sheet requests equal the model's; no host shows an alert and presents a
///   sheet at once, and each sheet handle's outcome (with its value) is the model's;
/// - every request's first event is `requested`, it ends at most once, and nothing but the
///   `settled` of its showing follows;
/// - events arrive in the order the model says they happened, and each installed observer
///   gets exactly the events the model delivers to it (none from before it was installed,
///   none once cancelled);
/// - an action runs only for the tapped button, at most once, once its alert is off screen
///   and its request has ended with that answer;
/// - at the end, with the center closed, every request has ended exactly once, every
///   awaiting caller has resumed with the model's outcome, and an `events` stream opened with
///   the center got the events the observers got, in the same order, up to the closing.
@MainActor
final class ModelRun {
    let configuration: ModelConfiguration
    private(set) var model: ReferenceModel

    private let clock = ManualAlertClock()
    private let center: AlertCenter
    private var observation: AlertEventObservation?
    /// Every host attached, in the order of their numbers (a host attached by a callback during
    /// another's attaching returns first).
    private var hosts: [AlertHost] = []
    /// The number (as the model counts hosts) of each host label.
    private(set) var hostNumbers: [Int: Int] = [:]
    /// The request made under each request label.
    private(set) var requestIDs: [Int: Int] = [:]
    /// The follow-up request made by the action of the request under each label.
    private(set) var followUpIDs: [Int: Int] = [:]
    /// Every request made, in order, with the label a step names it by.
    private(set) var labelledRequests: [(label: Int, followUp: Bool, request: Int)] = []
    private var handles: [Int: AlertHandle] = [:]
    /// The request that made each alert, by the alert's identity.
    private var creators: [AlertData.ID: Int] = [:]
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var taskOutcomes: [Int: AlertOutcome] = [:]
    /// The sheet requests' handles, whatever type of value they wait for.
    private var sheetHandles: [Int: SheetHandleReader] = [:]
    private var sheetTaskOutcomes: [Int: SheetResult] = [:]
    /// The type of value each sheet request waits for.
    private var sheetTypes: [Int: SheetSpec.ValueType] = [:]
    private var requestCount = 0
    private var events: [Int: [AlertEvent.Kind]] = [:]
    private var changed: Set<Int> = []
    private var actionRuns: [ReferenceModel.ActionRun] = []
    /// Every event, in the order it was delivered.
    private var eventLog: [ReferenceModel.LoggedEvent] = []
    /// How many events of ``eventLog`` were checked against the model.
    private var checkedEvents = 0
    /// Where each request's `ended` stands in ``eventLog``.
    private var endings: [Int: Int] = [:]
    /// Where the `deinit` of each request's object (its actions' capture, its sheet's content)
    /// stands among those that ran.
    private var releaseOrder: [Int: Int] = [:]
    /// The second window's identifier: hosts of ``Step/attachInSecondWindow(_:_:)`` belong to it.
    private let secondWindow = AlertWindowID()
    /// The number of the last request made by the run (by a step, an action or a callback).
    private var lastRequestMade = 0
    /// What an ``AlertCenter/events`` stream opened with the center received, once the center
    /// closed and the stream finished.
    private var streamed: Task<[ReferenceModel.LoggedEvent], Never>?
    /// Observers installed by steps and callbacks, in order.
    private var observers: [InstalledObserver] = []
    /// How often each kind of event and outcome occurred, to show what the sequences reached.
    private(set) var coverage: [String: Int] = [:]
    /// Invariants broken inside callbacks (event observer, button actions), reported after the
    /// step.
    private var violations: [(check: String, detail: String)] = []

    /// An observer a step or a callback installed on the center.
    private struct InstalledObserver {
        let spec: ObserverSpec
        var observation: AlertEventObservation?
        var isActive = true
        var fires = 0
        /// The numbers (1-based positions in ``eventLog``) of the events it received.
        var received: [Int] = []
    }

    /// How many times to yield the main actor for a task to make its request or to withdraw
    /// it; nothing else runs on this center meanwhile, so a handful is plenty.
    private static let taskYields = 1_000

    init(configuration: ModelConfiguration) {
        self.configuration = configuration
        model = ReferenceModel(configuration: configuration)
        center = AlertCenter(configuration: configuration.centerConfiguration, clock: clock)
        // Debug builds check the invariants after each outermost call; a broken count is reported
        // at the step that made the call rather than stopping the run.
        center.invariantViolationHandler = { [weak self] found in
            self?.violations.append(("invariants", "after a call into the center: " + found.joined(separator: "; ")))
        }
        observation = center.observeEvents { [weak self] event in
            self?.record(event)
        }
        let stream = center.events
        streamed = Task {
            var received: [ReferenceModel.LoggedEvent] = []
            for await event in stream {
                received.append(ReferenceModel.LoggedEvent(request: Int(event.request.rawValue), kind: event.kind))
            }
            return received
        }
    }

    // MARK: - Steps

    /// Performs one step on the center and the model, then checks them.
    func perform(_ step: Step, index: Int) async -> ModelFailure? {
        if let failure = await act(step) {
            return ModelFailure(step: index, check: failure.check, detail: failure.detail)
        }
        return check().map { ModelFailure(step: index, check: $0.check, detail: $0.detail) }
    }

    /// Closes the center, checks every request ended exactly once, and waits for every
    /// awaiting caller to resume.
    func finish() async -> ModelFailure? {
        center.close()
        onModel { $0.close() }
        if let failure = check() ?? checkObserversReceived() {
            return ModelFailure(step: nil, check: failure.check, detail: failure.detail)
        }
        if let unended = (1..<requestCount + 1).first(where: { events[$0]?.count(where: \.isEnded) != 1 }) {
            return ModelFailure(step: nil, check: "request did not end exactly once", detail: "r\(unended): \(Self.describe(events[unended]))")
        }
        // The stream finishes after the events of the closing; later events are not streamed.
        if let streamed = await streamed?.value, streamed[...] != eventLog.prefix(streamed.count) {
            return ModelFailure(step: nil, check: "event stream", detail: "the events stream got \(streamed), the observers \(eventLog)")
        }
        var yields = 0
        while taskOutcomes.count + sheetTaskOutcomes.count < tasks.count && yields < 10 * Self.taskYields {
            await Task.yield()
            yields += 1
        }
        let suspended = tasks.keys.filter { taskOutcomes[$0] == nil && sheetTaskOutcomes[$0] == nil }.sorted()
        if !suspended.isEmpty {
            for request in suspended { tasks[request]?.cancel() }
            return ModelFailure(step: nil, check: "awaiting caller left suspended", detail: "requests \(suspended) after \(yields) yields")
        }
        coverage["awaiting caller resumed", default: 0] += taskOutcomes.count
        coverage["awaiting sheet caller resumed", default: 0] += sheetTaskOutcomes.count
        for (request, result) in sheetTaskOutcomes.sorted(by: { $0.key < $1.key }) where result != model.sheetResult(of: request) {
            return ModelFailure(
                step: nil, check: "awaited sheet outcome",
                detail: "r\(request): the caller got \(result), the model says \(String(describing: model.sheetResult(of: request)))")
        }
        for (request, outcome) in taskOutcomes.sorted(by: { $0.key < $1.key }) where outcome != model.outcome(of: request) {
            return ModelFailure(
                step: nil, check: "awaited outcome",
                detail: "r\(request): the caller got \(outcome), the model says \(String(describing: model.outcome(of: request)))")
        }
        return nil
    }

    private func act(_ step: Step) async -> (check: String, detail: String)? {
        switch step {
        case .request(let label, let spec):
            return await request(spec, label: label)
        case .tap(let button, let typing, let dismissalFirst):
            guard let showing = model.showing else { return nil }
            let host = hosts[showing.host - 1]
            let presentation = AlertPresentationID(rawValue: UInt64(showing.presentation))
            let index = button % showing.alert.spec.shownButtons.count
            if dismissalFirst {
                host.dismissalBegan(presentation)
                onModel { $0.dismissalBegan(presentation: showing.presentation, host: showing.host) }
            }
            let taken = host.answer(presentation, buttonIndex: index, textValues: typing)
            let expected = onModel { $0.answer(presentation: showing.presentation, host: showing.host, button: index, typing: typing) }
            return taken == expected ? nil : ("answer taken", "the center says \(taken), the model \(expected)")
        case .dismissalBegan:
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismissalBegan(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            onModel { $0.dismissalBegan(presentation: showing.presentation, host: showing.host) }
        case .dismissalFinished(.visible):
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismissalFinished(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            onModel { $0.dismissalFinished(presentation: showing.presentation, host: showing.host) }
        case .dismissalFinished(.lastLeft):
            guard let left = model.lastLeft else { return nil }
            hosts[left.host - 1].dismissalFinished(AlertPresentationID(rawValue: UInt64(left.presentation)))
            onModel { $0.dismissalFinished(presentation: left.presentation, host: left.host) }
        case .dismiss:
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismiss(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            onModel { $0.dismiss(presentation: showing.presentation, host: showing.host) }
        case .answerStale(let button):
            guard let left = model.lastLeft else { return nil }
            return refusedAnswer(presentation: left.presentation, host: left.host, button: button)
        case .answerOnOtherHost(let button):
            guard let showing = model.showing, let other = hosts.indices.first(where: { $0 + 1 != showing.host }) else { return nil }
            return refusedAnswer(presentation: showing.presentation, host: other + 1, button: button)
        case .cancel(let label, let followUp, let throughTask):
            guard let request = followUp ? followUpIDs[label] : requestIDs[label] else { return nil }
            return await cancel(request, throughTask: throughTask)
        case .attach(let label, let settling):
            hostNumbers[label] = attachHost(settling)
            onModel { $0.attach(settling) }
        case .attachInSecondWindow(let label, let settling):
            hostNumbers[label] = attachHost(settling, window: secondWindow)
            onModel { $0.attach(settling, window: 2) }
            coverage["second window", default: 0] += 1
        case .setVisible(let label, let isVisible):
            guard let host = hostNumbers[label] else { return nil }
            hosts[host - 1].setVisible(isVisible)
            onModel { $0.setVisible(isVisible, host: host) }
            if !isVisible && model.hosts[host - 1].isAttached { coverage["host hidden", default: 0] += 1 }
        case .windowBecameKey(let label):
            guard let host = hostNumbers[label] else { return nil }
            hosts[host - 1].windowBecameKey()
            onModel { $0.windowBecameKey(host: host) }
            if model.hosts[host - 1].isAttached { coverage["window became key", default: 0] += 1 }
        case .detach(let label):
            guard let host = hostNumbers[label] else { return nil }
            hosts[host - 1].detach()
            onModel { $0.detach(host) }
        case .advance(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))
            onModel { $0.advance(by: .milliseconds(milliseconds)) }
        case .close:
            center.close()
            onModel { $0.close() }
        case .observe(let spec):
            installObserver(spec)
            onModel { $0.observe(spec) }
        case .stopObserving(let newest):
            guard let number = model.observer(newest ? .newest : .oldest, own: nil) else { return nil }
            stopObserving(number)
            onModel { $0.stopObserving(number) }
        case .requestSheet(let label, let spec):
            return await requestSheet(spec, label: label)
        case .finishSheet(let index, let rightType, let onOtherHost):
            guard !model.presentedSheets.isEmpty else { return nil }
            let shown = model.presentedSheets[index % model.presentedSheets.count]
            let host = onOtherHost ? hosts.indices.first { $0 + 1 != shown.host }.map { $0 + 1 } : shown.host
            guard let host else { return nil }
            let value = SheetValue.finishing(shown.sheet.spec.valueType, rightType: rightType)
            let taken = hosts[host - 1].finishSheet(AlertPresentationID(rawValue: UInt64(shown.presentation)), with: value.sendable)
            let expected = onModel { $0.finishSheet(presentation: shown.presentation, host: host, value: value) }
            return taken == expected ? nil : ("sheet finish taken", "the center says \(taken), the model \(expected)")
        case .sheetDismissed(let index):
            guard !model.presentedSheets.isEmpty else { return nil }
            let shown = model.presentedSheets[index % model.presentedSheets.count]
            hosts[shown.host - 1].sheetDismissed(AlertPresentationID(rawValue: UInt64(shown.presentation)))
            onModel { $0.sheetDismissed(presentation: shown.presentation, host: shown.host) }
        case .sheetLeft(let index, let throughDismissed):
            guard !model.leavingSheets.isEmpty else { return nil }
            let left = model.leavingSheets[index % model.leavingSheets.count]
            let presentation = AlertPresentationID(rawValue: UInt64(left.presentation))
            if throughDismissed {
                hosts[left.host - 1].sheetDismissed(presentation)
                onModel { $0.sheetDismissed(presentation: left.presentation, host: left.host) }
            } else {
                hosts[left.host - 1].sheetDismissalFinished(presentation)
                onModel { $0.sheetDismissalFinished(presentation: left.presentation, host: left.host) }
            }
        case .dismissAllSheets:
            center.dismissAllSheets()
            onModel { $0.dismissAllSheets() }
        }
        return nil
    }

    /// How numbering a new request went: the number the center and the model give it, with the
    /// host it is made through; or its host is gone (the step is skipped); or the numbers
    /// disagree.
    private enum NewRequest {
        case numbered(Int, via: Int?)
        case hostGone
        case misnumbered(String)
    }

    /// Numbers a new request labelled `label`, made through the host labelled `via`.
    private func numberNewRequest(label: Int, via: Int?) -> NewRequest {
        var host: Int?
        if let via {
            guard let number = hostNumbers[via] else { return .hostGone }
            host = number
        }
        let id = model.nextRequest
        guard requestCount + 1 == id, lastRequestMade + 1 == id else {
            return .misnumbered("the center made \(requestCount) requests, the run \(lastRequestMade), the model \(id - 1)")
        }
        lastRequestMade = id
        requestIDs[label] = id
        labelledRequests.append((label, false, id))
        return .numbered(id, via: host)
    }

    private func requestSheet(_ labelled: SheetSpec, label: Int) async -> (check: String, detail: String)? {
        var spec = labelled
        let id: Int
        switch numberNewRequest(label: label, via: labelled.via) {
        case .hostGone: return nil
        case .misnumbered(let detail): return ("request numbering", detail)
        case .numbered(let number, let via): (id, spec.via) = (number, via)
        }
        let host = spec.via.map { hosts[$0 - 1] }
        switch spec.mode {
        case .show, .awaitHandle:
            // The caller holds the content during its call, and lets go of it once it holds the
            // handle: a `deinit` that withdraws the newest request may find this one.
            let content = sheetContent(spec, request: id)
            let handle = showSheet(spec, request: id, via: host, content: content)
            sheetHandles[id] = handle
            withExtendedLifetime(content) {}
            if handle.id.rawValue != UInt64(id) {
                return ("request numbering", "the center numbered the sheet request \(handle.id), expected r\(id)")
            }
            if spec.mode == .awaitHandle {
                tasks[id] = Task { [weak self] in
                    let result = await handle.value()
                    self?.sheetTaskOutcomes[id] = result
                }
            }
        case .present, .presentFromCancelledTask:
            let center = center
            sheetTypes[id] = spec.valueType
            let sheet = spec.sheetData(request: id)
            let type = spec.valueType
            let task = Task { [weak self] in
                let result: SheetResult
                switch (type, host) {
                case (.text, let host?): result = SheetResult(outcome: await host.presentSheet(sheet, finishingWith: String.self))
                case (.text, nil): result = SheetResult(outcome: await center.presentSheet(sheet, finishingWith: String.self))
                case (.number, let host?): result = SheetResult(outcome: await host.presentSheet(sheet, finishingWith: Int.self))
                case (.number, nil): result = SheetResult(outcome: await center.presentSheet(sheet, finishingWith: Int.self))
                }
                self?.sheetTaskOutcomes[id] = result
            }
            if spec.mode == .presentFromCancelledTask { task.cancel() }
            tasks[id] = task
            if let failure = await waitUntilRequested(id) { return failure }
        }
        onModel { $0.requestSheet(spec) }
        return nil
    }

    /// Lets the task that presents request `id` run until it has made the request; a failed
    /// check if it has not after ``taskYields`` yields.
    private func waitUntilRequested(_ id: Int) async -> (check: String, detail: String)? {
        var yields = 0
        while requestCount < id && yields < Self.taskYields {
            await Task.yield()
            yields += 1
        }
        return requestCount < id ? ("present never requested", "r\(id) was not requested after \(yields) yields") : nil
    }

    /// Requests the sheet of request `request` with `showSheet`, on `host` or the center, with
    /// `content`.
    private func showSheet(_ spec: SheetSpec, request: Int, via host: AlertHost?, content: (any Sendable)? = nil) -> SheetHandleReader {
        sheetTypes[request] = spec.valueType
        let sheet = spec.sheetData(request: request)
        switch spec.valueType {
        case .text:
            return SheetHandleReader(
                host?.showSheet(sheet, content: content, finishingWith: String.self)
                    ?? center.showSheet(sheet, content: content, finishingWith: String.self))
        case .number:
            return SheetHandleReader(
                host?.showSheet(sheet, content: content, finishingWith: Int.self) ?? center.showSheet(sheet, content: content, finishingWith: Int.self))
        }
    }

    /// The content of request `request`'s sheet: an object whose `deinit` performs the spec's
    /// `onRelease`, or none.
    private func sheetContent(_ spec: SheetSpec, request: Int) -> (any Sendable)? {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let operation = spec.releaseOperation else { return nil }
        return ReleaseProbe { [weak self] in
            self?.coverage["sheet content deinit re-entered", default: 0] += 1
            self?.released(request, operation: operation)
        }
    }

    /// Applies an operation to the model, which first learns the order in which the center
    /// ended requests (see ``ReferenceModel/centerEndings``).
    @discardableResult
    private func onModel<Value>(_ operation: (inout ReferenceModel) -> Value) -> Value {
        model.centerEndings = endings
        model.centerReleases = releaseOrder
        return operation(&model)
    }

    private func request(_ labelled: RequestSpec, label: Int) async -> (check: String, detail: String)? {
        var spec = labelled
        let id: Int
        switch numberNewRequest(label: label, via: labelled.via) {
        case .hostGone: return nil
        case .misnumbered(let detail): return ("request numbering", detail)
        case .numbered(let number, let via): (id, spec.via) = (number, via)
        }
        let host = spec.via.map { hosts[$0 - 1] }
        switch spec.mode {
        case .show, .awaitHandle:
            let handle = show(makeAlert(spec, request: id, label: label), via: host)
            handles[id] = handle
            if handle.id.rawValue != UInt64(id) {
                return ("request numbering", "the center numbered the request \(handle.id), expected r\(id)")
            }
            if spec.mode == .awaitHandle {
                tasks[id] = Task { [weak self] in
                    let outcome = await handle.value
                    self?.taskOutcomes[id] = outcome
                }
            }
        case .present, .presentFromCancelledTask:
            let center = center
            let alert = makeAlert(spec, request: id, label: label)
            let task = Task { [weak self] in
                let outcome = if let host { await host.present(alert) } else { await center.present(alert) }
                self?.taskOutcomes[id] = outcome
            }
            if spec.mode == .presentFromCancelledTask { task.cancel() }
            tasks[id] = task
            if let failure = await waitUntilRequested(id) { return failure }
        }
        onModel { $0.request(spec) }
        return nil
    }

    /// Requests `alert`, which the caller holds only during the call: the object its actions
    /// captured is released once the call returns, if the request ended during it.
    private func show(_ alert: AlertData, via host: AlertHost?) -> AlertHandle {
        host?.show(alert) ?? center.show(alert)
    }

    /// The alert of request `request`: its actions report their runs and perform the spec's
    /// action; they hold an object whose release performs the spec's `onRelease`.
    private func makeAlert(_ spec: RequestSpec, request: Int, label: Int?) -> AlertData {
        var probe: (any Sendable)?
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let operation = spec.releaseOperation {
            probe = ReleaseProbe { [weak self] in
                self?.coverage["deinit re-entered", default: 0] += 1
                self?.released(request, operation: operation)
            }
        }
        let alert = spec.alertData(request: request, capturing: probe) { [weak self] button in
            self?.actionRan(request: request, label: label, spec: spec, button: button)
        }
        creators[alert.id] = request
        return alert
    }

    /// The `deinit` of request `request`'s object runs `operation`.
    private func released(_ request: Int, operation: CallbackOperation) {
        releaseOrder[request] = releaseOrder.count + 1
        perform(operation, subject: request, observer: nil)
    }

    private func cancel(_ request: Int, throughTask: Bool) async -> (check: String, detail: String)? {
        guard request <= requestCount else { return nil }
        let wasPending = model.isPending(request)
        if let task = tasks[request], throughTask || (handles[request] == nil && sheetHandles[request] == nil) {
            task.cancel()
            var yields = 0
            while wasPending && events[request]?.contains(where: \.isEnded) != true && yields < Self.taskYields {
                await Task.yield()
                yields += 1
            }
        } else {
            handles[request]?.cancel()
            sheetHandles[request]?.cancel()
        }
        onModel { $0.cancel(request) }
        return nil
    }

    private func refusedAnswer(presentation: Int, host: Int, button: Int) -> (check: String, detail: String)? {
        let taken = hosts[host - 1].answer(AlertPresentationID(rawValue: UInt64(presentation)), buttonIndex: button)
        let expected = onModel { $0.answer(presentation: presentation, host: host, button: button, typing: []) }
        return taken == expected ? nil : ("answer taken", "presentation#\(presentation) on host#\(host): the center says \(taken), the model \(expected)")
    }

    /// Attaches a host and returns its number.
    @discardableResult
    private func attachHost(_ settling: AlertHost.Settling, window: AlertWindowID = .main) -> Int {
        let host = center.attachHost(settling: settling, window: window)
        hosts.append(host)
        hosts.sort { $0.id.rawValue < $1.id.rawValue }
        return Int(host.id.rawValue)
    }

    /// The attached host showing `presentation`.
    private func host(showing presentation: AlertPresentation) -> AlertHost? {
        center.hosts.first { $0.id == presentation.host }
    }

    private func installObserver(_ spec: ObserverSpec) {
        let number = observers.count + 1
        observers.append(InstalledObserver(spec: spec))
        observers[number - 1].observation = center.observeEvents { [weak self] event in
            self?.observer(number, received: event)
        }
    }

    private func stopObserving(_ number: Int) {
        observers[number - 1].isActive = false
        observers[number - 1].observation?.cancel()
    }

    // MARK: - Callbacks

    /// Performs a callback's operation on the center: what ``ReferenceModel/apply(_:subject:observer:)``
    /// predicts, with targets found in the center's own state.
    private func perform(_ operation: CallbackOperation, subject: Int, observer own: Int?) {
        switch operation {
        case .request(let given):
            var spec = given
            spec.mode = .show
            spec.via = nil
            lastRequestMade += 1
            let id = lastRequestMade
            let handle = center.show(makeAlert(spec, request: id, label: nil))
            handles[id] = handle
            if handle.id.rawValue != UInt64(id) {
                violations.append(("request numbering", "a callback's request is \(handle.id), expected r\(id)"))
            }
        case .cancel(let target):
            let pending = Set(handles.filter { $0.value.isPending }.keys).union(sheetHandles.filter { $0.value.isPending }.keys)
            let request =
                switch target {
                case .subject: pending.contains(subject) ? subject : nil
                case .newest: pending.max()
                case .oldest: pending.min()
                }
            if let request {
                handles[request]?.cancel()
                sheetHandles[request]?.cancel()
            }
        case .answer(let button):
            guard let visible = center.visiblePresentation else { return }
            host(showing: visible)?.answer(visible.id, buttonIndex: button % visible.buttons.count)
        case .dismissalBegan:
            guard let visible = center.visiblePresentation else { return }
            host(showing: visible)?.dismissalBegan(visible.id)
        case .dismissalFinished:
            guard let visible = center.visiblePresentation else { return }
            host(showing: visible)?.dismissalFinished(visible.id)
        case .dismiss:
            guard let visible = center.visiblePresentation else { return }
            host(showing: visible)?.dismiss(visible.id)
        case .attach(let settling):
            attachHost(settling)
        case .detach(let topmost):
            (topmost ? center.hosts.last : center.hosts.first)?.detach()
        case .close:
            center.close()
        case .observe(let spec):
            installObserver(spec)
        case .stopObserving(let target):
            let active = observers.indices.filter { observers[$0].isActive }.map { $0 + 1 }
            let number =
                switch target {
                case .own: own.flatMap { active.contains($0) ? $0 : nil }
                case .newest: active.last
                case .oldest: active.first
                }
            if let number { stopObserving(number) }
        case .requestSheet(let given):
            coverage["sheet re-entered", default: 0] += 1
            var spec = given
            spec.mode = .show
            spec.via = nil
            spec.onRelease = nil
            lastRequestMade += 1
            let id = lastRequestMade
            let handle = showSheet(spec, request: id, via: nil)
            sheetHandles[id] = handle
            if handle.id.rawValue != UInt64(id) {
                violations.append(("request numbering", "a callback's sheet request is \(handle.id), expected r\(id)"))
            }
        case .finishSheet(let rightType):
            // Only identifiers: a presentation holds the sheet's content.
            guard let (id, hostID, request) = center.visibleSheets.last.map({ ($0.id, $0.host, $0.request) }),
                let host = center.hosts.first(where: { $0.id == hostID })
            else { return }
            guard let type = sheetTypes[Int(request.rawValue)] else { return }
            coverage["sheet re-entered", default: 0] += 1
            host.finishSheet(id, with: SheetValue.finishing(type, rightType: rightType).sendable)
        case .dismissSheet:
            guard let (id, hostID) = center.visibleSheets.last.map({ ($0.id, $0.host) }) else { return }
            center.hosts.first { $0.id == hostID }?.sheetDismissed(id)
        case .dismissAllSheets:
            center.dismissAllSheets()
        }
    }

    private func observer(_ number: Int, received event: AlertEvent) {
        guard observers[number - 1].isActive else {
            violations.append(("event after cancellation", "observer #\(number) got \(event.kind) for \(event.request) once cancelled"))
            return
        }
        // The run's own observer registered first, so it has logged this event last.
        observers[number - 1].received.append(eventLog.count)
        let spec = observers[number - 1].spec
        guard observers[number - 1].fires < spec.limit, spec.trigger.matches(event.kind) else { return }
        observers[number - 1].fires += 1
        coverage["observer re-entered", default: 0] += 1
        perform(spec.operation, subject: Int(event.request.rawValue), observer: number)
    }

    private func record(_ event: AlertEvent) {
        let request = Int(event.request.rawValue)
        if event.kind == .requested || event.kind == .sheet(.requested) {
            requestCount += 1
            if request != requestCount {
                violations.append(("request numbering", "\(event.request) requested as request number \(requestCount)"))
            }
        } else if events[request] == nil {
            violations.append(("events order", "\(event.kind) came before r\(request) was requested"))
        }
        if events[request]?.contains(where: \.isEnded) == true && !event.kind.isSettled {
            violations.append(("event after ended", "r\(request): \(event.kind) after \(Self.describe(events[request]))"))
        }
        events[request, default: []].append(event.kind)
        eventLog.append(ReferenceModel.LoggedEvent(request: request, kind: event.kind))
        if event.kind.isEnded { endings[request] = eventLog.count }
        if case .interrupted(let by) = event.kind, sheetTypes[Int(by.rawValue)] != nil {
            coverage["interrupted by a sheet", default: 0] += 1
        }
        changed.insert(request)
        coverage[event.kind.category, default: 0] += 1
    }

    private static func describe(_ kinds: [AlertEvent.Kind]?) -> String {
        "[" + (kinds ?? []).map { "\($0)" }.joined(separator: ", ") + "]"
    }

    private func actionRan(request: Int, label: Int?, spec: RequestSpec, button: Int) {
        if center.hosts.contains(where: { $0.presentation.map { creators[$0.alert.id] == request } ?? false }) {
            violations.append(("action ran on screen", "r\(request) button \(button) ran while its alert was still shown"))
        }
        if let outcome = handles[request]?.outcome, outcome.answer?.buttonIndex != button {
            violations.append(("action without its answer", "r\(request) button \(button) ran, but the request ended \(outcome)"))
        }
        actionRuns.append(ReferenceModel.ActionRun(request: request, button: button))
        coverage["action ran", default: 0] += 1
        if spec.followUp && button == spec.shownButtons.count - 1 {
            lastRequestMade += 1
            let id = lastRequestMade
            if let label {
                followUpIDs[label] = id
                labelledRequests.append((label, true, id))
            }
            let followUp = RequestSpec.followUpRequest
            let alert = followUp.alertData(request: id) { [weak self] button in
                self?.actionRan(request: id, label: nil, spec: followUp, button: button)
            }
            creators[alert.id] = id
            handles[id] = center.show(alert)
        }
        if let operation = spec.action {
            coverage["action re-entered", default: 0] += 1
            perform(operation, subject: request, observer: nil)
        }
    }

    // MARK: - Checks

    /// The sheets on screen, waiting and pending, against the model; and no host showing an
    /// alert and presenting a sheet at once.
    private func checkSheets() -> (check: String, detail: String)? {
        let visible = center.visibleSheets.map {
            SheetState(presentation: Int($0.id.rawValue), host: Int($0.host.rawValue), title: $0.sheet.title, request: Int($0.request.rawValue))
        }
        let expected = model.presentedSheets.map {
            SheetState(presentation: $0.presentation, host: $0.host, title: SheetSpec.title(of: $0.sheet.creator), request: $0.request)
        }
        if visible != expected {
            return ("visible sheets", "the center shows \(visible), the model \(expected)")
        }
        let queued = center.queuedSheets.map(\.title)
        let expectedQueue = model.waitingSheetsInOrder.map { SheetSpec.title(of: $0.creator) }
        if queued != expectedQueue {
            return ("sheet queue", "the center has \(queued), the model \(expectedQueue)")
        }
        if center.pendingSheetRequestCount != model.pendingSheetCount {
            return ("pending sheet count", "the center has \(center.pendingSheetRequestCount), the model \(model.pendingSheetCount)")
        }
        for (index, host) in hosts.enumerated() {
            let number = index + 1
            let expected = model.presentedSheets.first { $0.host == number }.map { UInt64($0.presentation) }
            if host.sheetPresentation?.id.rawValue != expected {
                return (
                    "host sheet",
                    "host#\(number) presents \(String(describing: host.sheetPresentation?.id)), the model presentation#\(String(describing: expected))"
                )
            }
            if host.presentation != nil && host.sheetPresentation != nil {
                return ("one modal item per host", "host#\(number) shows an alert and presents a sheet")
            }
        }
        return nil
    }

    /// Every event each observer received, against the model; checked once, at the end, while
    /// each step compares their counts.
    private func checkObserversReceived() -> (check: String, detail: String)? {
        for (index, observer) in observers.enumerated() where observer.received != model.observers[index].received {
            return ("observer", "observer #\(index + 1) received events \(observer.received), the model \(model.observers[index].received)")
        }
        return nil
    }

    private func check() -> (check: String, detail: String)? {
        if let violation = violations.first { return violation }
        let broken = center.invariantViolations()
        if !broken.isEmpty { return ("invariants", broken.joined(separator: "; ")) }
        if eventLog.count != model.eventLog.count || eventLog[checkedEvents...] != model.eventLog[checkedEvents...] {
            let from = max(0, min(checkedEvents, eventLog.count, model.eventLog.count) - 3)
            return ("event order", "the center delivered \(eventLog[from...]), the model says \(model.eventLog[from...]) happened")
        }
        checkedEvents = eventLog.count
        if observers.count != model.observers.count {
            return ("observers", "the run installed \(observers.count), the model \(model.observers.count)")
        }
        for (index, observer) in observers.enumerated() {
            let expected = model.observers[index]
            if observer.received.count != expected.received.count || observer.received.last != expected.received.last
                || observer.fires != expected.fires || observer.isActive != expected.isActive
            {
                return (
                    "observer",
                    "observer #\(index + 1) (\(observer.spec)) got \(observer.received.count) events, last \(String(describing: observer.received.last)), fired \(observer.fires), active \(observer.isActive); the model: \(expected.received.count), \(String(describing: expected.received.last)), \(expected.fires), \(expected.isActive)"
                )
            }
        }
        let showing = model.showing
        let expectedVisible = showing.map {
            VisibleState(presentation: $0.presentation, host: $0.host, creator: $0.alert.creator, request: $0.request)
        }
        let visible = center.visiblePresentation.map {
            VisibleState(presentation: Int($0.id.rawValue), host: Int($0.host.rawValue), creator: creators[$0.alert.id] ?? 0, request: Int($0.request.rawValue))
        }
        if visible != expectedVisible {
            return ("visible alert", "the center shows \(visible?.description ?? "nothing"), the model \(expectedVisible?.description ?? "nothing")")
        }
        let showingHosts = hosts.filter { $0.presentation != nil }
        if showingHosts.count > 1 {
            return ("one visible alert", "hosts \(showingHosts.map(\.id)) all show an alert")
        }
        if let host = showingHosts.first, !center.isSettling, let shown = showing, Int(host.id.rawValue) != model.target(of: shown.alert) {
            return ("alert's host", "\(host.id) shows an alert not being dismissed, which belongs on host#\(String(describing: model.target(of: shown.alert)))")
        }
        if center.topmostHost.map({ Int($0.id.rawValue) }) != model.topHost {
            return ("topmost host", "the center's is \(String(describing: center.topmostHost?.id)), the model's host#\(String(describing: model.topHost))")
        }
        for (index, host) in hosts.enumerated() where host.isAttached && host.isVisible != model.hosts[index].isVisible {
            return ("host visible", "host#\(index + 1) visible: \(host.isVisible), the model \(model.hosts[index].isVisible)")
        }
        if !model.attached.isEmpty && !model.attached.contains(where: { model.hosts[$0 - 1].isVisible }) {
            coverage["all hosts hidden", default: 0] += 1
        }
        for (index, host) in hosts.enumerated() {
            let number = index + 1
            if host.id.rawValue != UInt64(number) {
                return ("host numbering", "the run's host#\(number) is \(host.id)")
            }
            let expected = showing?.host == number ? showing.map { UInt64($0.presentation) } : nil
            if host.presentation?.id.rawValue != expected {
                return (
                    "host presentation",
                    "host#\(number) shows \(String(describing: host.presentation?.id)), the model presentation#\(String(describing: expected))"
                )
            }
            if host.isAttached != model.hosts[index].isAttached {
                return ("host attached", "host#\(number) attached: \(host.isAttached), the model \(model.hosts[index].isAttached)")
            }
        }
        let attached = center.hosts.map { Int($0.id.rawValue) }
        if attached != model.attached {
            return ("attached hosts", "the center has \(attached), the model \(model.attached)")
        }
        if center.isSettling != model.isSettling {
            return ("settling", "the center says \(center.isSettling), the model \(model.isSettling)")
        }
        let queue = center.queuedAlerts.map {
            QueuedState(creator: creators[$0.alert.id] ?? 0, request: Int($0.request.rawValue), requests: $0.requests.map { Int($0.rawValue) })
        }
        let expectedQueue = model.waitingInOrder.map { QueuedState(creator: $0.creator, request: $0.members[0], requests: $0.members) }
        if queue != expectedQueue {
            return ("queue", "the center has \(queue), the model \(expectedQueue)")
        }
        if center.pendingRequestCount != model.pendingCount {
            return ("pending count", "the center has \(center.pendingRequestCount), the model \(model.pendingCount)")
        }
        if let failure = checkSheets() { return failure }
        if center.isClosed != model.isClosed {
            return ("closed", "the center says \(center.isClosed), the model \(model.isClosed)")
        }
        for request in changed.union(model.takeChangedRequests()).sorted() {
            let actual = events[request] ?? []
            let expected = model.events[request] ?? []
            if actual != expected {
                return ("events", "r\(request): the center reported \(Self.describe(actual)), the model \(Self.describe(expected))")
            }
            if let handle = sheetHandles[request], handle.result() != model.sheetResult(of: request) {
                return (
                    "sheet outcome",
                    "r\(request): the handle has \(String(describing: handle.result())), the model \(String(describing: model.sheetResult(of: request)))"
                )
            }
            if let handle = handles[request], handle.outcome != model.outcome(of: request) {
                return (
                    "outcome", "r\(request): the handle has \(String(describing: handle.outcome)), the model \(String(describing: model.outcome(of: request)))"
                )
            }
        }
        changed = []
        if actionRuns != model.actionRuns {
            return ("actions", "ran \(actionRuns), the model \(model.actionRuns)")
        }
        return nil
    }
}

/// The visible alert, compared between the center and the model.
private struct VisibleState: Equatable, CustomStringConvertible {
    let presentation: Int
    let host: Int
    let creator: Int
    let request: Int

    var description: String { "presentation#\(presentation) of r\(creator) for r\(request) on host#\(host)" }
}

/// A sheet on screen, compared between the center and the model.
private struct SheetState: Equatable, CustomStringConvertible {
    let presentation: Int
    let host: Int
    let title: String
    let request: Int

    var description: String { "presentation#\(presentation) of \(title) for r\(request) on host#\(host)" }
}

/// A sheet request's handle, whatever type of value it waits for.
@MainActor
struct SheetHandleReader {
    let id: AlertRequestID
    let isPendingNow: () -> Bool
    let result: () -> SheetResult?
    let cancel: () -> Void
    /// Waits for the outcome.
    let value: () async -> SheetResult

    var isPending: Bool { isPendingNow() }

    init(_ handle: SheetHandle<String>) {
        id = handle.id
        isPendingNow = { handle.isPending }
        result = { handle.outcome.map { SheetResult(outcome: $0) } }
        cancel = { handle.cancel() }
        value = { SheetResult(outcome: await handle.value) }
    }

    init(_ handle: SheetHandle<Int>) {
        id = handle.id
        isPendingNow = { handle.isPending }
        result = { handle.outcome.map { SheetResult(outcome: $0) } }
        cancel = { handle.cancel() }
        value = { SheetResult(outcome: await handle.value) }
    }
}

extension SheetEvent {
    /// The kind of sheet event without its particulars, as counted in ``ModelRun/coverage``.
    var category: String {
        switch self {
        case .requested: "sheet requested"
        case .coalesced: "sheet coalesced"
        case .queued: "sheet queued"
        case .presented: "sheet presented"
        case .moved: "sheet moved"
        case .settled: "sheet settled"
        case .ended(.rejected(.invalid)): "sheet ended rejected invalid"
        case .ended(.rejected(.queueFull)): "sheet ended rejected queueFull"
        case .ended(.rejected(.noHost)): "sheet ended rejected noHost"
        case .ended(.rejected(.centerClosed)): "sheet ended rejected centerClosed"
        case .ended(let ending): "sheet ended \(ending)"
        }
    }
}

/// A waiting alert, compared between the center and the model.
private struct QueuedState: Equatable, CustomStringConvertible {
    let creator: Int
    let request: Int
    let requests: [Int]

    var description: String { "r\(creator) for \(requests) as r\(request)" }
}

extension AlertEvent.Kind {
    /// The kind of event without its particulars, as counted in ``ModelRun/coverage``.
    var category: String {
        switch self {
        case .requested: "requested"
        case .coalesced: "coalesced"
        case .queued: "queued"
        case .presented: "presented"
        case .interrupted: "interrupted"
        case .moved: "moved"
        case .answered: "answered"
        case .settled: "settled"
        case .ended(.answered): "ended answered"
        case .ended(.dismissed): "ended dismissed"
        case .ended(.cancelled): "ended cancelled"
        case .ended(.hostGone): "ended hostGone"
        case .ended(.rejected(.invalid)): "ended rejected invalid"
        case .ended(.rejected(.queueFull)): "ended rejected queueFull"
        case .ended(.rejected(.noHost)): "ended rejected noHost"
        case .ended(.rejected(.centerClosed)): "ended rejected centerClosed"
        case .toast(let event): event.category
        case .loading(let event): event.category
        case .sheet(let event): event.category
        }
    }

    var isEnded: Bool {
        switch self {
        case .ended, .sheet(.ended): true
        default: false
        }
    }

    /// `settled` concerns a showing, which outlives its request on an `.afterSettleTime` host:
    /// it is the one event that may follow `ended`.
    var isSettled: Bool {
        switch self {
        case .settled, .sheet(.settled): true
        default: false
        }
    }
}
