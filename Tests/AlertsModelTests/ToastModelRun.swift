import AlertsTesting

@testable import Alerts

/// Runs a sequence of ``ToastStep``s on a real center and on the ``ToastReferenceModel`` side
/// by side, and checks after every operation, also those made from inside callbacks:
///
/// - the visible toasts (identity, text, count, revision, remaining time, pause reasons), the
///   waiting toasts in order, every request's outcome and the loading indicator equal the
///   model's, and the topmost host shows exactly that;
/// - the center's state agrees with itself (counts, keys, timers, what each host shows),
///   checked once each outermost operation is done;
/// - at most the configured number of toasts is visible;
/// - a visible toast's remaining time never grows without an update and never drops by more
///   than the time that passed: a pause neither shortens nor restarts it;
///
/// and at the end: every request ended exactly once, with `requested` first and `ended` last;
/// the indicator appeared only for work that ran at least the grace time, and it is down once
/// the work has ended and its minimum time has passed.
///
/// Every operation goes to the model first, then to the center: callbacks the center runs
/// before its call returns (observers, a toast's action, the indicator's Cancel) then see a
/// model that is as whole as the center, and apply their own operations to both.
@MainActor
final class ToastModelRun {
    let configuration: AlertCenterConfiguration
    private(set) var model: ToastReferenceModel
    private let clock = ManualAlertClock()
    let center: AlertCenter
    private var hosts: [Int: AlertHost] = [:]
    private var toastHandles: [Int: ToastHandle] = [:]
    private var loadingHandles: [Int: LoadingHandle] = [:]
    private var events: [AlertEvent] = []
    private var observations: [AlertEventObservation] = []
    private var lastSeen: [AlertRequestID: (time: AlertDuration, remaining: AlertDuration, revision: Int)] = [:]
    private(set) var failure: String?
    private(set) var coverage: [String: Int] = [:]
    private var depth = 0

    init(configuration: AlertCenterConfiguration) {
        self.configuration = configuration
        model = ToastReferenceModel(configuration: configuration)
        center = AlertCenter(configuration: configuration, clock: clock)
        // Debug builds check the invariants after each outermost call; a broken count fails the
        // operation that made the call rather than stopping the run.
        center.invariantViolationHandler = { [weak self] found in
            self?.fail("the invariants are broken after a call into the center: " + found.joined(separator: "; "))
        }
        observations.append(
            center.observeEvents { [weak self] event in
                self?.events.append(event)
                if let category = Self.category(of: event) { self?.coverage[category, default: 0] += 1 }
            })
    }

    static func category(of event: AlertEvent) -> String? {
        switch event.kind {
        case .toast(let toastEvent): toastEvent.category
        case .loading(let loadingEvent): loadingEvent.category
        default: nil
        }
    }

    private var now: Int64 { clock.now.nanoseconds }

    private var topHost: AlertHost? { model.topHost.flatMap { hosts[$0] } }

    private func fail(_ message: @autoclosure () -> String) {
        if failure == nil { failure = message() }
    }

    // MARK: - Steps

    func perform(_ step: ToastStep) {
        switch step {
        case .operation(let operation):
            perform(operation, subject: nil)
        case .advance(let milliseconds):
            clock.advance(by: .milliseconds(milliseconds))
            model.advance(to: now)
            check("advance")
        case .observe(let trigger, let operation):
            var fires = 0
            observations.append(
                center.observeEvents { [weak self] event in
                    guard let self, Self.category(of: event) == trigger, fires < 2 else { return }
                    fires += 1
                    self.coverage["observer re-entered", default: 0] += 1
                    self.perform(operation, subject: event.request)
                })
        }
    }

