import Foundation
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#endif
#if canImport(Accessibility)
import Accessibility
#endif

/// Says announcements to a screen reader without moving its focus. `.showAlertView()` uses
/// ``system``; tests put one that records in the environment
/// (`EnvironmentValues.accessibilityAnnouncer`).
package final class AccessibilityAnnouncer: Sendable {
    private let poster: @MainActor @Sendable (AccessibilityAnnouncement) -> Void

    /// An announcer that hands each announcement to `post`.
    package init(post: @escaping @MainActor @Sendable (AccessibilityAnnouncement) -> Void) {
        poster = post
    }

    /// Says `announcement`.
    @MainActor
    func post(_ announcement: AccessibilityAnnouncement) {
        poster(announcement)
    }

    /// The platform's screen reader: `AccessibilityNotification.Announcement` with the
    /// announcement's priority from iOS 17, tvOS 17, macOS 14 and watchOS 10;
    /// `UIAccessibility.post(notification: .announcement, argument:)` on earlier iOS and tvOS.
    /// Where there is no screen reader, nothing.
    package static let system = AccessibilityAnnouncer { announcement in
        #if os(iOS) || os(tvOS) || os(visionOS)
        if #available(iOS 17, tvOS 17, *) {
            let text = NSAttributedString(string: announcement.text, attributes: [
                .accessibilitySpeechAnnouncementPriority: announcement.priority.platformPriority,
            ])
            AccessibilityNotification.Announcement(text).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: announcement.text)
        }
        #elseif canImport(Accessibility)
        if #available(macOS 14, watchOS 10, *) {
            AccessibilityNotification.Announcement(announcement.text).post()
        }
        #endif
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
extension AccessibilityAnnouncement.Priority {
    /// The platform's priority of the same meaning.
    @available(iOS 17, tvOS 17, *)
    var platformPriority: UIAccessibilityPriority {
        switch self {
        case .low: .low
        case .default: .default
        case .high: .high
        }
    }
}
#endif
