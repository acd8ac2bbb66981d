import Alerts

/// What the UIKit path of one host knows of the alert it presents as a `UIAlertController`,
/// and what it decides from each report UIKit makes: plain Swift, so that Linux tests drive it.
///
/// Every step is learned from UIKit, none guessed: the presentation's completion says the alert
/// is on screen; a presenter that is busy (in a transition, or refusing) is tried again when its
/// transition ends; a button's handler is the answer, with the text fields' values; the
/// controller's disappearance says it left, and the next alert follows it after a short margin
/// (``UIKitAlertTiming/settleMargin``). An alert that left with no answer and no dismissal by
/// the person (the sheet beneath it closed, its window went away) is handed back to the center,
/// which puts it at the front of its band and shows it again: it never ends dismissed unseen.
///
/// ``handle(_:)`` takes one report and returns the steps to take, in order. A timer the steps
/// start belongs to the ``Stage`` of the phase that started it: it is replaced by the next one
/// started, stopped when the state leaves that stage, and fires ``Event/timerFired`` only in it.
package struct UIKitAlertPresentation {
    /// Why a presentation waits before it is tried again.
    enum Wait: Equatable {
        /// A transition of the topmost controller runs: tried again at its end.
        case transition
        /// UIKit refused with no transition to wait for: tried again after a back-off.
        case retry
    }

    /// Why an alert controller is leaving the screen.
    enum Leaving: Equatable {
        /// The person chose a button.
        case answered
        /// The person closed it without a button (a tap outside a dialog's popover).
        case dismissedByPerson
        /// The center took it back (it moved, was interrupted or cancelled): it is dismissed.
        case withdrawn
    }

    /// Where the alert is; each case names the presentation it is about.
    enum Phase: Equatable {
        /// Nothing presented or leaving.
        case idle
        /// To be presented once the wait ends.
        case waiting(AlertPresentation, Wait)
        /// Asked of UIKit; its completion is awaited. `isWithdrawn`: the center took it back
        /// meanwhile, so it is dismissed once it is in.
        case presenting(AlertPresentation, isWithdrawn: Bool)
        /// On screen: the completion ran.
        case shown(AlertPresentation)
        /// Leaving the screen; its disappearance is awaited.
        case leaving(AlertPresentation, Leaving)
        /// It disappeared; the settle margin runs. `nil`: it left with no answer so far, and is
        /// handed back unless a handler still comes within the margin.
        case gone(AlertPresentation, Leaving?)
    }

    /// The case of a ``Phase`` without the presentation it is about: what a timer started in the
    /// phase waits for, which still holds while the presentation or how it leaves changes.
    enum Stage: Equatable {
        case idle
        case waiting(Wait)
        case presenting
        case shown
        case leaving
        case gone
    }

    /// What UIKit and the center report.
    package enum Event: Equatable {
        /// What the host must show now changed.
        case offered(AlertPresentation?)
        /// What came of presenting `presentation`.
        case attempted(AlertPresentationID, AlertControllerAttempt)
        /// The presentation's completion ran.
        case presentationCompleted(AlertPresentationID)
        /// A button's handler ran, with the text fields' values.
        case answered(AlertPresentationID, buttonIndex: Int, textValues: [String])
        /// The person closed it without a button (`presentationControllerDidDismiss`).
        case dismissedByPerson(AlertPresentationID)
        /// The controller disappeared (`viewDidDisappear`).
        case disappeared(AlertPresentationID)
        /// The transition waited for ended.
        case transitionEnded
        /// A transition was to be waited for, but UIKit offers no coordinator to wait on.
        case noTransitionToAwait
        /// The timer last started fired.
        case timerFired
        /// The host's view is in a window again.
        case windowAvailable
    }

    /// What to do, in order.
    enum Step: Equatable {
        /// Present an alert controller for it, and report ``Event/attempted(_:_:)``.
        case present(AlertPresentation)
        /// Report ``Event/transitionEnded`` when the topmost controller's transition ends, or
        /// ``Event/noTransitionToAwait`` at once.
        case awaitTransitionEnd
        /// Dismiss the alert controller of this presentation.
        case dismissController(AlertPresentationID)
        /// Tell the host: `answer`, `dismissalBegan`, `dismissalFinished`.
        case answer(AlertPresentationID, buttonIndex: Int, textValues: [String])
        case dismissalBegan(AlertPresentationID)
        case dismissalFinished(AlertPresentationID)
        /// Give the alert back to the center unanswered: it goes to the front of its band.
        case handBack(AlertPresentationID)
        /// Tell the host whether it can show anything (`false` while its view has no window).
        case setHostVisible(Bool)
        /// Start the timer (replacing any running one).
        case startTimer(AlertDuration)
        /// Report a runtime warning.
        case warn(String)
    }

    private(set) var phase = Phase.idle
    /// What the host must show, as last offered.
    private(set) var offered: AlertPresentation?
    /// Whether the host was reported not visible because its view has no window.
    private(set) var isWaitingForWindow = false
    /// How many times UIKit refused the presentation tried now, with no transition to wait for.
    private(set) var refusals = 0
    let timing: UIKitAlertTiming

    init(timing: UIKitAlertTiming = UIKitAlertTiming()) {
        self.timing = timing
    }

    /// The stage of the phase: a timer started now belongs to it.
    var stage: Stage {
        switch phase {
        case .idle: .idle
        case .waiting(_, let wait): .waiting(wait)
        case .presenting: .presenting
        case .shown: .shown
        case .leaving: .leaving
        case .gone: .gone
        }
    }

    /// Takes one report and returns what to do.
    mutating func handle(_ event: Event) -> [Step] {
        switch event {
        case .offered(let presentation):
            return offer(presentation)
        case .attempted(let presentation, let attempt):
            return attempted(presentation, attempt)
        case .presentationCompleted(let presentation):
            return completed(presentation)
        case .answered(let presentation, let buttonIndex, let textValues):
            return answered(presentation, .answer(presentation, buttonIndex: buttonIndex, textValues: textValues))
        case .dismissedByPerson(let presentation):
            return dismissedByPerson(presentation)
        case .disappeared(let presentation):
            return disappeared(presentation)
        case .transitionEnded:
            guard case .waiting(let waiting, .transition) = phase else { return [] }
            return present(waiting)
        case .noTransitionToAwait:
            guard case .waiting(let waiting, .transition) = phase else { return [] }
            return retryLater(waiting)
        case .timerFired:
            return timerFired()
        case .windowAvailable:
            guard isWaitingForWindow else { return [] }
            isWaitingForWindow = false
            return [.setHostVisible(true)]
        }
    }

    // MARK: - Presenting

    private mutating func offer(_ presentation: AlertPresentation?) -> [Step] {
        offered = presentation
        switch phase {
        case .idle:
            return presentation.map { present($0) } ?? []
        case .waiting(let waiting, let wait):
            guard let presentation else {
                phase = .idle
                refusals = 0
                return []
            }
            if presentation.id != waiting.id {
                phase = .waiting(presentation, wait)
            }
            return []
        case .presenting(let presenting, _):
            phase = .presenting(presenting, isWithdrawn: presentation?.id != presenting.id)
            return []
        case .shown(let shown):
            guard presentation?.id != shown.id else { return [] }
            phase = .leaving(shown, .withdrawn)
            return [.dismissController(shown.id), .startTimer(timing.disappearanceDeadline)]
        case .leaving, .gone:
            return []
        }
    }

    private mutating func present(_ presentation: AlertPresentation) -> [Step] {
        if case .waiting(let waiting, _) = phase, waiting.id == presentation.id {
            // Tried again: the refusals so far count.
        } else {
            refusals = 0
        }
        phase = .presenting(presentation, isWithdrawn: false)
        return [.present(presentation)]
    }

    private mutating func attempted(_ id: AlertPresentationID, _ attempt: AlertControllerAttempt) -> [Step] {
        guard case .presenting(let presentation, let isWithdrawn) = phase, presentation.id == id else { return [] }
        if attempt == .accepted {
            refusals = 0
            return []
        }
        if attempt == .noWindow {
            // Nothing can show here: the center moves the alert to a host that can, or keeps it
            // at the front of its band until this one is in a window again.
            isWaitingForWindow = true
            return [.setHostVisible(false), .dismissalFinished(id)] + becomeIdle(after: id)
        }
        if isWithdrawn {
            // Never on screen, and no longer wanted.
            return [.dismissalFinished(id)] + becomeIdle(after: id)
        }
        if attempt == .busy {
            // Refusals so far still count: a presenter that stays busy with no coordinator to
            // wait on is tried less and less often.
            phase = .waiting(presentation, .transition)
            return [.awaitTransitionEnd]
        }
        return retryLater(presentation)
    }

    /// UIKit refused with nothing to wait for: tried again after a back-off that doubles.
    private mutating func retryLater(_ presentation: AlertPresentation) -> [Step] {
        refusals += 1
        phase = .waiting(presentation, .retry)
        let delay = timing.retryDelay(attempt: refusals)
        return [
            .warn("UIKit did not present the alert “\(presentation.alert.title)” and no transition was running; it is tried again in \(delay)."),
            .startTimer(delay),
        ]
    }

    private mutating func completed(_ id: AlertPresentationID) -> [Step] {
        guard case .presenting(let presentation, let isWithdrawn) = phase, presentation.id == id else { return [] }
        guard isWithdrawn else {
            phase = .shown(presentation)
            return []
        }
        phase = .leaving(presentation, .withdrawn)
        return [.dismissController(id), .startTimer(timing.disappearanceDeadline)]
    }

    // MARK: - Answering and leaving

    private mutating func answered(_ id: AlertPresentationID, _ answer: Step) -> [Step] {
        switch phase {
        case .presenting(let presentation, let isWithdrawn) where presentation.id == id:
            phase = .leaving(presentation, isWithdrawn ? .withdrawn : .answered)
            return [answer, .startTimer(timing.disappearanceDeadline)]
        case .shown(let presentation) where presentation.id == id:
            phase = .leaving(presentation, .answered)
            return [answer, .startTimer(timing.disappearanceDeadline)]
        case .leaving(let presentation, let leaving) where presentation.id == id && leaving != .answered:
            // The center decides: it takes an answer while the person dismisses, not once it
            // took the alert back.
            phase = .leaving(presentation, leaving == .withdrawn ? .withdrawn : .answered)
            return [answer]
        case .gone(let presentation, let leaving) where presentation.id == id && leaving != .answered:
            // A handler UIKit calls after the disappearance, within the margin.
            phase = .gone(presentation, leaving == .withdrawn ? .withdrawn : .answered)
            return [answer]
        default:
            return []
        }
    }

    private mutating func dismissedByPerson(_ id: AlertPresentationID) -> [Step] {
        switch phase {
        case .presenting(let presentation, false) where presentation.id == id,
            .shown(let presentation) where presentation.id == id:
            phase = .leaving(presentation, .dismissedByPerson)
            return [.dismissalBegan(id), .startTimer(timing.disappearanceDeadline)]
        case .gone(let presentation, nil) where presentation.id == id:
            phase = .gone(presentation, .dismissedByPerson)
            return [.dismissalBegan(id)]
        default:
            return []
        }
    }

    private mutating func disappeared(_ id: AlertPresentationID) -> [Step] {
        switch phase {
        case .presenting(let presentation, let isWithdrawn) where presentation.id == id:
            phase = .gone(presentation, isWithdrawn ? .withdrawn : nil)
        case .shown(let presentation) where presentation.id == id:
            phase = .gone(presentation, nil)
        case .leaving(let presentation, let leaving) where presentation.id == id:
            phase = .gone(presentation, leaving)
        default:
            return []
        }
        return [.startTimer(timing.settleMargin)]
    }

    private mutating func timerFired() -> [Step] {
        switch phase {
        case .waiting(let presentation, .retry):
            return present(presentation)
        case .leaving(let presentation, let leaving):
            return [
                .warn(
                    "The alert “\(presentation.alert.title)” did not report leaving the screen within \(timing.disappearanceDeadline); it is taken as gone."
                )
            ] + finish(presentation, leaving)
        case .gone(let presentation, let leaving):
            return finish(presentation, leaving)
        case .idle, .waiting(_, .transition), .presenting, .shown:
            return []
        }
    }

    /// The alert is off the screen and the margin has passed: the host hears of it, and the
    /// next alert may be presented.
    private mutating func finish(_ presentation: AlertPresentation, _ leaving: Leaving?) -> [Step] {
        let report: Step = leaving == nil ? .handBack(presentation.id) : .dismissalFinished(presentation.id)
        return [report] + becomeIdle(after: presentation.id)
    }

    /// Nothing is on screen any more: presents what the host offers, unless that is still the
    /// presentation just finished (the host's new offer is then on its way).
    private mutating func becomeIdle(after finished: AlertPresentationID) -> [Step] {
        phase = .idle
        refusals = 0
        guard !isWaitingForWindow, let next = offered, next.id != finished else { return [] }
        return present(next)
    }
}