    /// Applies `operation` to the model, then to the center, then compares them.
    func perform(_ operation: ToastOperation, subject: AlertRequestID?) {
        guard failure == nil else { return }
        model.advance(to: now)
        depth += 1
        defer { depth -= 1 }
        switch operation {
        case .request(let spec):
            request(spec)
        case .cancel(let newest):
            let pending = toastHandles.filter { $0.value.isPending }.keys.sorted()
            guard let id = newest ? pending.last : pending.first else { break }
            model.cancel(request: id)
            toastHandles[id]?.cancel()
        case .cancelSubject:
            guard let id = subject.map({ Int($0.rawValue) }), let handle = toastHandles[id] else { break }
            model.cancel(request: id)
            handle.cancel()
        case .tap(let index):
            guard let host = topHost, let id = visibleID(at: index) else { break }
            let expected = model.tap(Int(id.rawValue)).taken
            if host.tapToastButton(id) != expected { fail("tap of \(id): the center's answer differs from the model's \(expected)") }
        case .dismiss(let index):
            guard let host = topHost, let id = visibleID(at: index) else { break }
            let expected = model.dismiss(Int(id.rawValue))
            if host.dismissToast(id) != expected { fail("dismissal of \(id): the center's answer differs from the model's \(expected)") }
        case .pause(let index, let reason):
            guard let host = topHost, let id = visibleID(at: index) else { break }
            let expected = model.setPause(Int(id.rawValue), reason, true)
            if host.pauseToast(id, for: reason) != expected { fail("pause of \(id) for \(reason) differs from the model's \(expected)") }
        case .resume(let index, let reason):
            guard let host = topHost, let id = visibleID(at: index) else { break }
            let expected = model.setPause(Int(id.rawValue), reason, false)
            if host.resumeToast(id, for: reason) != expected { fail("resume of \(id) for \(reason) differs from the model's \(expected)") }
        case .setAppActive(let active):
            model.setAppActive(active)
            center.setAppActive(active)
        case .setScreenReaderRunning(let running):
            model.setScreenReaderRunning(running)
            center.setScreenReaderRunning(running)
        case .showAlert:
            let expected = model.showAlert()
            let handle = center.show(title: "Alert")
            if handle.id.rawValue != UInt64(expected) { fail("alert request numbered \(handle.id), the model says \(expected)") }
        case .answerAlert:
            guard let host = topHost, let presentation = host.presentation else { break }
            model.answerAlert()
            host.answer(presentation.id, buttonIndex: 0)
        case .attach:
            let number = model.attach()
            let host = center.attachHost(settling: .immediate)
            if host.id.rawValue != UInt64(number) { fail("host numbered \(host.id), the model says \(number)") }
            if host.isAttached { hosts[number] = host }
        case .setVisible(let position, let isVisible):
            // A host whose attachment has not returned yet (an observer acting inside
            // `attachHost`'s callbacks) cannot be reached: the step changes neither side.
            guard !model.hosts.isEmpty, let host = hosts[model.hosts[position % model.hosts.count]],
                model.setVisible(at: position, isVisible) != nil
            else { break }
            host.setVisible(isVisible)
            if model.topHost == nil { coverage["no host visible", default: 0] += 1 }
        case .detach(let topmost):
            guard let number = topmost ? model.hosts.last : model.hosts.first, let host = hosts[number] else { break }
            model.detach(number)
            hosts[number] = nil
            host.detach()
        case .beginLoading(let message, let blocks, let cancelOperation):
            let expected = model.beginLoading(message, blocks: blocks, cancellable: cancelOperation != nil)
            var onCancel: (@MainActor () -> Void)?
            if let cancelOperation {
                onCancel = { [weak self] in
                    self?.coverage["cancel re-entered", default: 0] += 1
                    self?.perform(cancelOperation, subject: nil)
                }
            }
            let handle = center.beginLoading(message, blocksInteraction: blocks, onCancel: onCancel)
            if handle.id.rawValue != UInt64(expected) { fail("loading operation numbered \(handle.id), the model says \(expected)") }
            loadingHandles[expected] = handle
        case .endLoading(let newest, let toast):
            let running = model.runningOperations.map(\.id)
            guard let id = newest ? running.last : running.first, let handle = loadingHandles[id] else { break }
            let expected = model.endLoading(id, toast: toast)
            if let toast {
                let toastHandle = handle.end(succeeded: true, showing: data(for: toast))
                if let expected {
                    record(toastHandle, expected: expected)
                } else if let toastHandle {
                    fail("ending operation \(id) requested toast \(toastHandle.id), the model says none")
                }
            } else {
                handle.end()
            }
        case .progress(let value):
            guard let id = model.runningOperations.last?.id else { break }
            loadingHandles[id]?.update(progress: value)
        case .cancelLoading:
            guard let host = topHost, let loading = host.loading else { break }
            let expected = model.cancelLoading(Int(loading.operation.rawValue))
            if host.cancelLoading(loading.operation) != expected { fail("Cancel of \(loading.operation) differs from the model's \(expected)") }
        case .close:
            model.close()
            center.close()
            hosts = [:]
        }
        check("\(operation)")
    }

