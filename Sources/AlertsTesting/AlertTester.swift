import Alerts

/// Drives the alerts of a view model, coordinator or view logic in a unit test, without
/// rendering anything: see what is visible and what waits, tap buttons by title or role, type
/// into text fields, dismiss, move time, and check outcomes and events.
///
/// A tester owns an ``/Alerts/AlertCenter`` on a ``ManualAlertClock`` with one host attached,
/// as `.showAlertView()` would attach one at the root of an app. Give the code under test
/// ``center`` (or, for a view's logic, `ShowAlertAction(host: tester.host)` from
/// `SwiftUIAlerts`), act, and read the alerts back:
///
/// ```swift
/// import Alerts
/// import AlertsTesting
/// import Testing
///
/// @MainActor
/// final class TrashViewModel {
///     private let alerts: AlertCenter
///     private(set) var files = ["Notes.txt"]
///
///     init(alerts: AlertCenter) { self.alerts = alerts }
///
///     func deleteTapped(_ name: String) async {
///         let confirmed = await alerts.confirm(AlertData(
///             title: "Delete “\(name)”?",
///             message: "This cannot be undone.",
///             buttons: [.cancel(), .destructive("Delete")]
///         ))
///         if confirmed { files.removeAll { $0 == name } }
///     }
/// }
///
/// @MainActor
/// @Test func deletingAFileAsksFirst() async throws {
///     let tester = AlertTester()
///     let model = TrashViewModel(alerts: tester.center)
///
///     let deletion = Task { await model.deleteTapped("Notes.txt") }
///     _ = try await tester.nextAlert()
///     #expect(tester.visible?.alert == AlertData(
///         title: "Delete “Notes.txt”?",
///         message: "This cannot be undone.",
///         buttons: [.cancel(), .destructive("Delete")]
///     ))
///
///     try tester.tap("Delete")
///     await deletion.value
///     #expect(model.files.isEmpty)
///     #expect(tester.outcomes == [.answered(AlertAnswer(buttonIndex: 1, title: "Delete", type: .destructive))])
/// }
/// ```
///
/// ``VisibleAlert/alert`` compares whole, ids and actions aside (see ``/Alerts/AlertData``):
/// a button given an action equals one given any other action, never one given none.
///
/// Every method that acts on the visible alert throws an ``AlertTesterError`` that names what
/// was on screen when there is no such alert, button or field, so `try` is all a test needs.
@MainActor
public final class AlertTester {
    /// The clock of ``center``; time moves only through ``advance(by:)`` or this clock.
    public let clock: ManualAlertClock
    /// The center under test: hand it to the code that shows alerts.
    public let center: AlertCenter
    /// The host the tester attached, as `.showAlertView()` does at an app's root.
    public let host: AlertHost
    /// Every event of ``center`` since the tester was created, in order.
    public private(set) var events: [AlertEvent] = []
    /// Every alert shown so far, in the order it was shown (an alert shown again after an
    /// interruption appears again). An alert that another observer of ``center`` took down
    /// before the tester heard of it is not listed; ``events`` still has its `presented`.
    public private(set) var presentations: [AlertPresentation] = []

    private var observation: AlertEventObservation?
    private var typed: (presentation: AlertPresentationID, values: [Int: String])?

