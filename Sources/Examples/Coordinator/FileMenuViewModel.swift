import Alerts

/// The presenting view model: saving over an existing file asks first, through the
/// coordinator, from outside any view.
@MainActor
public final class FileMenuViewModel {
    private let coordinator: AppCoordinator

    /// Creates the view model.
    public init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
    }

    /// Saves the document as `name`, asking whether to replace a file of that name.
    public func save(as name: String) {
        guard coordinator.state.files.contains(name) else {
            coordinator.dispatch(.replace(name))
            return
        }
        coordinator.dispatch(
            .showAlert(
                AlertData(
                    title: "“\(name)” already exists.",
                    message: "Do you want to replace it?",
                    buttons: [
                        .cancel(),
                        AlertButton(title: "Keep Both") { [coordinator] in coordinator.dispatch(.keepBoth(name)) },
                        .destructive("Replace") { [coordinator] in coordinator.dispatch(.replace(name)) },
                    ]
                )))
    }
}
