import Alerts
import AlertsTestSupport

/// Generates a random sequence of steps from a seed, choosing each step from the model's
/// current state so that most steps do something (taps while an alert is visible, cancels of
/// pending requests), while still producing the odd step that must change nothing.
///
/// Hosts attach in the main window or, one in four, in a second window; steps hide hosts and
/// show them again (so that now and then every host is hidden for a while) and make a
/// window the key window. Sheets may interrupt a visible alert of lower priority.
///
/// Some steps install callbacks that call back into the center: event observers, and, on
/// requests, button actions and an object the actions capture whose `deinit` acts once the
/// request ends; on sheet requests, a content object whose `deinit` acts once the center lets
/// go of it. Their operations cover the whole API, with a callback able to install one more
/// observer (one level deep, so that every sequence stays finite).
@MainActor
struct StepGenerator: ModelStepGenerating {
    private var random: SplitMix64
    private var requestLabels = 0
    private var hostLabels = 0
    /// Whether the sequence's requests spread over ``manyPriorities`` (one sequence in four)
    /// rather than the few priorities apps use, so that the queue holds alerts of many
    /// priorities at once and drops what it kept for priorities it no longer holds.
    private let spreadsPriorities: Bool

    /// Sixty distinct priorities, the named ones among them.
    private static let manyPriorities = (1...60).map { $0 * 25 }

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        spreadsPriorities = random.chance(25)
    }

    /// The center's configuration for the sequence: small queues to reach the capacity, two
    /// settle times, and waits with no host that end, never do, or (one sequence in ten) are
    /// refused at once.
    mutating func configuration() -> ModelConfiguration {
        ModelConfiguration(
            queueCapacity: random.pick([2, 4, 100]),
            settleMilliseconds: random.pick([350, 100]),
            noHostTimeoutMilliseconds: random.chance(10) ? 0 : random.pick([nil, 1_000, 30_000])
        )
    }

    mutating func next(for run: ModelRun) -> Step {
        let model = run.model
        if model.requests.isEmpty && model.hosts.isEmpty && random.chance(70) {
            return attach()
        }
        if random.chance(1) && random.chance(20) {
            return .close
        }
        let showing = model.showing
        let hasLeft = model.lastLeft != nil
        let sheetsShown = !model.presentedSheets.isEmpty
        let choices: [(kind: Kind, weight: Int)] = [
            (.request, 20),
            (.requestSheet, 12),
            (.finishSheet, sheetsShown ? 12 : 0),
            (.sheetDismissed, sheetsShown ? 4 : 0),
            (.sheetLeft, model.leavingSheets.isEmpty ? 0 : 4),
            (.dismissAllSheets, sheetsShown ? 2 : 0),
            (.advance, 10),
            (.attach, model.attached.count < 5 ? 4 : 1),
            (.tap, showing == nil ? 0 : 22),
            (.dismissalBegan, showing == nil ? 0 : 5),
            (.dismissalFinishedVisible, showing == nil ? 0 : 3),
            (.dismiss, showing == nil ? 0 : 4),
            (.answerOnOtherHost, showing == nil ? 0 : 1),
            (.dismissalFinishedLastLeft, hasLeft ? 3 : 0),
            (.answerStale, hasLeft ? 1 : 0),
            (.cancel, run.labelledRequests.isEmpty ? 0 : 8),
            (.detach, run.hostNumbers.isEmpty ? 0 : 4),
            (.observe, model.observers.count(where: \.isActive) < 4 ? 3 : 0),
            (.stopObserving, model.observers.contains(where: \.isActive) ? 1 : 0),
            (.setVisible, run.hostNumbers.isEmpty ? 0 : 6),
            (.windowBecameKey, run.hostNumbers.isEmpty ? 0 : 2),
        ]
        var roll = Int.random(in: 0..<choices.reduce(0) { $0 + $1.weight }, using: &random)
        let kind =
            choices.first { choice in
                defer { roll -= choice.weight }
                return roll < choice.weight
            }?.kind ?? .advance
        switch kind {
        case .request: return request(for: run)
        case .requestSheet: return requestSheet(for: run)
        case .finishSheet:
            return .finishSheet(
                index: Int.random(in: 0..<3, using: &random), rightType: random.chance(80), onOtherHost: random.chance(5))
        case .sheetDismissed: return .sheetDismissed(index: Int.random(in: 0..<3, using: &random))
        case .sheetLeft: return .sheetLeft(index: Int.random(in: 0..<3, using: &random), throughDismissed: random.chance(30))
        case .dismissAllSheets: return .dismissAllSheets
        case .advance: return advance(for: model)
        case .attach: return attach()
        case .tap: return showing.map { tap($0) } ?? .dismiss
        case .dismissalBegan: return .dismissalBegan
        case .dismissalFinishedVisible: return .dismissalFinished(.visible)
        case .dismiss: return .dismiss
        case .answerOnOtherHost: return .answerOnOtherHost(button: Int.random(in: 0..<3, using: &random))
        case .dismissalFinishedLastLeft: return .dismissalFinished(.lastLeft)
        case .answerStale: return .answerStale(button: Int.random(in: 0..<3, using: &random))
        case .cancel: return cancel(for: run)
        case .detach: return detach(for: run)
        case .observe: return .observe(observer(nested: false))
        case .stopObserving: return .stopObserving(newest: random.chance(50))
        case .setVisible: return setVisible(for: run)
        case .windowBecameKey: return .windowBecameKey(host: random.pick(run.hostNumbers.keys.sorted()))
        }
    }

    private enum Kind {
        case request, advance, attach, tap, dismissalBegan, dismissalFinishedVisible, dismiss, answerOnOtherHost
        case dismissalFinishedLastLeft, answerStale, cancel, detach, observe, stopObserving
        case requestSheet, finishSheet, sheetDismissed, sheetLeft, dismissAllSheets
        case setVisible, windowBecameKey
    }

    /// Hides an attached host or shows a hidden one again, mostly; now and then reports what
    /// the host already is, or acts on a detached one.
    private mutating func setVisible(for run: ModelRun) -> Step {
        let labels = run.hostNumbers.keys.sorted()
        let attached = labels.filter { run.model.hosts[run.hostNumbers[$0]! - 1].isAttached }
        let label = !attached.isEmpty && random.chance(90) ? random.pick(attached) : random.pick(labels)
        let isVisible = run.model.hosts[run.hostNumbers[label]! - 1].isVisible
        return .setVisible(host: label, random.chance(90) ? !isVisible : isVisible)
    }

    private mutating func requestSheet(for run: ModelRun) -> Step {
        var spec = SheetSpec()
        if !run.hostNumbers.isEmpty && random.chance(25) {
            spec.via = random.pick(run.hostNumbers.keys.sorted())
        }
        spec.priority = random.pick(spreadsPriorities ? Self.manyPriorities : [250, 500, 500, 750, 1_000])
        if random.chance(35) { spec.key = random.pick(["a", "b", "c"]) }
        spec.valueType = random.chance(75) ? .text : .number
        let mode = Int.random(in: 0..<100, using: &random)
        spec.mode = mode < 65 ? .show : mode < 77 ? .awaitHandle : mode < 96 ? .present : .presentFromCancelledTask
        spec.interrupts = random.chance(20)
        if (spec.mode == .show || spec.mode == .awaitHandle) && random.chance(20) {
            spec.onRelease = operation(nested: false)
        }
        requestLabels += 1
        return .requestSheet(requestLabels, spec)
    }

    private mutating func request(for run: ModelRun) -> Step {
        var spec = RequestSpec()
        if !run.hostNumbers.isEmpty && random.chance(25) {
            spec.via = random.pick(run.hostNumbers.keys.sorted())
        }
        spec.priority = random.pick(spreadsPriorities ? Self.manyPriorities : [250, 500, 500, 750, 1_000])
        if random.chance(35) { spec.key = random.pick(["a", "b", "c"]) }
        spec.interrupts = random.chance(20)
        spec.style = random.chance(20) ? .confirmationDialog : .alert
        spec.buttons = random.pick(RequestSpec.Buttons.allCases)
        if spec.style == .alert && random.chance(25) { spec.textFields = Int.random(in: 1...2, using: &random) }
        if random.chance(5) { spec.defect = random.pick(RequestSpec.Defect.allCases) }
        let mode = Int.random(in: 0..<100, using: &random)
        spec.mode = mode < 70 ? .show : mode < 80 ? .awaitHandle : mode < 97 ? .present : .presentFromCancelledTask
        spec.followUp = random.chance(15)
        if random.chance(25) { spec.action = operation(nested: false) }
        if (spec.mode == .show || spec.mode == .awaitHandle) && spec.givenButtons.contains(where: \.hasAction) && random.chance(15) {
            spec.onRelease = operation(nested: false)
        }
        requestLabels += 1
        return .request(requestLabels, spec)
    }

    private mutating func observer(nested: Bool) -> ObserverSpec {
        ObserverSpec(on: random.pick(ObserverSpec.Trigger.allCases), limit: random.pick([1, 1, 2, 5]), operation(nested: nested))
    }

    /// An operation for a callback; a `nested` one (made by a callback) installs no observer and
    /// requests no alert with callbacks of its own.
    private mutating func operation(nested: Bool) -> CallbackOperation {
        let roll = Int.random(in: 0..<130, using: &random)
        switch roll {
        case 100..<110:
            var spec = SheetSpec(priority: random.pick([250, 500, 750, 1_000]), valueType: random.chance(75) ? .text : .number)
            if random.chance(30) { spec.key = random.pick(["a", "b", "c"]) }
            return .requestSheet(spec)
        case 110..<120: return .finishSheet(rightType: random.chance(80))
        case 120..<126: return .dismissSheet
        case 126..<130: return .dismissAllSheets
        case ..<18:
            var spec = RequestSpec(priority: random.pick([250, 500, 750, 1_000]), buttons: random.pick(RequestSpec.Buttons.allCases))
            if random.chance(30) { spec.key = random.pick(["a", "b", "c"]) }
            spec.interrupts = random.chance(15)
            if !nested && random.chance(30) { spec.action = operation(nested: true) }
            if !nested && spec.givenButtons.contains(where: \.hasAction) && random.chance(30) { spec.onRelease = operation(nested: true) }
            return .request(spec)
        case ..<44: return .cancel(random.pick([.subject, .subject, .newest, .oldest]))
        case ..<56: return .answer(button: Int.random(in: 0..<3, using: &random))
        case ..<60: return .dismissalBegan
        case ..<64: return .dismissalFinished
        case ..<70: return .dismiss
        case ..<78: return .attach(random.chance(50) ? .immediate : .afterSettleTime)
        case ..<86: return .detach(topmost: random.chance(60))
        case ..<88: return .close
        case ..<93: return nested ? .stopObserving(.own) : .observe(observer(nested: true))
        case ..<100: return .stopObserving(random.pick([.own, .own, .newest, .oldest]))
        default: return .dismissAllSheets
        }
    }

    private mutating func tap(_ showing: ReferenceModel.Showing) -> Step {
        let fields = showing.alert.spec.effectiveTextFields
        let typed = fields > 0 ? Int.random(in: 0...fields + 1, using: &random) : 0
        return .tap(
            button: Int.random(in: 0..<3, using: &random),
            typing: (0..<typed).map { "typed\($0)" },
            dismissalFirst: random.chance(50)
        )
    }

    private mutating func cancel(for run: ModelRun) -> Step {
        let targets = run.labelledRequests
        let pending = targets.filter { run.model.isPending($0.request) }
        let target = !pending.isEmpty && random.chance(80) ? random.pick(pending) : random.pick(targets)
        return .cancel(request: target.label, followUp: target.followUp, throughTask: random.chance(50))
    }

    private mutating func attach() -> Step {
        hostLabels += 1
        let settling: AlertHost.Settling = random.chance(50) ? .immediate : .afterSettleTime
        return random.chance(25) ? .attachInSecondWindow(hostLabels, settling) : .attach(hostLabels, settling)
    }

    private mutating func detach(for run: ModelRun) -> Step {
        let labels = run.hostNumbers.sorted { $0.value < $1.value }
        let attached = labels.filter { run.model.hosts[$0.value - 1].isAttached }
        if !attached.isEmpty && random.chance(85) {
            return .detach(host: random.chance(60) ? attached[attached.count - 1].key : random.pick(attached).key)
        }
        return .detach(host: random.pick(labels).key)
    }

    private mutating func advance(for model: ReferenceModel) -> Step {
        let settle = model.configuration.settleMilliseconds
        var spans = [0, 1, 100, settle - 1, settle, settle + 1, 1_000, 60_000]
        if let timeout = model.configuration.noHostTimeoutMilliseconds, timeout > 0 {
            spans += [timeout - 1, timeout]
        }
        return .advance(milliseconds: random.pick(spans))
    }
}