    /// Creates a center on a manual clock and attaches a host to it.
    ///
    /// - Parameters:
    ///   - configuration: The center's limits and timings.
    ///   - settling: How the host reports the end of a dismissal. `.immediate` (the default)
    ///     shows the next alert as soon as one is answered; `.afterSettleTime` behaves like
    ///     SwiftUI, where the next one appears once ``settle()`` (or ``advance(by:)``) has let
    ///     the settle time pass.
    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration(), settling: AlertHost.Settling = .immediate) {
        let clock = ManualAlertClock()
        let center = AlertCenter(configuration: configuration, clock: clock)
        self.clock = clock
        self.center = center
        self.host = center.attachHost(settling: settling)
        observation = center.observeEvents { [weak self] event in
            self?.record(event)
        }
    }

    // MARK: - What the person sees

    /// The alert visible now, on any host of ``center``, or `nil`.
    public var visible: VisibleAlert? {
        center.visiblePresentation.map(VisibleAlert.init)
    }

    /// The alerts waiting to be shown, in the order they will appear.
    public var queued: [AlertData] {
        center.queuedAlerts.map(\.alert)
    }

    /// The outcomes of the requests that have ended, in the order they ended.
    public var outcomes: [AlertOutcome] {
        events.compactMap(\.outcome)
    }

    /// How a request ended, or `nil` while it is pending (or was never made).
    public func outcome(of request: AlertRequestID) -> AlertOutcome? {
        events.first { $0.request == request && $0.outcome != nil }?.outcome
    }

    // MARK: - What the person does

    /// Taps the first button of the visible alert titled `title`: the request ends answered,
    /// with the text typed so far, and the button's action runs.
    ///
    /// ```swift
    /// try tester.type("Draft 2")
    /// let answer = try tester.tap("Rename")
    /// #expect(answer.textValues == ["Draft 2"])
    /// ```
    @discardableResult
    public func tap(_ title: String) throws(AlertTesterError) -> AlertAnswer {
        let presentation = try requireVisible()
        guard let index = presentation.buttons.firstIndex(where: { $0.title == title }) else {
            throw .noButton(titled: title, alert: presentation.alert.title, available: presentation.buttons.map(\.title))
        }
        return answer(presentation, buttonIndex: index)
    }

    /// Taps the first button of the visible alert with `role`, such as `.cancel`.
    @discardableResult
    public func tap(role: AlertButtonType) throws(AlertTesterError) -> AlertAnswer {
        let presentation = try requireVisible()
        guard let index = presentation.buttons.firstIndex(where: { $0.type == role }) else {
            throw .noButtonWithRole(role, alert: presentation.alert.title, available: presentation.buttons.map(\.title))
        }
        return answer(presentation, buttonIndex: index)
    }

    /// Types `text` into a text field of the visible alert, replacing what it held. The values
    /// reach the request's answer and the button's action when a button is tapped; fields
    /// nobody typed into keep their initial text.
    public func type(_ text: String, intoField index: Int = 0) throws(AlertTesterError) {
        let presentation = try requireVisible()
        let fields = presentation.alert.textFields
        guard fields.indices.contains(index) else {
            throw .noTextField(index: index, alert: presentation.alert.title, count: fields.count)
        }
        var values = typed?.presentation == presentation.id ? typed?.values ?? [:] : [:]
        values[index] = text
        typed = (presentation.id, values)
    }

    /// Closes the visible alert without choosing a button (a tap outside a confirmation
    /// dialog, Esc on macOS): the request ends ``/Alerts/AlertOutcome/dismissed`` and no
    /// action runs.
    public func dismiss() throws(AlertTesterError) {
        let presentation = try requireVisible()
        typed = nil
        showingHost(of: presentation)?.dismiss(presentation.id)
    }

    // MARK: - Time

    /// Moves the manual clock forward, running what falls due: settle times, the wait of
    /// requests made while no host is attached, toasts' times, and the loading indicator's
    /// grace and minimum times.
    public func advance(by duration: AlertDuration) {
        clock.advance(by: duration)
    }

    /// Lets the center's settle time pass, so that the alert waiting behind one that just left
    /// appears (needed only with an `.afterSettleTime` host).
    public func settle() {
        clock.advance(by: center.configuration.settleTime)
    }

    // MARK: - Waiting for asynchronous code

    /// Yields the main actor until an alert is visible and returns it; for code under test
    /// that requests its alert from a task.
    ///
    /// Nothing sleeps: each yield lets the tasks already waiting on the main actor run.
    public func nextAlert(maxYields: Int = 1_000) async throws(AlertTesterError) -> VisibleAlert {
        try await yield(until: { self.center.visiblePresentation != nil }, maxYields: maxYields)
        return try VisibleAlert(requireVisible())
    }

    /// Yields the main actor until `condition` holds, at most `maxYields` times.
    ///
    /// ```swift
    /// model.saveTapped()                        // starts a task that may show an alert
    /// try await tester.yield(until: { model.isSaved })
    /// ```
    public func yield(until condition: () -> Bool, maxYields: Int = 1_000) async throws(AlertTesterError) {
        var yields = 0
        while !condition() {
            guard yields < maxYields else { throw .stillWaiting(afterYields: yields) }
            await Task.yield()
            yields += 1
        }
    }

    // MARK: - Helpers

    private func record(_ event: AlertEvent) {
        events.append(event)
        // Observers run once the center's step is done; an observer before this one may have
        // changed what is visible since, so only the presentation the event names is kept.
        if case .presented(let id, _) = event.kind, let presentation = center.visiblePresentation, presentation.id == id {
            presentations.append(presentation)
        }
    }

    private func requireVisible() throws(AlertTesterError) -> AlertPresentation {
        guard let presentation = center.visiblePresentation else { throw .noVisibleAlert }
        return presentation
    }

    private func showingHost(of presentation: AlertPresentation) -> AlertHost? {
        center.hosts.first { $0.id == presentation.host }
    }

    /// Answers as a renderer would: an `.afterSettleTime` host reports the dismissal beginning
    /// first, as SwiftUI does before it runs the tapped button's action.
    private func answer(_ presentation: AlertPresentation, buttonIndex: Int) -> AlertAnswer {
        let fields = presentation.alert.textFields
        let values = typed?.presentation == presentation.id ? typed?.values ?? [:] : [:]
        let textValues = fields.indices.map { values[$0] ?? fields[$0].text }
        typed = nil
        let button = presentation.buttons[buttonIndex]
        if let host = showingHost(of: presentation) {
            if host.settling == .afterSettleTime {
                host.dismissalBegan(presentation.id)
            }
            host.answer(presentation.id, buttonIndex: buttonIndex, textValues: textValues)
        }
        return AlertAnswer(buttonIndex: buttonIndex, title: button.title, type: button.type, textValues: textValues)
    }
}
