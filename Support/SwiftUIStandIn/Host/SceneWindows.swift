// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The windows of an app's `WindowGroup`, opened one after another, each hosted by a driver of
/// its own, with the views, `@State` and system environment of its own.
///
/// How each window's root starts is the behaviour's `windowGroupRoot` (rule “Window group
/// root”): under `.builtOnceAndShared` every `@State` of the root value (the views and
/// modifiers the group's content closure returns) starts from the initial value the first
/// window's root was built with, so an object made there is the same object in each window.
///
/// ```swift
/// let windows = SceneWindows(AppScene(), behaviour: .iOS16AndLater)
/// let first = windows.open()
/// let second = windows.open()
/// ```
@MainActor
package final class SceneWindows {
    private let makeRoot: @MainActor () -> any View
    private let behaviour: PresentationBehaviour
    /// The root the first window was built with.
    private var firstRoot: (any View)?

    /// The windows of `scene`'s `WindowGroup`, hosted under `behaviour`; none is open yet.
    package init(_ scene: some Scene, behaviour: PresentationBehaviour) {
        makeRoot = { windowContent(of: scene) }
        self.behaviour = behaviour
    }

    /// Opens a window; `presentationEnvironment` adjusts the environment of each of its
    /// presentation levels (rule “Environment of a presentation level”), and `alsoAdvancing` is
    /// called with each step of time its driver moves.
    package func open(
        presentationEnvironment: (@MainActor (_ level: Int, _ environment: inout EnvironmentValues) -> Void)? = nil,
        alsoAdvancing: (@MainActor (Duration) -> Void)? = nil
    ) -> ViewHostDriver {
        let root = makeRoot()
        if let firstRoot, behaviour.windowGroupRoot == .builtOnceAndShared {
            SharedStateInitialValues.copy(from: firstRoot, into: root)
        } else if firstRoot == nil {
            firstRoot = root
        }
        return ViewHostDriver(AnyView(root), behaviour: behaviour, presentationEnvironment: presentationEnvironment, alsoAdvancing: alsoAdvancing)
    }
}
