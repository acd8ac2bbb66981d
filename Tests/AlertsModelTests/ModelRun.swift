import Alerts
import AlertsTesting

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
/// - at most one host shows an alert, and an alert not being dismissed is on the topmost host;
/// - the visible alert, the queue, the hosts, the settling state, the pending count, each
///   request's outcome and events, and the actions run equal the model's;
/// - every request's first event is `requested`, it ends at most once, and nothing but the
///   `settled` of its showing follows;
/// - an action runs only for the tapped button, at most once, once its alert is off screen;
/// - at the end, with the center closed, every request has ended exactly once and every
///   awaiting caller has resumed with the model's outcome.
@MainActor
final class ModelRun {
    let configuration: ModelConfiguration
    private(set) var model: ReferenceModel

    private let clock = ManualAlertClock()
    private let center: AlertCenter
    private var observation: AlertEventObservation?
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
    private var requestCount = 0
    private var events: [Int: [AlertEvent.Kind]] = [:]
    private var changed: Set<Int> = []
    private var actionRuns: [ReferenceModel.ActionRun] = []
    /// The presentation being answered while its button's action may run.
    private var answering: AlertPresentationID?
    /// How often each kind of event and outcome occurred, to show what the sequences reached.
    private(set) var coverage: [String: Int] = [:]
    /// Invariants broken inside callbacks (event observer, button actions), reported after the
    /// step.
    private var violations: [(check: String, detail: String)] = []

    /// How many times to yield the main actor for a task to make its request or to withdraw
    /// it; nothing else runs on this center meanwhile, so a handful is plenty.
    private static let taskYields = 1_000

    init(configuration: ModelConfiguration) {
        self.configuration = configuration
        model = ReferenceModel(configuration: configuration)
        center = AlertCenter(configuration: configuration.centerConfiguration, clock: clock)
        observation = center.observeEvents { [weak self] event in
            self?.observe(event)
        }
    }

    /// Runs `steps` and the end of the sequence, and returns the first failure.
    static func replay(_ configuration: ModelConfiguration, _ steps: [Step]) async -> ModelFailure? {
        let run = ModelRun(configuration: configuration)
        for (index, step) in steps.enumerated() {
            if let failure = await run.perform(step, index: index) { return failure }
        }
        return await run.finish()
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
        model.close()
        if let failure = check() { return ModelFailure(step: nil, check: failure.check, detail: failure.detail) }
        if let unended = (1..<requestCount + 1).first(where: { events[$0]?.count(where: \.isEnded) != 1 }) {
            return ModelFailure(step: nil, check: "request did not end exactly once", detail: "r\(unended): \(Self.describe(events[unended]))")
        }
        var yields = 0
        while taskOutcomes.count < tasks.count && yields < 10 * Self.taskYields {
            await Task.yield()
            yields += 1
        }
        let suspended = tasks.keys.filter { taskOutcomes[$0] == nil }.sorted()
        if !suspended.isEmpty {
            for request in suspended { tasks[request]?.cancel() }
            return ModelFailure(step: nil, check: "awaiting caller left suspended", detail: "requests \(suspended) after \(yields) yields")
        }
        coverage["awaiting caller resumed", default: 0] += taskOutcomes.count
        for (request, outcome) in taskOutcomes.sorted(by: { $0.key < $1.key }) where outcome != model.outcome(of: request) {
            return ModelFailure(step: nil, check: "awaited outcome", detail: "r\(request): the caller got \(outcome), the model says \(String(describing: model.outcome(of: request)))")
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
                model.dismissalBegan(presentation: showing.presentation, host: showing.host)
            }
            answering = presentation
            let taken = host.answer(presentation, buttonIndex: index, textValues: typing)
            answering = nil
            let expected = model.answer(presentation: showing.presentation, host: showing.host, button: index, typing: typing)
            return taken == expected ? nil : ("answer taken", "the center says \(taken), the model \(expected)")
        case .dismissalBegan:
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismissalBegan(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            model.dismissalBegan(presentation: showing.presentation, host: showing.host)
        case .dismissalFinished(.visible):
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismissalFinished(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            model.dismissalFinished(presentation: showing.presentation, host: showing.host)
        case .dismissalFinished(.lastLeft):
            guard let left = model.lastLeft else { return nil }
            hosts[left.host - 1].dismissalFinished(AlertPresentationID(rawValue: UInt64(left.presentation)))
            model.dismissalFinished(presentation: left.presentation, host: left.host)
        case .dismiss:
            guard let showing = model.showing else { return nil }
            hosts[showing.host - 1].dismiss(AlertPresentationID(rawValue: UInt64(showing.presentation)))
            model.dismissalBegan(presentation: showing.presentation, host: showing.host)
            model.dismissalFinished(presentation: showing.presentation, host: showing.host)
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
            let host = center.attachHost(settling: settling)
            hosts.append(host)
            hostNumbers[label] = hosts.count
            model.attach(settling)
            if host.id.rawValue != UInt64(hosts.count) {
                return ("host numbering", "attached \(host.id), expected host#\(hosts.count)")
            }
        case .detach(let label):
            guard let host = hostNumbers[label] else { return nil }
            hosts[host - 1].detach()
            model.detach(host)
        case .advance(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))
            model.advance(by: .milliseconds(milliseconds))
        case .close:
            center.close()
            model.close()
        }
        return nil
    }

