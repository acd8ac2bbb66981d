/// Where a lane that shows one thing at a time stands: nothing on screen, one thing on screen
/// (the person may have begun to dismiss it), one thing leaving it, or closed for good.
///
/// The cases exclude each other, so "nothing else is leaving while something is visible" holds
/// by construction, and the settle timer lives in the case that owns it. `Shown` is what the
/// lane shows (for alerts, ``AlertLane/Showing``).
enum ModalPhase<Shown> {
    /// Nothing is visible or leaving: the next waiting item may be shown.
    case idle
    /// `shown` is on screen and the person has not begun to dismiss it.
    case showing(Shown)
    /// `shown` is on screen and the person began to dismiss it; its answer may still follow.
    /// `timer` ends the wait for the host's word on a host that settles after a settle time.
    case closing(Shown, timer: (any AlertTimer)?)
    /// `shown` is off the screen and leaving it; the next waits until `timer` fires or the
    /// host reports the end of the transition.
    case settling(Shown, timer: any AlertTimer)
    /// The center was closed: nothing shows any more.
    case closed

    /// What is on screen, dismissed or not.
    var visible: Shown? {
        switch self {
        case .showing(let shown), .closing(let shown, _): shown
        case .idle, .settling, .closed: nil
        }
    }

    /// Whether the person began to dismiss what is on screen.
    var isClosing: Bool {
        if case .closing = self { true } else { false }
    }

    /// What is leaving the screen.
    var settling: Shown? {
        if case .settling(let shown, _) = self { shown } else { nil }
    }

    /// The timer that ends a dismissal or a settling, while one runs.
    var settleTimer: (any AlertTimer)? {
        switch self {
        case .closing(_, let timer): timer
        case .settling(_, let timer): timer
        case .idle, .showing, .closed: nil
        }
    }

    var isIdle: Bool {
        if case .idle = self { true } else { false }
    }
}
