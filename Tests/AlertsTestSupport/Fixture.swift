import Alerts
import AlertsTesting
import Testing

/// A center on a manual clock, for tests that drive the engine step by step.
@MainActor
public struct Fixture {
    public let clock = ManualAlertClock()
    public let center: AlertCenter
    public private(set) var events: EventLog
    /// The hosts ``attachHost(settling:)`` attached, kept as a renderer keeps its host: the
    /// center holds its hosts weakly.
    private let hosts = HostKeeper()

    public init(configuration: AlertCenterConfiguration = AlertCenterConfiguration()) {
        center = AlertCenter(configuration: configuration, clock: clock)
        events = EventLog()
        let log = events
        center.observeEvents { log.record($0) }
    }

    /// Attaches a host that lives as long as the fixture, for tests that need not hold it.
    @discardableResult
    public func attachHost(settling: AlertHost.Settling = .afterSettleTime) -> AlertHost {
        let host = center.attachHost(settling: settling)
        hosts.all.append(host)
        return host
    }

    /// The title of the alert visible now.
    public var visibleTitle: String? { center.visiblePresentation?.alert.title }

    /// The titles of the waiting alerts, in the order they will be shown.
    public var queuedTitles: [String] { center.queuedAlerts.map(\.alert.title) }

    /// Answers the visible alert with the button titled `title` on `host`.
    @discardableResult
    public func tap(_ title: String, on host: AlertHost, texts: [String] = []) -> Bool {
        guard let presentation = host.presentation,
            let index = presentation.buttons.firstIndex(where: { $0.title == title })
        else { return false }
        return host.answer(presentation.id, buttonIndex: index, textValues: texts)
    }

    /// Lets every settle timer run out.
    public func settle() {
        clock.advance(by: center.configuration.settleTime)
    }

    /// Answers whatever is visible on `host` until nothing is left (at most `limit` alerts),
    /// expecting the center and the host to agree on what is shown at every step.
    public func answerAll(on host: AlertHost, limit: Int = 20) {
        for _ in 0..<limit {
            settle()
            #expect(center.visiblePresentation?.id == host.presentation?.id)
            guard let presentation = host.presentation else { return }
            host.answer(presentation.id, buttonIndex: 0)
        }
    }
}
