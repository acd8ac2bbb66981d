import Alerts

extension ToastEvent {
    /// The kind of toast event without its particulars, as counted in coverage.
    var category: String {
        switch self {
        case .requested: "toast requested"
        case .coalesced: "toast coalesced"
        case .queued: "toast queued"
        case .shown: "toast shown"
        case .actionTapped: "toast actionTapped"
        case .ended(.timedOut): "toast ended timedOut"
        case .ended(.dismissed): "toast ended dismissed"
        case .ended(.actionTapped): "toast ended actionTapped"
        case .ended(.cancelled): "toast ended cancelled"
        case .ended(.hostGone): "toast ended hostGone"
        case .ended(.rejected(.invalid)): "toast ended rejected invalid"
        case .ended(.rejected(.queueFull)): "toast ended rejected queueFull"
        case .ended(.rejected(.noHost)): "toast ended rejected noHost"
        case .ended(.rejected(.centerClosed)): "toast ended rejected centerClosed"
        }
    }
}

extension LoadingEvent {
    /// The kind of loading event without its particulars, as counted in coverage.
    var category: String {
        switch self {
        case .began: "loading began"
        case .indicatorShown: "loading indicatorShown"
        case .cancelRequested: "loading cancelRequested"
        case .ended(let succeeded): succeeded ? "loading ended succeeded" : "loading ended failed"
        case .indicatorHidden: "loading indicatorHidden"
        }
    }
}
