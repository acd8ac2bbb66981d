// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// One view identity in the hosted tree: its structural position (a key under its parent) and
/// type, the last view value, the properties kept for it, and what it hosts.
@MainActor
final class ViewNode {
    /// The position under the parent: an index, a branch, or a `ForEach` element's identity.
    let key: AnyHashable
    /// The type of the view; a value of another type at the same position is a new identity.
    let viewType: ObjectIdentifier
    /// The last view value.
    var view: any View
    /// What `State` and `Environment` of the identity read.
    let store = ViewPropertyStore()
    /// The children, in order.
    var children: [ViewNode] = []
    /// The state version the body was last evaluated at; `nil` before the first evaluation.
    var evaluatedStateVersion: Int?
    /// Whether the identity was hosted once already; its first view value is not compared.
    var hasBeenHosted = false
    /// The presentation level the identity is at.
    var level = 0
    /// Whether the identity was on screen in the last pass (see `HostContext.isOnScreen`).
    var isOnScreen = true
    /// The alert or dialog this identity presents, for a `PresentationModifier`.
    var presenter: PresenterState?
    /// The sheet this identity presents, for a `SheetModifier`.
    var sheet: SheetState?
    /// The screen this identity pushes, for a `NavigationDestinationModifier`.
    var destination: DestinationState?
    /// The stack this identity is, for a `NavigationStack`.
    var navigation: NavigationStackState?
    /// The selection of this identity, for a `TabView`.
    var tabs: TabViewState?
    /// The task this identity runs, for a `TaskModifier`.
    var task: Task<Void, Never>?
    /// The `id` the task was last started for.
    var taskID: Any?
    /// Whether an `AppearanceModifier` or `TaskModifier` of this identity has seen it appear
    /// (and not disappear since).
    var hasAppeared = false
    /// Whether an `AppearanceModifier` of this identity has ever seen it appear.
    var hasEverAppeared = false
    /// Whether the identity is in the tree; `false` once it left.
    var isInTree = true

    init(key: AnyHashable, view: any View) {
        self.key = key
        self.viewType = ObjectIdentifier(type(of: view))
        self.view = view
    }

    /// Whether the identity's state changed since its body was last evaluated, or it never was.
    var needsEvaluation: Bool {
        evaluatedStateVersion != store.stateVersion
    }
}
