import Alerts

/// Every time a `.showAlertView()` waits on SwiftUI, in one place, each with what it assumes
/// (the article “What the layer assumes” lists them with their sources).
enum HostTiming {
    /// How long the content of a presentation waits after it appears before its host shows
    /// anything: SwiftUI drops an alert presented while a sheet or a pushed screen still
    /// animates in (sources report 0.35–0.5 s), so this waits the longest, with a margin.
    static let presentationAppearance = AlertDuration.milliseconds(600)

    /// The shortest time an alert is on screen before a person can close it: it takes longer
    /// than this to appear. A `false` written sooner, with no button, is a dropped presentation.
    static let shortestVisibleTime = AlertDuration.milliseconds(200)

    /// How often the probe is read while the host has something on screen or waits for an alert
    /// to appear, and at first while something it did not present covers it: UIKit reports no
    /// change of `presentedViewController`.
    static let probeInterval = AlertDuration.milliseconds(250)

    /// The longest time between two readings of the probe while only something the host did
    /// not present covers it: the interval doubles up to this while the cover stays, so a host
    /// under a long-lived cover is read once a second, and shows again at most this long after
    /// the cover has gone.
    static let longestCoveredProbeInterval = AlertDuration.seconds(1)

    /// How long an alert handed to SwiftUI may take to be presented before the host takes it as
    /// dropped and hands it over again: SwiftUI presents it in its next update, and drops it
    /// (“Attempt to present … which is already presenting”) with its binding left `true`.
    static let confirmationTime = AlertDuration.seconds(1)

    /// How many times an alert not seen presented is handed to SwiftUI again, each after the
    /// confirmation time, before the host reports it with a runtime warning and waits longer
    /// (``firstHandOverBackOff``): SwiftUI refuses a presentation only while another is in
    /// progress or leaving, which is over long before two confirmation times have passed.
    static let maximumHandOvers = 2

    /// How long an alert handed over again after the hand-overs ran out may take to be seen
    /// presented before it is handed over once more; doubled at each further hand-over, up to
    /// ``longestHandOverBackOff``. A probe blind to where SwiftUI presents withdraws an alert on
    /// screen for the settle time each time it runs out, so the wait grows; SwiftUI that keeps
    /// dropping it is asked again all the same, so the queue never stalls for good.
    static let firstHandOverBackOff = AlertDuration.seconds(2)

    /// The longest wait between two hand-overs of an alert never seen presented: an alert
    /// SwiftUI dropped shows at most this long (and the settle time) after what made it drop
    /// has ended, and an alert a blind probe cannot see is withdrawn at most this often.
    static let longestHandOverBackOff = AlertDuration.seconds(16)

    /// How long a sheet whose binding turned `false` may take to leave before the host takes
    /// its dismissal for lost: four times the slowest sheet animation reported (0.5 s), so that
    /// a slow dismissal is not asked for again while it still runs.
    static let sheetDismissalDeadline = AlertDuration.seconds(2)

    /// How many times a sheet whose content never appeared is asked to close before the host
    /// takes it for gone: SwiftUI read its binding but never presented it.
    static let sheetDismissalRetriesUnseen = 3

    /// How long the binding of a sheet whose dismissal was lost reads `true` again, before it
    /// turns `false` anew: long enough for SwiftUI to read it in an update of its own.
    static let sheetDismissalRetry = AlertDuration.milliseconds(100)
}
