import Alerts

extension AlertEvent.Kind {
    /// The case's name, for comparing event sequences in tests.
    var name: String {
        switch self {
        case .requested: "requested"
        case .coalesced: "coalesced"
        case .queued: "queued"
        case .presented: "presented"
        case .interrupted: "interrupted"
        case .moved: "moved"
        case .answered: "answered"
        case .settled: "settled"
        case .ended: "ended"
        case .toast: "toast"
        case .loading: "loading"
        case .sheet: "sheet"
        }
    }
}
