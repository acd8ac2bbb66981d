import Alerts

/// Presents one host's system alerts and dialogs through UIKit: it hands each report of UIKit
/// and of the host to ``UIKitAlertPresentation``, and carries out the steps it returns on the
/// presenter (``AlertControllerPresenting``), the host and the center's clock.
///
/// ```swift
/// let delivery = UIKitAlertDelivery(host: host, presenter: adapter)
/// Task { await delivery.run() }   // follows what the host must show
/// ```
@MainActor
final class UIKitAlertDelivery {
    private(set) var state: UIKitAlertPresentation
    let host: AlertHost
    let presenter: any AlertControllerPresenting
    /// The `alertAnchor()` view a presentation's dialog is attached to, if it is on screen.
    private let anchor: @MainActor (AlertPresentation) -> ObjectIdentifier?
    /// Whether the host can show anything by all else its `.showAlertView()` knows (on screen,
    /// not covered): a host the delivery makes visible again stays passed over otherwise.
    private let canShow: @MainActor () -> Bool
    private let warn: @MainActor (String) -> Void
    /// The timer the state last started, if the stage that started it lasts.
    private var timer = ArmedTimer.stopped
    /// Reports that arrived while another was being handled, in order.
    private var pending: [UIKitAlertPresentation.Event] = []
    private var isHandling = false
    /// What is wrong with the state after a step, where the package is built with its internal
    /// checks; tests read it.
    private(set) var invariantViolations: [String] = []

    init(
        host: AlertHost, presenter: any AlertControllerPresenting, timing: UIKitAlertTiming = UIKitAlertTiming(),
        anchor: @escaping @MainActor (AlertPresentation) -> ObjectIdentifier? = { _ in nil },
        canShow: @escaping @MainActor () -> Bool = { true },
        warn: @escaping @MainActor (String) -> Void = RuntimeWarning.report
    ) {
        state = UIKitAlertPresentation(timing: timing)
        self.host = host
        self.presenter = presenter
        self.anchor = anchor
        self.canShow = canShow
        self.warn = warn
        presenter.report = { [weak self] event in self?.receive(event) }
    }

    /// Follows what the host must show until the host detaches or the task is cancelled. Each
    /// change is read from the host when it arrives, so one that is out of date changes nothing.
    func run() async {
        followHost()
        for await _ in host.presentations {
            followHost()
        }
    }

    /// Offers the state what the host must show now, if that changed.
    func followHost() {
        let presentation = host.isAttached ? host.presentation : nil
        guard presentation?.id != state.offered?.id else { return }
        receive(.offered(presentation))
    }

    /// Handles a report, after those that arrived before it.
    func receive(_ event: UIKitAlertPresentation.Event) {
        pending.append(event)
        guard !isHandling else { return }
        isHandling = true
        defer { isHandling = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for step in state.handle(next) {
                perform(step)
            }
            stopTimerOfEndedStage()
            checkInvariants()
        }
    }

    private func perform(_ step: UIKitAlertPresentation.Step) {
        switch step {
        case .present(let presentation):
            let request = AlertControllerRequest(presentation, anchor: anchor(presentation))
            pending.append(.attempted(presentation.id, presenter.present(request)))
        case .awaitTransitionEnd:
            if !presenter.awaitTransitionEnd() {
                pending.append(.noTransitionToAwait)
            }
        case .dismissController(let presentation):
            presenter.dismiss(presentation)
        case .answer(let presentation, let buttonIndex, let textValues):
            host.answer(presentation, buttonIndex: buttonIndex, textValues: textValues)
            followHost()
        case .dismissalBegan(let presentation):
            host.dismissalBegan(presentation)
        case .dismissalFinished(let presentation):
            host.dismissalFinished(presentation)
            followHost()
        case .handBack(let presentation):
            // Passed over for a moment: the center puts the unanswered alert back at the front
            // of its band (not dismissed); it is off the screen already, so it has settled.
            host.setVisible(false)
            host.dismissalFinished(presentation)
            host.setVisible(isShowable)
            followHost()
        case .setHostVisible:
            // The state knows whether the view has a window; the rest is its host's to say.
            host.setVisible(isShowable)
            followHost()
        case .startTimer(let delay):
            timer.stop()
            let stage = state.stage
            let started = host.center.clock.schedule(after: delay) { [weak self] in
                self?.timerFired(for: stage)
            }
            timer = .armed(started, for: stage)
        case .warn(let message):
            warn(message)
        }
    }

    /// The timer started in `stage` fired: the state hears of it if it is still in that stage.
    private func timerFired(for stage: UIKitAlertPresentation.Stage) {
        guard case .armed(_, for: stage) = timer, state.stage == stage else { return }
        timer = .stopped
        receive(.timerFired)
    }

    /// Stops the timer once the state has left the stage that started it: what it waited for
    /// is over.
    private func stopTimerOfEndedStage() {
        guard case .armed(_, let stage) = timer, stage != state.stage else { return }
        timer.stop()
        timer = .stopped
    }

    /// Whether the host can show anything: its view is in a window, and ``canShow`` holds.
    private var isShowable: Bool {
        !state.isWaitingForWindow && canShow()
    }

    private func checkInvariants() {
        #if ALERTS_INTERNAL_CHECKS
        let violations = state.invariantViolations()
        if !violations.isEmpty {
            invariantViolations += violations
        }
        #endif
    }
}
