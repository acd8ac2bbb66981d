import SwiftUI

extension EnvironmentValues {
    /// What `.showAlertView()` asks about the view controller and window it is in, instead of
    /// the platform's; `nil` (the default) uses the platform's where there is one. Tests inject
    /// one that reads the view host's emulation of UIKit.
    package var hostControllerProbe: HostControllerProbe? {
        get { self[HostControllerProbeKey.self] }
        set { self[HostControllerProbeKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/hostControllerProbe``.
private struct HostControllerProbeKey: EnvironmentKey {
    static let defaultValue: HostControllerProbe? = nil
}
