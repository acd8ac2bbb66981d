import Alerts
import AlertsTesting

/// A center on a manual clock, for tests that drive the engine step by step.
@MainActor
struct Fixture {
    let clock = ManualAlertClock()
    let center: AlertCenter
    private(set) var events: EventLog
    /// The hosts ``attachHost(settling:)`` attached, kept as a renderer keeps its host: the
    /// center holds its hosts weakly.
    private let hosts = HostKeeper()

    init(configuration: AlertCenterConfiguration = AlertCenterConfiguration()) {
        center = AlertCenter(configuration: configuration, clock: clock)
        events = EventLog()
        let log = events
        center.observeEvents { log.record($0) }
    }

    /// Attaches a host that lives as long as the fixture, for tests that need not hold it.
    @discardableResult
    func attachHost(settling: AlertHost.Settling = .afterSettleTime) -> AlertHost {
        let host = center.attachHost(settling: settling)
        hosts.all.append(host)
        return host
    }

    /// The title of the alert visible now.
    var visibleTitle: String? { center.visiblePresentation?.alert.title }

    /// The titles of the waiting alerts, in the order they will be shown.
    var queuedTitles: [String] { center.queuedAlerts.map(\.alert.title) }

    /// Answers the visible alert with the button titled `title` on `host`.
    @discardableResult
    func tap(_ title: String, on host: AlertHost, texts: [String] = []) -> Bool {
        guard let presentation = host.presentation,
            let index = presentation.buttons.firstIndex(where: { $0.title == title })
        else { return false }
        return host.answer(presentation.id, buttonIndex: index, textValues: texts)
    }

    /// Lets every settle timer run out.
    func settle() {
        clock.advance(by: center.configuration.settleTime)
    }
}

/// Holds hosts for a ``Fixture``.
@MainActor
final class HostKeeper {
    var all: [AlertHost] = []
}

/// Records a center's events.
@MainActor
final class EventLog {
    private(set) var all: [AlertEvent] = []

    func record(_ event: AlertEvent) { all.append(event) }

    func kinds(of request: AlertRequestID) -> [AlertEvent.Kind] {
        all.filter { $0.request == request }.map(\.kind)
    }

    func endings(of request: AlertRequestID) -> [AlertOutcome] {
        all.filter { $0.request == request }.compactMap(\.outcome)
    }
}

/// Lets tasks started by a test run until they are suspended again.
@MainActor
func drainTasks() async {
    for _ in 0..<20 { await Task.yield() }
}
