import Alerts

/// Records a center's events.
@MainActor
public final class EventLog {
    public private(set) var all: [AlertEvent] = []

    public init() {}

    public func record(_ event: AlertEvent) { all.append(event) }

    public func kinds(of request: AlertRequestID) -> [AlertEvent.Kind] {
        all.filter { $0.request == request }.map(\.kind)
    }

    public func endings(of request: AlertRequestID) -> [AlertOutcome] {
        all.filter { $0.request == request }.compactMap(\.outcome)
    }
}
