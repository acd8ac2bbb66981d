// SwiftUI stand-in for platforms without SwiftUI, mirroring Apple's iOS 18.1 SDK (Xcode 16.1)
// module interfaces SwiftUI.swiftinterface and SwiftUICore.swiftinterface. This file holds
// what the stand-in needs internally; nothing in it is part of Apple's public interface.

/// The key of `EnvironmentValues.scenePhase`: the window is active unless the host says not.
struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

/// The key of `EnvironmentValues.accessibilityReduceMotion`, which the system sets; the host
/// sets it for tests.
struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

/// The key of `EnvironmentValues.accessibilityVoiceOverEnabled`, which the system sets; the
/// host sets it for tests.
struct VoiceOverEnabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// The key of `EnvironmentValues.isEnabled`: controls are enabled unless `disabled(true)` is
/// above them.
struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

/// The key of `EnvironmentValues.dynamicTypeSize`: the system's default text size, `.large`.
struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// `accessibilityReduceMotion`, writable for the host.
    var systemReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// `accessibilityVoiceOverEnabled`, writable for the host.
    var systemVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}
