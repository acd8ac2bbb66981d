import Alerts
import Foundation

#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif
#if canImport(Accessibility)
import Accessibility
#endif

/// Says announcements to a screen reader without moving its focus. `.showAlertView()` uses
/// ``system``; tests put one that records in the environment
/// (`EnvironmentValues.accessibilityAnnouncer`).
package final class AccessibilityAnnouncer: Sendable {
    private let poster: @MainActor @Sendable (AccessibilityAnnouncement) -> Void
    private let changeReporter: @MainActor @Sendable () -> Void
    private let screenChangePoster: @MainActor @Sendable () -> Void

    /// An announcer that hands each announcement to `post`, each change of what is on screen
    /// to `interfaceChanged`, and each change it tells the screen reader of to `screenChanged`.
    package init(
        post: @escaping @MainActor @Sendable (AccessibilityAnnouncement) -> Void,
        interfaceChanged: @escaping @MainActor @Sendable () -> Void = {},
        screenChanged: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        poster = post
        changeReporter = interfaceChanged
        screenChangePoster = screenChanged
    }

    /// Says `announcement`.
    @MainActor
    func post(_ announcement: AccessibilityAnnouncement) {
        poster(announcement)
    }

    /// Something appeared on screen or left it (an alert, a dialog): speech about it comes
    /// first.
    @MainActor
    func interfaceChanged() {
        changeReporter()
    }

    /// An alert the package draws itself appeared or left: tells the screen reader that the
    /// screen changed, as UIKit does for its own alerts, so that it speaks the new screen and
    /// moves its cursor there; announcements wait for it, as after ``interfaceChanged()``.
    @MainActor
    func screenChanged() {
        changeReporter()
        screenChangePoster()
    }

    /// The platform's screen reader, through one ``AnnouncementQueue`` for the app: each
    /// announcement waits until the interface has settled and the previous one finished, and
    /// is spoken again when VoiceOver reports it was cut off. Where there is no screen reader,
    /// nothing.
    package static let system = AccessibilityAnnouncer(
        post: { SystemAnnouncementQueue.shared.enqueue($0) },
        interfaceChanged: { SystemAnnouncementQueue.shared.interfaceChanged() },
        screenChanged: { SystemAnnouncementQueue.postScreenChanged() }
    )
}

/// The queue of ``AccessibilityAnnouncer/system``, fed by VoiceOver's reports that an
/// announcement finished.
@MainActor
private enum SystemAnnouncementQueue {
    static let shared: AnnouncementQueue = {
        let queue = AnnouncementQueue(clock: SystemAlertClock(), speak: speak)
        #if os(iOS) || os(tvOS) || os(visionOS)
        // VoiceOver posts this when it finishes or abandons an announcement; its user info
        // holds the text and whether it was spoken to the end.
        _ = NotificationCenter.default.addObserver(
            forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: OperationQueue.main
        ) { notification in
            let text = notification.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
            let successfully = (notification.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? true
            guard let text else { return }
            Task { @MainActor in
                shared.finished(text, successfully: successfully)
            }
        }
        #endif
        return queue
    }()

    /// Tells VoiceOver the screen changed (`UIAccessibility.Notification.screenChanged` with no
    /// element: it speaks the new screen from its first element) on iOS, tvOS and visionOS. On
    /// macOS and watchOS nothing is posted: an alert's `accessibilityFocused(_:)` binding moves
    /// the screen reader to it.
    static func postScreenChanged() {
        #if os(iOS) || os(tvOS) || os(visionOS)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #endif
    }

    /// Posts `announcement`: `AccessibilityNotification.Announcement` with its priority from
    /// iOS 17, tvOS 17, macOS 14 and watchOS 10; `UIAccessibility.post(notification:
    /// .announcement, argument:)` on earlier iOS and tvOS; AppKit's announcement request, with
    /// its priority, on macOS 12 and 13.
    static func speak(_ announcement: AccessibilityAnnouncement) {
        #if os(iOS) || os(tvOS) || os(visionOS)
        if #available(iOS 17, tvOS 17, *) {
            let text = NSAttributedString(
                string: announcement.text,
                attributes: [
                    .accessibilitySpeechAnnouncementPriority: announcement.priority.platformPriority
                ])
            AccessibilityNotification.Announcement(text).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: announcement.text)
        }
        #elseif os(macOS)
        if #available(macOS 14, *) {
            AccessibilityNotification.Announcement(announcement.text).post()
        } else {
            let application = NSApplication.shared
            let element: Any = application.mainWindow.map { $0 as Any } ?? application
            NSAccessibility.post(
                element: element, notification: .announcementRequested,
                userInfo: [
                    .announcement: announcement.text,
                    .priority: announcement.priority.appKitPriority.rawValue,
                ])
        }
        #elseif canImport(Accessibility)
        if #available(watchOS 10, *) {
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

#if os(macOS)
extension AccessibilityAnnouncement.Priority {
    /// AppKit's priority of the same meaning.
    var appKitPriority: NSAccessibilityPriorityLevel {
        switch self {
        case .low: .low
        case .default: .medium
        case .high: .high
        }
    }
}
#endif
