/// Where the loading indicator stands.
enum LoadingPhase {
    /// Hidden, no operation running.
    case idle
    /// Operations run; the indicator appears once the grace time ends.
    case waitingForGrace
    /// Visible since the given time.
    case shown(since: AlertDuration)
    /// Visible since the given time with no operation left, until its minimum time has passed.
    case holding(since: AlertDuration)
}
