/// What the platform says of the view controller that hosts a `.showAlertView()`: what it
/// presents, read when the host asks.
///
/// On iOS, tvOS and visionOS each `.showAlertView()` makes one from a view it places in the
/// hierarchy (`UIKitControllerProbe`); tests put one in the environment
/// (`EnvironmentValues.hostControllerProbe`) that reads the view host's emulation instead.
/// Elsewhere there is none: the host then knows only the presentations the package makes.
@MainActor
package final class HostControllerProbe {
    private let readPresented: @MainActor () -> PresentedController

    /// A probe that reads what the controller presents with `presented`.
    package init(presented: @escaping @MainActor () -> PresentedController) {
        readPresented = presented
    }

    /// What the controller presents now.
    var presented: PresentedController { readPresented() }
}
