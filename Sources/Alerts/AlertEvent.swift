/// One step in the life of a request, as reported on ``AlertCenter/events`` and to
/// ``AlertCenter/observeEvents(_:)``: the single place for logging and analytics.
///
/// Every request produces `requested` first and exactly one `ended`; after `ended`, only the
/// `settled` of its last showing may follow, since an `.afterSettleTime` host settles once
/// the answer is in. A showing that moves, because its host went away, is followed by the
/// `settled` of that showing before it is shown again. Toast requests and loading operations report their steps on the same
/// stream, as ``Kind/toast(_:)`` and ``Kind/loading(_:)``.
///
/// ```swift
/// center.observeEvents { event in
///     if case .ended(let outcome) = event.kind { analytics.log(event.title, outcome) }
/// }
/// ```
public struct AlertEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A request was made.
        case requested
        /// The request joined an alert with the same coalescing key and will share its outcome.
        case coalesced(into: AlertRequestID)
        /// The alert entered the queue.
        case queued
        /// The alert became visible on a host.
        case presented(AlertPresentationID, host: AlertHostID)
        /// A higher-priority alert replaced the visible one, which waits at the front of its
        /// priority to be shown again.
        case interrupted(by: AlertRequestID)
        /// The alert left its host before being answered (the host went away, or another host
        /// came on top) and waits to be shown on the topmost host.
        case moved(from: AlertHostID)
        /// The person answered: the outcome follows as `ended`, and the button's action runs.
        case answered(AlertAnswer)
        /// A host reported an alert fully off screen, or its settle time passed: the next alert
        /// may be shown.
        case settled(AlertPresentationID)
        /// The request ended; only the `settled` of its last showing may follow.
        case ended(AlertOutcome)
        /// A step of a toast request (``AlertCenter/showToast(_:)``).
        case toast(ToastEvent)
        /// A step of a loading operation or of the loading indicator
        /// (``AlertCenter/withLoading(_:progress:isCancellable:blocksInteraction:success:failure:operation:)``).
        case loading(LoadingEvent)
        /// A step of a sheet request.
        case sheet(SheetEvent)
    }

    /// What happened.
    public let kind: Kind
    /// The request it happened to: an alert request, a toast request or a loading operation.
    public let request: AlertRequestID
    /// The alert's or toast's title, or the loading operation's message, for logs.
    public let title: String
    /// When it happened, on the center's clock.
    public let time: AlertDuration

    /// Creates an event.
    public init(kind: Kind, request: AlertRequestID, title: String, time: AlertDuration) {
        self.kind = kind
        self.request = request
        self.title = title
        self.time = time
    }

    /// The outcome, if this event ends its request.
    public var outcome: AlertOutcome? {
        if case .ended(let outcome) = kind { outcome } else { nil }
    }

    /// How a sheet request ended, if this event ends one.
    public var sheetEnding: SheetEnding? {
        if case .sheet(.ended(let ending)) = kind { ending } else { nil }
    }

    /// The toast outcome, if this event ends a toast request.
    public var toastOutcome: ToastOutcome? {
        if case .toast(.ended(let outcome)) = kind { outcome } else { nil }
    }

    public var description: String { "\(time) \(request) \(kind) “\(title)”" }
}
