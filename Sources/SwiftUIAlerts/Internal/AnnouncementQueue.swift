import Alerts

/// Hands announcements to a screen reader one at a time, once the interface has settled.
///
/// A screen reader speaks what changes on screen (an alert appearing, a sheet leaving, the
/// button just double-tapped) and cuts off an announcement posted at the same moment; two
/// announcements posted together cut each other off. So the queue:
/// - speaks an announcement only once ``settleTime`` has passed since the interface last
///   changed (``interfaceChanged()``) and since the announcement arrived with nothing being
///   spoken;
/// - speaks the next one only when the screen reader reports the previous one finished
///   (``finished(_:successfully:)``), or, without a report (macOS sends none, nor does iOS
///   when VoiceOver is off), once the time it takes to speak has passed: one second and 70 ms
///   a character, at most ``finishTimeout``;
/// - speaks again, after the settle time, an announcement the screen reader reports it did not
///   finish, up to ``maximumAttempts`` times in all;
/// - speaks the waiting announcements by priority (high, default, low), each priority in the
///   order they arrived; one that is already waiting is not queued twice, and beyond
///   ``maximumPending`` the oldest of the lowest priority is dropped: speech that far behind
///   the screen no longer helps.
@MainActor
package final class AnnouncementQueue {
    /// The quiet time before an announcement is spoken.
    package let settleTime: AlertDuration
    /// The longest a posted announcement may go without a report that it finished.
    package let finishTimeout: AlertDuration
    /// How often one announcement is spoken at most, the first time included.
    package let maximumAttempts: Int
    /// The most announcements that wait to be spoken.
    package let maximumPending: Int

    private struct Waiting {
        let announcement: AccessibilityAnnouncement
        var attempts: Int
        let arrival: Int
    }

    /// What the screen reader is doing; each timer belongs to the case that started it.
    private enum Turn {
        /// Nothing is spoken, and nothing waits to be.
        case quiet
        /// The head of the queue is spoken when the timer fires.
        case waitingToSpeak(any AlertTimer)
        /// `entry` was posted; the timer ends it when no report says it finished.
        case speaking(Waiting, any AlertTimer)
    }

    private let clock: any AlertClock
    private let speak: @MainActor (AccessibilityAnnouncement) -> Void
    private var waiting: [Waiting] = []
    private var turn = Turn.quiet
    private var arrivals = 0
    /// When the announcement at the head may be spoken, at the earliest.
    private var quietUntil: AlertDuration

    /// A queue that speaks through `speak` and measures time on `clock`.
    package init(
        clock: any AlertClock,
        settleTime: AlertDuration = .milliseconds(500),
        finishTimeout: AlertDuration = .seconds(10),
        maximumAttempts: Int = 3,
        maximumPending: Int = 10,
        speak: @escaping @MainActor (AccessibilityAnnouncement) -> Void
    ) {
        self.clock = clock
        self.settleTime = max(settleTime, .zero)
        self.finishTimeout = max(finishTimeout, .zero)
        self.maximumAttempts = max(maximumAttempts, 1)
        self.maximumPending = max(maximumPending, 1)
        self.speak = speak
        quietUntil = clock.now
    }

    /// The announcements not yet spoken, in the order they will be.
    package var pending: [AccessibilityAnnouncement] { waiting.map(\.announcement) }

    /// The announcement posted and not yet reported finished.
    package var current: AccessibilityAnnouncement? {
        if case .speaking(let entry, _) = turn { entry.announcement } else { nil }
    }

    /// Queues `announcement`.
    package func enqueue(_ announcement: AccessibilityAnnouncement) {
        guard !waiting.contains(where: { $0.announcement == announcement }) else { return }
        arrivals += 1
        if current == nil && waiting.isEmpty {
            quietUntil = max(quietUntil, clock.now + settleTime)
        }
        insert(Waiting(announcement: announcement, attempts: 0, arrival: arrivals))
        if waiting.count > maximumPending, let lowest = waiting.last.map({ Self.rank($0.announcement.priority) }),
            let oldest = waiting.firstIndex(where: { Self.rank($0.announcement.priority) == lowest })
        {
            waiting.remove(at: oldest)
        }
        scheduleNext()
    }

    /// Something appeared or left on screen: the next announcement waits for a quiet
    /// ``settleTime`` again.
    package func interfaceChanged() {
        quietUntil = clock.now + settleTime
        if current == nil {
            scheduleNext()
        }
    }

    /// The screen reader finished speaking `text`: completely (`successfully`), or cut off.
    /// A report about another text (one the app posted itself) is ignored.
    package func finished(_ text: String, successfully: Bool) {
        guard case .speaking(let spoken, let finishTimer) = turn, spoken.announcement.text == text else { return }
        finishTimer.cancel()
        turn = .quiet
        if !successfully && spoken.attempts < maximumAttempts {
            insert(spoken)
            quietUntil = max(quietUntil, clock.now + settleTime)
        }
        scheduleNext()
    }

    /// Puts `entry` after every waiting announcement of its priority or a higher one that
    /// arrived before it.
    private func insert(_ entry: Waiting) {
        let rank = Self.rank(entry.announcement.priority)
        let index =
            waiting.firstIndex {
                Self.rank($0.announcement.priority) < rank
                    || (Self.rank($0.announcement.priority) == rank && $0.arrival > entry.arrival)
            } ?? waiting.endIndex
        waiting.insert(entry, at: index)
    }

    private static func rank(_ priority: AccessibilityAnnouncement.Priority) -> Int {
        switch priority {
        case .low: 0
        case .default: 1
        case .high: 2
        }
    }

    private func scheduleNext() {
        if case .waitingToSpeak(let speakTimer) = turn {
            speakTimer.cancel()
            turn = .quiet
        }
        guard case .quiet = turn, !waiting.isEmpty else { return }
        let now = clock.now
        // The clock runs the work later even for no delay, so `speak` never runs inside a call.
        let delay = quietUntil > now ? quietUntil - now : .zero
        let speakTimer = clock.schedule(after: delay) { [weak self] in
            self?.speakHead()
        }
        turn = .waitingToSpeak(speakTimer)
    }

    private func speakHead() {
        guard case .waitingToSpeak = turn else { return }
        turn = .quiet
        guard !waiting.isEmpty else { return }
        guard clock.now >= quietUntil else {
            scheduleNext()
            return
        }
        var head = waiting.removeFirst()
        head.attempts += 1
        let finishTimer = clock.schedule(after: speakingTime(of: head.announcement)) { [weak self] in
            self?.finishTimedOut()
        }
        turn = .speaking(head, finishTimer)
        speak(head.announcement)
    }

    /// About how long a screen reader takes to speak `announcement` at its usual rate (some
    /// 14 characters a second), with a second to spare.
    func speakingTime(of announcement: AccessibilityAnnouncement) -> AlertDuration {
        let characters = min(announcement.text.count, 1_000)
        return min(.seconds(1) + .milliseconds(70 * characters), finishTimeout)
    }

    private func finishTimedOut() {
        guard case .speaking = turn else { return }
        turn = .quiet
        scheduleNext()
    }
}