    private func visibleID(at index: Int) -> AlertRequestID? {
        let visible = center.visibleToasts
        guard !visible.isEmpty else { return nil }
        return visible[index % visible.count].id
    }

    private func data(for spec: ToastSpec) -> ToastData {
        var data = spec.data
        if let title = spec.buttonTitle {
            let action = spec.action
            data.button = ToastButton(title) { [weak self] in
                self?.coverage["action ran", default: 0] += 1
                if let action { self?.perform(action, subject: nil) }
            }
        }
        return data
    }

    private func request(_ spec: ToastSpec) {
        let owner = spec.throughTopHost ? model.hosts.last : nil
        let expected = model.request(spec, owner: owner)
        let data = data(for: spec)
        let handle = owner.flatMap { hosts[$0] }.map { $0.showToast(data) } ?? center.showToast(data)
        record(handle, expected: expected)
    }

    private func record(_ handle: ToastHandle?, expected: Int) {
        guard let handle else { return fail("no toast handle for request \(expected)") }
        if handle.id.rawValue != UInt64(expected) { fail("toast request numbered \(handle.id), the model says \(expected)") }
        toastHandles[expected] = handle
    }

    // MARK: - Checks

    private func check(_ context: String) {
        guard failure == nil else { return }
        // Inside a callback the center is between two of its steps, not done with a call: what
        // it queued (the next alert shown after an action) may not have run yet.
        if !center.isRunningEffects {
            let broken = center.invariantViolations()
            if !broken.isEmpty { return fail("\(context): the invariants are broken: " + broken.joined(separator: "; ")) }
        }
        let visible = center.visibleToasts
        let expectedVisible = model.visible
        if visible.count > model.maximumVisible {
            return fail("\(context): \(visible.count) toasts visible, at most \(model.maximumVisible) allowed")
        }
        let actual = visible.map { "\($0.id.rawValue) \($0.toast.title) ×\($0.count) r\($0.revision) \($0.remainingTime.nanoseconds) \($0.pauseReasons)" }
        let expected = expectedVisible.map { "\($0.id) \($0.title) ×\($0.count) r\($0.revision) \(model.remaining(of: $0)) \(model.pauseReasons(of: $0))" }
        if actual != expected { return fail("\(context): visible toasts \(actual), the model says \(expected)") }
        let queued = center.queuedToasts.map { Int($0.id.rawValue) }
        if queued != model.queued.map(\.id) { return fail("\(context): waiting toasts \(queued), the model says \(model.queued.map(\.id))") }
        for (id, handle) in toastHandles where handle.outcome != model.requests[id]?.outcome {
            return fail(
                "\(context): request \(id) has outcome \(String(describing: handle.outcome)), the model says \(String(describing: model.requests[id]?.outcome))"
            )
        }
        if center.pendingToastCount != model.pendingToastCount {
            return fail("\(context): \(center.pendingToastCount) toast requests pending, the model says \(model.pendingToastCount)")
        }
        let loading = center.loading.map { "\($0.operation.rawValue) \($0.message) \($0.operationCount) \($0.isCancellable) \($0.blocksInteraction)" }
        let expectedLoading = model.loading.map { "\($0.operation) \($0.message) \($0.count) \($0.cancellable) \($0.blocks)" }
        if loading != expectedLoading {
            return fail("\(context): loading \(String(describing: loading)), the model says \(String(describing: expectedLoading))")
        }
        if let progress = center.loading?.progress, !(0...1).contains(progress) { return fail("\(context): progress \(progress) out of 0...1") }
        if let top = topHost {
            if top.toasts.map(\.id) != visible.map(\.id) { return fail("\(context): the topmost host shows \(top.toasts.map(\.id)), not \(visible.map(\.id))") }
            if top.loading != center.loading { return fail("\(context): the topmost host's indicator differs from the center's") }
        }
        for (number, host) in hosts where host !== topHost && (!host.toasts.isEmpty || host.loading != nil) {
            return fail("\(context): host \(number), not the topmost, shows toasts or the indicator")
        }
        for toast in visible {
            if let last = lastSeen[toast.id], last.revision == toast.revision {
                let elapsed = clock.now - last.time
                if toast.remainingTime > last.remaining {
                    return fail("\(context): toast \(toast.id)'s remaining time grew from \(last.remaining) to \(toast.remainingTime) with no update")
                }
                if last.remaining - toast.remainingTime > elapsed {
                    return fail("\(context): toast \(toast.id) lost \(last.remaining - toast.remainingTime) in \(elapsed)")
                }
            }
            lastSeen[toast.id] = (clock.now, toast.remainingTime, toast.revision)
        }
    }

