import Alerts

/// What a connection does with requests made where no `.showAlertView()` is above the view: it
/// warns once for each call site, naming the fix, and ends them on a center no host attaches to.
struct UnattachedRequests {
    private var noHostCenter: AlertCenter?
    private let warn: @MainActor @Sendable (String) -> Void
    private var warnedCallSites: Set<AlertCallSite> = []

    init(warningTo warn: @escaping @MainActor @Sendable (String) -> Void) {
        self.warn = warn
    }

    /// Reports `message` the first time a call comes from `callSite`.
    @MainActor
    mutating func warnOnce(at callSite: AlertCallSite, _ message: @autoclosure () -> String) {
        if warnedCallSites.insert(callSite).inserted {
            warn(message())
        }
    }

    /// A center no host ever attaches to, which ends each request ``RequestRejection/noHost``
    /// at once.
    @MainActor
    mutating func rejectingCenter() -> AlertCenter {
        if let noHostCenter { return noHostCenter }
        let made = AlertCenter(configuration: AlertCenterConfiguration(noHostTimeout: .zero))
        noHostCenter = made
        return made
    }
}
