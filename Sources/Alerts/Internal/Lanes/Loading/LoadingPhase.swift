/// Where the loading indicator stands; each timer lives in the case that waits for it.
enum LoadingPhase {
    /// Hidden, no operation running.
    case idle
    /// Operations run; the indicator appears once `timer`, the grace time, fires.
    case waitingForGrace(timer: any AlertTimer)
    /// Visible since the given time.
    case shown(since: AlertDuration)
    /// Visible since the given time with no operation left, until `timer` ends its minimum
    /// time; it shows `lastOperation`, the operation that ended last.
    case holding(since: AlertDuration, timer: any AlertTimer, lastOperation: (id: AlertRequestID, message: String))
    /// The center was closed: the indicator never shows again.
    case closed

    /// The timer the phase waits for, if any.
    var timer: (any AlertTimer)? {
        switch self {
        case .waitingForGrace(let timer), .holding(_, let timer, _): timer
        case .idle, .shown, .closed: nil
        }
    }

    /// Since when the indicator is visible, while it is.
    var shownSince: AlertDuration? {
        switch self {
        case .shown(let since), .holding(let since, _, _): since
        case .idle, .waitingForGrace, .closed: nil
        }
    }
}
