import SwiftUI
import SwiftUIAlerts

/// The coordinator example's window on macOS: the senior (root) view applies `.showAlertView(center:)` with the
/// coordinator's center, and everything the coordinator is asked to show appears there.
///
/// ```swift
/// @main
/// struct ReportsApp: App {
///     let coordinator = AppCoordinator(alerts: AlertCenter(), state: RootState(files: []))
///     var body: some Scene { CoordinatorScene(coordinator: coordinator) }
/// }
/// ```
public struct CoordinatorScene: Scene {
    private let coordinator: AppCoordinator

    /// Creates the scene.
    public init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
    }

    public var body: some Scene {
        WindowGroup {
            FileMenuView(model: FileMenuViewModel(coordinator: coordinator))
                .showAlertView(center: coordinator.alerts)
        }
    }
}
