import Alerts

/// What is said to a screen reader for a toast or the loading indicator, and how urgently.
package struct AccessibilityAnnouncement: Equatable, Sendable, CustomStringConvertible {
    /// How the announcement competes with other speech, as the platform's announcement
    /// priorities do.
    package enum Priority: Sendable, CustomStringConvertible {
        /// Waits for the speech under way, then is spoken.
        case low
        /// Interrupts the speech under way and may itself be interrupted.
        case `default`
        /// Interrupts the speech under way and is not interrupted.
        case high

        package var description: String {
            switch self {
            case .low: "low"
            case .default: "default"
            case .high: "high"
            }
        }
    }

    package let text: String
    package let priority: Priority

    package init(text: String, priority: Priority) {
        self.text = text
        self.priority = priority
    }

    /// The announcement of `toast`: its title and message, with a priority that follows its
    /// style: an error interrupts and is not interrupted, a warning or success interrupts, an
    /// info waits its turn.
    init(toast: ToastData) {
        let message = toast.message.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        text = message.map { "\(toast.title). \($0)" } ?? toast.title
        priority =
            switch toast.style {
            case .info: .low
            case .success, .warning: .default
            case .error: .high
            }
    }

    package var description: String { "“\(text)” (\(priority))" }
}
