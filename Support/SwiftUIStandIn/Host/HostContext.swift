// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// What flows down the tree during an update.
struct HostContext {
    /// The environment at this point of the tree.
    var environment: EnvironmentValues
    /// Whether an `environment(_:_:)` above was handed a new value in this update; only then
    /// are the environment values a view read compared again.
    var environmentChanged: Bool
    /// The presentation level: 0 for the window, one more for each sheet presented above it.
    var level: Int
    /// The content each user modifier type whose body is being hosted stands for: what a
    /// `_ViewModifier_Content` in that body splices in.
    var splices: [ObjectIdentifier: ModifierSplice]
    /// Whether the views here take taps, presses and hovers (`allowsHitTesting`).
    var allowsHitTesting = true
    /// The name assistive technologies read for the next button here (`accessibilityLabel`).
    var accessibilityLabel: String?
    /// Whether the views here are hidden from assistive technologies (`accessibilityHidden`).
    var isAccessibilityHidden = false
    /// Whether the views here are inside an element with the `isModal` accessibility trait.
    var isInAccessibilityModal = false
    /// The keyboard shortcut of the next button here (`keyboardShortcut(_:)`).
    var keyboardShortcut: KeyboardShortcut?
    /// Whether the views here are on screen: not under a pushed screen, in a tab not selected,
    /// or under a full-screen cover. Views off screen keep their identity and state, but have
    /// disappeared (rule “Disappearing is not leaving”).
    var isOnScreen = true
    /// The navigation stack the views here are in, if any.
    var navigation: NavigationStackState?
    /// How many screens of that stack are pushed below the views here: 0 for its root.
    var navigationDepth = 0
    /// The tab view whose tabs are being hosted, until a `tag` claims one.
    var tabSelection: TabViewState?
    /// The outermost presentation modifier (`alert`, `confirmationDialog`, `sheet`, …) attached
    /// to the view being modified here, if any: a view reached through modifiers, bodies and
    /// single children only is the same view (rule “One presentation per view”).
    var outerPresentation: ViewNode?
    /// The views of their own that enclose this point, outermost first: each child of a view
    /// with several, and a sheet's content (rule “Attached to a view”).
    var frames: [ObjectIdentifier] = []
    /// The view whose frame a presentation attached here points at, where the platform shows
    /// it as a popover: the innermost of `frames`, or for an overlay, the content it is laid
    /// over; `nil` for the whole window (rule “Attached to a view”).
    var frame: ObjectIdentifier?
    /// The innermost sheet, cover or popover whose content holds the views here: what
    /// `presentationDetents`, `interactiveDismissDisabled` and the like configure.
    var presentation: SheetState?
}

extension HostContext {
    /// Whether a presentation modifier hosted here is beneath an outer one on the same view and
    /// so, under the host's behaviour, presents nothing (rule “One presentation per view”).
    @MainActor func isBeneathOuterPresentation(in host: ViewHost) -> Bool {
        outerPresentation != nil && host.behaviour.stackedPresentations == .outermostOnly
    }

    /// The context for the view a presentation modifier at `node` modifies: the outermost
    /// presentation of that view stays the one met first.
    func presenting(from node: ViewNode) -> HostContext {
        var inner = self
        inner.outerPresentation = outerPresentation ?? node
        return inner
    }
}
