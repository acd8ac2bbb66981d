import SwiftUI

extension EnvironmentValues {
    /// Where `.showAlertView()` announces toasts and the loading indicator to a screen reader:
    /// the platform's by default; tests inject one that records.
    package var accessibilityAnnouncer: AccessibilityAnnouncer {
        get { self[AccessibilityAnnouncerKey.self] }
        set { self[AccessibilityAnnouncerKey.self] = newValue }
    }

    /// What the `.showAlertView()` views of a window have announced; the outermost one sets it.
    var announcementLog: AnnouncementLog? {
        get { self[AnnouncementLogKey.self] }
        set { self[AnnouncementLogKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/accessibilityAnnouncer``.
private struct AccessibilityAnnouncerKey: EnvironmentKey {
    static let defaultValue = AccessibilityAnnouncer.system
}

/// The key of `EnvironmentValues.announcementLog`.
private struct AnnouncementLogKey: EnvironmentKey {
    static let defaultValue: AnnouncementLog? = nil
}
