/// What the platform says of the view controller and the window that host a
/// `.showAlertView()`: what the controller presents (read when the host asks) and when the
/// window becomes the key window (reported as it happens).
///
/// On iOS, tvOS and visionOS each `.showAlertView()` makes one from a view it places in the
/// hierarchy (`UIKitControllerProbe`); tests put one in the environment
/// (`EnvironmentValues.hostControllerProbe`) that reads the view host's emulation instead.
/// Elsewhere there is none: the host then knows only the presentations the package makes.
@MainActor
package final class HostControllerProbe {
    private let readPresented: @MainActor () -> PresentedController
    private var keyWindowObservers: [@MainActor () -> Bool] = []
    /// Where the host's runtime warnings about what it reads go.
    let warn: @MainActor (String) -> Void

    /// A probe that reads what the controller presents with `presented`; the host's warnings
    /// about what it reads go to `warn` (by default, runtime warnings).
    package init(presented: @escaping @MainActor () -> PresentedController, warn: @escaping @MainActor (String) -> Void = RuntimeWarning.report) {
        readPresented = presented
        self.warn = warn
    }

    /// What the controller presents now.
    var presented: PresentedController { readPresented() }

    /// Reports that the probe's window became the key window: the one the person uses.
    package func windowBecameKey() {
        // An observer may add another while it runs: it is kept, and called from the next
        // report on.
        let observers = keyWindowObservers
        keyWindowObservers = []
        keyWindowObservers = observers.filter { $0() } + keyWindowObservers
    }

    /// Calls `observer` each time the window becomes key, as long as it returns `true`.
    func observeKeyWindow(_ observer: @escaping @MainActor () -> Bool) {
        keyWindowObservers.append(observer)
    }
}