    /// Ends the sequence: the work ends, the indicator must leave in its minimum time, and
    /// after closing every request must have ended exactly once.
    func finishSequence() {
        guard failure == nil else { return }
        if model.hosts.isEmpty { perform(.attach, subject: nil) }
        // Callbacks may begin more work as work ends or the indicator leaves; each observer
        // acts at most twice, so a few rounds end it all.
        for _ in 0..<50 where failure == nil {
            while let id = model.runningOperations.first?.id, failure == nil {
                perform(.endLoading(newest: false, toast: nil), subject: nil)
                if model.runningOperations.first?.id == id { fail("operation \(id) did not end") }
            }
            clock.advance(by: AlertDuration(nanoseconds: max(model.minimumShow, model.grace)) + .milliseconds(1))
            model.advance(to: now)
            check("the end of the work")
            if model.runningOperations.isEmpty, model.loading == nil { break }
        }
        if center.runningLoadingCount != 0 || center.loading != nil {
            fail("the loading indicator is still up after the work ended and its minimum time passed: \(String(describing: center.loading))")
        }
        perform(.close, subject: nil)
        for (id, handle) in toastHandles where handle.isPending {
            fail("request \(id) still pending after the center closed")
        }
        checkLives()
        checkGraceTime()
    }

    /// Each toast request: `requested` first, exactly one `ended`, and nothing after it.
    private func checkLives() {
        var lives: [AlertRequestID: [ToastEvent]] = [:]
        for event in events {
            if case .toast(let toastEvent) = event.kind { lives[event.request, default: []].append(toastEvent) }
        }
        for id in toastHandles.keys.sorted() {
            let life = lives[AlertRequestID(rawValue: UInt64(id))] ?? []
            let endings = life.indices.filter { if case .ended = life[$0] { true } else { false } }
            if life.first != .requested || endings.count != 1 || endings.first != life.count - 1 {
                return fail("request \(id)'s events: \(life)")
            }
            if case .ended(let outcome) = life[endings[0]], outcome != toastHandles[id]?.outcome {
                return fail("request \(id) ended \(outcome) on the stream and \(String(describing: toastHandles[id]?.outcome)) on its handle")
            }
        }
    }

    /// The indicator appears only once work has run for the grace time without a break.
    private func checkGraceTime() {
        var running = 0
        var busySince = AlertDuration.zero
        for event in events {
            guard case .loading(let loadingEvent) = event.kind else { continue }
            switch loadingEvent {
            case .began:
                if running == 0 { busySince = event.time }
                running += 1
            case .ended:
                running -= 1
            case .indicatorShown:
                if event.time - busySince < AlertDuration(nanoseconds: model.grace) || running == 0 {
                    return fail("the indicator appeared at \(event.time) for work running since \(busySince)")
                }
            case .cancelRequested, .indicatorHidden:
                break
            }
        }
    }
}