    private func request(_ labelled: RequestSpec, label: Int) async -> (check: String, detail: String)? {
        var spec = labelled
        if let via = labelled.via {
            guard let number = hostNumbers[via] else { return nil }
            spec.via = number
        }
        let id = model.nextRequest
        guard requestCount + 1 == id else {
            return ("request numbering", "the center made \(requestCount) requests, the model \(id - 1)")
        }
        requestIDs[label] = id
        labelledRequests.append((label, false, id))
        let alert = spec.alertData(request: id) { [weak self] button in
            self?.actionRan(request: id, label: label, spec: spec, button: button)
        }
        creators[alert.id] = id
        let host = spec.via.map { hosts[$0 - 1] }
        switch spec.mode {
        case .show, .awaitHandle:
            let handle = host?.show(alert) ?? center.show(alert)
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
            let task = Task { [weak self] in
                let outcome = if let host { await host.present(alert) } else { await center.present(alert) }
                self?.taskOutcomes[id] = outcome
            }
            if spec.mode == .presentFromCancelledTask { task.cancel() }
            tasks[id] = task
            var yields = 0
            while requestCount < id && yields < Self.taskYields {
                await Task.yield()
                yields += 1
            }
            if requestCount < id {
                return ("present never requested", "r\(id) was not requested after \(yields) yields")
            }
        }
        model.request(spec)
        return nil
    }

    private func cancel(_ request: Int, throughTask: Bool) async -> (check: String, detail: String)? {
        guard request <= requestCount else { return nil }
        let wasPending = model.isPending(request)
        if let task = tasks[request], throughTask || handles[request] == nil {
            task.cancel()
            var yields = 0
            while wasPending && events[request]?.contains(where: \.isEnded) != true && yields < Self.taskYields {
                await Task.yield()
                yields += 1
            }
        } else {
            handles[request]?.cancel()
        }
        model.cancel(request)
        return nil
    }

    private func refusedAnswer(presentation: Int, host: Int, button: Int) -> (check: String, detail: String)? {
        let taken = hosts[host - 1].answer(AlertPresentationID(rawValue: UInt64(presentation)), buttonIndex: button)
        let expected = model.answer(presentation: presentation, host: host, button: button, typing: [])
        return taken == expected ? nil : ("answer taken", "presentation#\(presentation) on host#\(host): the center says \(taken), the model \(expected)")
    }

    // MARK: - Callbacks

    private func observe(_ event: AlertEvent) {
        let request = Int(event.request.rawValue)
        if event.kind == .requested {
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
        changed.insert(request)
        coverage[event.kind.category, default: 0] += 1
    }

    private static func describe(_ kinds: [AlertEvent.Kind]?) -> String {
        "[" + (kinds ?? []).map { "\($0)" }.joined(separator: ", ") + "]"
    }

    private func actionRan(request: Int, label: Int?, spec: RequestSpec, button: Int) {
        if let presentation = answering {
            if center.visiblePresentation?.id == presentation || hosts.contains(where: { $0.presentation?.id == presentation }) {
                violations.append(("action ran on screen", "r\(request) button \(button) ran while \(presentation) was still shown"))
            }
        } else {
            violations.append(("action without a tap", "r\(request) button \(button) ran with no tap in progress"))
        }
        actionRuns.append(ReferenceModel.ActionRun(request: request, button: button))
        coverage["action ran", default: 0] += 1
        if spec.followUp && button == spec.shownButtons.count - 1 {
            let id = requestCount + 1
            let followUp = RequestSpec.followUpRequest
            if let label {
                followUpIDs[label] = id
                labelledRequests.append((label, true, id))
            }
            let alert = followUp.alertData(request: id) { [weak self] button in
                self?.actionRan(request: id, label: nil, spec: followUp, button: button)
            }
            creators[alert.id] = id
            handles[id] = center.show(alert)
        }
    }

    // MARK: - Checks

    private func check() -> (check: String, detail: String)? {
        if let violation = violations.first { return violation }
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
        if let host = showingHosts.first, !center.isSettling, host !== center.topmostHost {
            return ("topmost host", "\(host.id) shows an alert not being dismissed, but \(String(describing: center.topmostHost?.id)) is topmost")
        }
        for (index, host) in hosts.enumerated() {
            let number = index + 1
            let expected = showing?.host == number ? showing.map { UInt64($0.presentation) } : nil
            if host.presentation?.id.rawValue != expected {
                return ("host presentation", "host#\(number) shows \(String(describing: host.presentation?.id)), the model presentation#\(String(describing: expected))")
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
        if center.isClosed != model.isClosed {
            return ("closed", "the center says \(center.isClosed), the model \(model.isClosed)")
        }
        for request in changed.union(model.takeChangedRequests()).sorted() {
            let actual = events[request] ?? []
            let expected = model.events[request] ?? []
            if actual != expected {
                return ("events", "r\(request): the center reported \(Self.describe(actual)), the model \(Self.describe(expected))")
            }
            if let handle = handles[request], handle.outcome != model.outcome(of: request) {
                return ("outcome", "r\(request): the handle has \(String(describing: handle.outcome)), the model \(String(describing: model.outcome(of: request)))")
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
        }
    }

    var isEnded: Bool {
        if case .ended = self { true } else { false }
    }

    /// `settled` concerns a showing, which outlives its request on an `.afterSettleTime` host:
    /// it is the one event that may follow `ended`.
    var isSettled: Bool {
        if case .settled = self { true } else { false }
    }
}
