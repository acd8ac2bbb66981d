// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Runs a tree of views as SwiftUI would, under the presentation rules of
/// `Support/SwiftUIHost.md`: it keeps view identities and their state, evaluates only the
/// bodies that need it, runs appearance actions and tasks, and presents alerts, dialogs and
/// sheets. Tests drive it through `ViewHostDriver`.
@MainActor
final class ViewHost {
    /// The rules that differ between OS versions, and the animation time.
    let behaviour: PresentationBehaviour
    /// The host's time, moved only by `advance(by:)`.
    private(set) var now: Duration = .zero
    /// The executor the tasks of `task(id:)` prefer.
    let taskExecutor = MainActorTaskExecutor()
    /// Warnings SwiftUI would log, in order.
    private(set) var warnings: [String] = []

    private let rootView: any View
    private var root: ViewNode?
    private var bodyEvaluations: [ObjectIdentifier: Int] = [:]
    private var evaluatedTypeNames: [ObjectIdentifier: String] = [:]
    private var didChangeTree = false
    private var pendingActions: [@MainActor () -> Void] = []
    private var pendingSheetDismissals: [SheetState] = []
    /// What SwiftUI writes through the bindings of alerts that left without a button, and when
    /// (rule “Left without a button”).
    private var lateAlertBindingWrites: [(binding: Binding<Bool>, due: Duration)] = []
    private var pendingPops: [DestinationState] = []
    private var pendingCancellations: [Task<Void, Never>] = []
    /// The changes to the tree's views and to the host since it was created.
    private let changes = ChangeCounter()
    /// The count of `changes` before the last pass of the last update that settled: while it
    /// has not moved, another pass over the tree would find it as that one left it.
    private var settledAtChange: Int?

    /// The presenters met in the last pass, in tree order.
    private(set) var presenters: [ViewNode] = []
    /// The sheets met in the last pass, in tree order.
    private(set) var sheets: [ViewNode] = []
    /// The sheets of the last pass and those the pass under way has met so far: what a sheet
    /// beginning to leave checks (rule “One sheet dismissal at a time”).
    var knownSheets: [ViewNode] {
        sheetsOfLastPass.filter(\.isInTree) + sheets.filter { node in !sheetsOfLastPass.contains { $0 === node } }
    }
    private var sheetsOfLastPass: [ViewNode] = []
    /// How many alert controllers UIKit would have presented (rule “Presenting controller”).
    private var presentedControllers = 0
    /// The alerts of presenters that left the tree while they were up, which UIKit still shows
    /// leaving, each with its level and the end of its dismissal (rule “Leaving presenter”).
    private var leavingAlerts: [(level: Int, controller: (title: String?, instance: Int), until: Duration)] = []
    /// The navigation destinations met in the last pass, in tree order.
    private(set) var destinations: [ViewNode] = []
    /// The tab views met in the last pass, in tree order.
    private(set) var tabViews: [ViewNode] = []
    /// The presentation levels a full-screen cover hid in the last pass.
    private var coveredLevels: Set<Int> = []
    /// The buttons of the content met in the last pass, in tree order.
    private(set) var contentButtons: [ContentButton] = []
    /// The text fields of the content met in the last pass, in tree order.
    private(set) var contentTextFields: [ContentTextField] = []
    /// The texts of the content met in the last pass, with their level, in tree order.
    private(set) var contentTexts: [(level: Int, text: String)] = []
    /// The images of the content met in the last pass, with their level, in tree order.
    private(set) var contentImages: [(level: Int, name: String)] = []
    /// The progress indicators of the content met in the last pass, in tree order.
    private(set) var contentProgressViews: [(level: Int, title: String, fractionCompleted: Double?)] = []
    /// The transitions of the views met in the last pass, with their level, in tree order.
    private(set) var contentTransitions: [(level: Int, parts: [String])] = []
    /// The hover and press targets met in the last pass, in tree order.
    private(set) var gestureTargets: [GestureTarget] = []
    /// The elements bound to an `AccessibilityFocusState` met in the last pass, in tree order.
    var accessibilityFocusElements: [AccessibilityFocusElement] = []
    /// The element that has the assistive technology focus, if one bound to an
    /// `AccessibilityFocusState` has it (rule “Accessibility focus”).
    var accessibilityFocusedElement: AccessibilityFocusElement?

    /// The environment at the root, which the system sets (scene phase, accessibility
    /// settings); tests change it through `ViewHostDriver`.
    private var rootEnvironment = EnvironmentValues()
    /// Whether the root environment changed since the last pass.
    private var rootEnvironmentChanged = false
    /// What a test adds to the environment of each presentation level's content: the window's
    /// root (level 0) and each sheet, cover or popover (rule “Environment of a presentation
    /// level”).
    let presentationEnvironment: (@MainActor (_ level: Int, _ environment: inout EnvironmentValues) -> Void)?

    init(
        root: any View, behaviour: PresentationBehaviour,
        presentationEnvironment: (@MainActor (_ level: Int, _ environment: inout EnvironmentValues) -> Void)? = nil
    ) {
        self.rootView = root
        self.behaviour = behaviour
        self.presentationEnvironment = presentationEnvironment
    }

    // MARK: - Counting

    /// The number of times the body of views of `type` was evaluated.
    func bodyEvaluations(of type: Any.Type) -> Int {
        bodyEvaluations[ObjectIdentifier(type), default: 0]
    }

    /// Every type whose body was evaluated, with its count.
    var bodyEvaluationCounts: [(type: String, count: Int)] {
        bodyEvaluations.map { (evaluatedTypeNames[$0.key] ?? "?", $0.value) }.sorted { $0.type < $1.type }
    }

    private func countEvaluation(of type: Any.Type) {
        let id = ObjectIdentifier(type)
        bodyEvaluations[id, default: 0] += 1
        evaluatedTypeNames[id] = String(describing: type)
    }

    /// Records a warning SwiftUI would log.
    func warn(_ message: String) {
        warnings.append(message)
    }

    // MARK: - Updating

    /// Brings the tree up to date, runs what the update queued, and applies the presentation
    /// rules, until nothing more changes. Returns whether anything changed.
    ///
    /// `skippingSettledTree`: the first pass leaves the tree alone when the last update
    /// settled it and neither its views' state nor the host changed since, for a pass over it
    /// would change nothing; the bindings are read and the presentation rules applied as
    /// always, and any change they find brings the next pass over the whole tree.
    @discardableResult
    func update(skippingSettledTree: Bool = false) async -> Bool {
        var changed = false
        for pass in 0..<Self.passesPerUpdate {
            didChangeTree = false
            let changesBefore = changes.count
            if pass > 0 || !skippingSettledTree || settledAtChange != changesBefore {
                reconcileTree()
            }
            let wroteBindings = await writeOwedSwipeBindings(beforeOnDismiss: true)
            let ranActions = runPendingActions()
            let presentationsChanged = await updatePresentations()
            let focusMoved = updateAccessibilityFocus()
            guard didChangeTree || wroteBindings || ranActions || presentationsChanged || focusMoved else {
                settledAtChange = changesBefore
                return changed
            }
            changed = true
        }
        settledAtChange = nil
        warn("The views kept changing after \(Self.passesPerUpdate) passes of one update.")
        return true
    }

    /// The passes one update may take before it gives up (a body that changes state on each
    /// evaluation never settles).
    private static let passesPerUpdate = 100

    /// Moves the host's time forward, one frame: dismissals whose binding turned `false` before
    /// it start to animate, and animations that end by then are over.
    func advance(by duration: Duration) {
        now += duration
        changes.note()
        let cancellations = pendingCancellations
        pendingCancellations = []
        for task in cancellations {
            task.cancel()
        }
        leavingAlerts.removeAll { $0.until <= now }
        for node in presenters {
            guard let presenter = node.presenter else { continue }
            switch presenter.phase {
            case .closing:
                presenter.phase = .dismissing(until: now + behaviour.dismissalAnimation)
            case .dismissing(let until) where until <= now:
                presenter.phase = .hidden
                if presenter.leavesWithoutButton {
                    writeWhenGone(presenter, after: .zero)
                }
            default:
                break
            }
        }
    }

    private func reconcileTree() {
        coveredLevels = Set(
            sheets.compactMap { node in
                guard let sheet = node.sheet, sheet.style == .fullScreenCover, sheet.content != nil else { return nil }
                return node.level
            })
        presenters = []
        sheetsOfLastPass = sheets
        sheets = []
        destinations = []
        tabViews = []
        contentButtons = []
        contentTextFields = []
        contentTexts = []
        contentImages = []
        contentProgressViews = []
        contentTransitions = []
        gestureTargets = []
        accessibilityFocusElements = []
        var context = HostContext(environment: rootEnvironment, environmentChanged: rootEnvironmentChanged, level: 0, splices: [:])
        context.isOnScreen = isOnScreen(level: 0)
        presentationEnvironment?(0, &context.environment)
        rootEnvironmentChanged = false
        if let root {
            update(root, .unchanged, context)
        } else {
            let node = ViewNode(key: 0, view: rootView)
            root = node
            didChangeTree = true
            update(node, .fresh(rootView), context)
        }
    }

    /// Updates one identity with what its parent hands it.
    func update(_ node: ViewNode, _ input: ViewInput, _ context: HostContext) {
        var previous: (any View)?
        var isFresh = false
        if case .fresh(let view) = input {
            previous = node.hasBeenHosted ? node.view : nil
            node.view = view
            isFresh = true
        }
        node.hasBeenHosted = true
        node.store.environment = context.environment
        node.level = context.level
        node.isOnScreen = context.isOnScreen
        if let primitive = node.view as? any HostedPrimitive {
            primitive.host(node, previous: previous, isFresh: isFresh, context: context, in: self)
        } else {
            hostComposite(node.view, previous: previous, node: node, isFresh: isFresh, context: context)
        }
    }

    private func hostComposite<V: View>(_ view: V, previous: (any View)?, node: ViewNode, isFresh: Bool, context: HostContext) {
        let inputsChanged = isFresh && (previous.map { !HostedEquality.haveSameInputs($0, view) } ?? true)
        if isFresh {
            install(view, in: node.store)
        }
        guard node.needsEvaluation || inputsChanged || context.environmentChanged && node.store.readsChange(in: context.environment) else {
            updateChildren(of: node, with: nil, context)
            return
        }
        node.evaluatedStateVersion = node.store.stateVersion
        countEvaluation(of: V.self)
        didChangeTree = true
        updateChildren(of: node, with: [(0, view.body)], context)
    }

    /// Hosts a user `ViewModifier`: its body is evaluated like a view's, and the content it
    /// wraps is spliced in where the body places `content`, keeping its identity.
    func hostModifier<M: ViewModifier>(_ modifier: M, content: any View, previous: M?, node: ViewNode, isFresh: Bool, context: HostContext) {
        let inputsChanged = isFresh && (previous.map { !HostedEquality.haveSameInputs($0, modifier) } ?? true)
        if isFresh {
            install(modifier, in: node.store)
        }
        var inner = context
        inner.splices[ObjectIdentifier(M.self)] = ModifierSplice(content: content, isFresh: isFresh)
        guard node.needsEvaluation || inputsChanged || context.environmentChanged && node.store.readsChange(in: context.environment) else {
            updateChildren(of: node, with: nil, inner)
            return
        }
        node.evaluatedStateVersion = node.store.stateVersion
        countEvaluation(of: M.self)
        didChangeTree = true
        updateChildren(of: node, with: [(0, modifier.body(content: _ViewModifier_Content<M>()))], inner)
    }

    private func install(_ value: Any, in store: ViewPropertyStore) {
        store.changes = changes
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            (child.value as? any HostedDynamicProperty)?.install(in: store, at: index)
        }
    }

    /// Matches `views` to the node's children by position key and type: a match keeps its
    /// identity and state, a child with no match leaves the tree, a view with no match enters
    /// it. `nil` keeps the children and hands each `.unchanged`.
    /// `overlaying`: the second view is laid out over the first (rule “Attached to a view”).
    func updateChildren(
        of node: ViewNode, with views: [(key: AnyHashable, view: any View)]?, _ context: HostContext, overlaying: Bool = false
    ) {
        var context = context
        let isSeveral = (views?.count ?? node.children.count) > 1
        if isSeveral {
            // Each of several children is a view of its own (rule “One presentation per view”).
            context.outerPresentation = nil
        }
        /// The context of the child at `index`, once `children` are matched.
        func childContext(at index: Int, of children: [ViewNode]) -> HostContext {
            guard isSeveral else { return context }
            var inner = context
            let child = ObjectIdentifier(children[index])
            inner.frames.append(child)
            inner.frame = overlaying && index > 0 ? ObjectIdentifier(children[0]) : child
            return inner
        }
        guard let views else {
            for (index, child) in node.children.enumerated() {
                update(child, .unchanged, childContext(at: index, of: node.children))
            }
            return
        }
        var remaining = node.children
        var matched: [ViewNode?] = []
        for (key, view) in views {
            let type = ObjectIdentifier(Swift.type(of: view))
            if let index = remaining.firstIndex(where: { $0.key == key && $0.viewType == type }) {
                matched.append(remaining.remove(at: index))
            } else {
                matched.append(nil)
            }
        }
        for leaving in remaining {
            remove(leaving)
        }
        var children: [ViewNode] = []
        for ((key, view), existing) in zip(views, matched) {
            let child = existing ?? ViewNode(key: key, view: view)
            if existing == nil {
                didChangeTree = true
            }
            children.append(child)
        }
        for (index, (child, (_, view))) in zip(children, views).enumerated() {
            update(child, .fresh(view), childContext(at: index, of: children))
        }
        node.children = children
    }

    /// Removes an identity and everything below it: their state is gone, their disappearance
    /// actions run after the update, their tasks are cancelled.
    func remove(_ node: ViewNode) {
        didChangeTree = true
        node.isInTree = false
        let beginsTeardown = teardown == nil && behaviour.teardownAppearance == .strayCallbacks && (node.tabs != nil || node.navigation != nil)
        if beginsTeardown {
            teardown = Teardown(isTabView: node.tabs != nil)
        }
        (node.view as? any HostedPrimitive)?.leave(node, in: self)
        for child in node.children {
            remove(child)
        }
        node.children = []
        if beginsTeardown, let ended = teardown {
            teardown = nil
            for action in ended.appearing + ended.disappearing {
                afterUpdate(action)
            }
        }
    }

    /// The stray callbacks of the `TabView` or `NavigationStack` leaving the tree, gathered
    /// while its views leave (rule “Stray appearance on teardown”).
    private struct Teardown {
        let isTabView: Bool
        var appearing: [@MainActor () -> Void] = []
        var disappearing: [@MainActor () -> Void] = []
    }
    private var teardown: Teardown?

    /// An appearance action of a view leaving the tree that has appeared: inside a tab view or
    /// a stack torn down under `.strayCallbacks`, it runs once more after the update: a tab's
    /// `onAppear`; a stack's `onAppear`, then its `onDisappear`.
    func noteStrayAppearance(_ action: @escaping @MainActor () -> Void, appearing: Bool) {
        guard var current = teardown else { return }
        if appearing {
            current.appearing.append(action)
        } else if !current.isTabView {
            current.disappearing.append(action)
        }
        teardown = current
    }

    /// Records that an identity entered the tree outside `updateChildren`.
    func noteTreeChange() {
        didChangeTree = true
        changes.note()
    }

    /// Cancels the task of a view that left the tree at the next step of time: SwiftUI cancels
    /// it some time after the disappearance, not in the same update.
    func cancelAtNextStep(_ task: Task<Void, Never>?) {
        if let task {
            pendingCancellations.append(task)
        }
    }

    /// Queues work to run once the update is over, in order (appearance actions, tasks).
    func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
        changes.note()
    }

    private func runPendingActions() -> Bool {
        guard !pendingActions.isEmpty else { return false }
        let actions = pendingActions
        pendingActions = []
        for action in actions {
            action()
        }
        return true
    }

    // MARK: - What the pass meets

    func register(presenter node: ViewNode) {
        presenters.append(node)
    }

    func register(sheet node: ViewNode) {
        sheets.append(node)
    }

    func register(destination node: ViewNode) {
        destinations.append(node)
    }

    func register(tabView node: ViewNode) {
        tabViews.append(node)
    }

    /// Whether the views at presentation `level` are on screen: not hidden by a full-screen
    /// cover presented from that level.
    func isOnScreen(level: Int) -> Bool {
        !coveredLevels.contains(level)
    }

    func register(button: ContentButton) {
        contentButtons.append(button)
    }

    func register(textField: ContentTextField) {
        contentTextFields.append(textField)
    }

    func register(image name: String, level: Int) {
        contentImages.append((level, name))
    }

    func register(progressView title: String, fractionCompleted: Double?, level: Int) {
        contentProgressViews.append((level, title, fractionCompleted))
    }

    func register(transition parts: [String], level: Int) {
        contentTransitions.append((level, parts))
    }

    func register(gestureTarget: GestureTarget) {
        gestureTargets.append(gestureTarget)
    }

    /// Changes a value of the root environment, as the system does (a scene phase, an
    /// accessibility setting); views that read it are updated in the next pass.
    func setRootEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        rootEnvironment[keyPath: keyPath] = value
        rootEnvironmentChanged = true
        changes.note()
    }

    func register(text: String, level: Int) {
        contentTexts.append((level, text))
    }

    /// Asks for the sheet to close, as `dismiss()` inside it does; done in the next update.
    func requestDismissal(of sheet: SheetState) {
        pendingSheetDismissals.append(sheet)
        changes.note()
    }

    /// Writes `false` to the binding of each sheet of the pass whose swipe owes it now (rule
    /// “Binding written after a swipe”): those whose write comes before their `onDismiss`, or
    /// those whose time for it has come. The write goes through the binding the sheet holds
    /// now, whichever presentation it was made for. Returns whether it wrote any.
    private func writeOwedSwipeBindings(beforeOnDismiss: Bool) async -> Bool {
        var wrote = false
        for node in sheets {
            guard let sheet = node.sheet, let owed = sheet.owedSwipeWrite else { continue }
            switch owed {
            case .beforeOnDismiss where beforeOnDismiss: break
            case .at(let due) where !beforeOnDismiss && due <= now: break
            default: continue
            }
            sheet.owedSwipeWrite = nil
            wrote = true
            await sheet.isPresented.location.write(false)
        }
        return wrote
    }

    /// Asks for the pushed screen to be popped, as `dismiss()` inside it does; done in the next
    /// update.
    func requestPop(of destination: DestinationState) {
        pendingPops.append(destination)
        changes.note()
    }

    /// The topmost presentation level: the number of sheets presented.
    var topLevel: Int {
        sheets.compactMap { $0.sheet?.content == nil ? nil : $0.level + 1 }.max() ?? 0
    }

    // MARK: - Presentation rules

    /// Reads every sheet's binding, and each presenter's whose body ran, and applies the rules.
    /// Returns whether a sheet or an alert appeared or began to leave.
    private func updatePresentations() async -> Bool {
        var changed = false
        let dismissals = pendingSheetDismissals
        pendingSheetDismissals = []
        for sheet in dismissals {
            await sheet.isPresented.location.write(false)
        }
        if await writeOwedSwipeBindings(beforeOnDismiss: false) {
            changed = true
        }
        let pops = pendingPops
        pendingPops = []
        for destination in pops {
            await destination.isPresented.location.write(false)
        }
        let dueWrites = lateAlertBindingWrites.filter { $0.due <= now }
        lateAlertBindingWrites.removeAll { $0.due <= now }
        for write in dueWrites {
            await write.binding.location.write(false)
        }
        for node in sheets {
            guard let sheet = node.sheet else { continue }
            let requested = await sheet.isPresented.location.read()
            if requested != sheet.isRequested {
                sheet.isRequested = requested
                if requested {
                    sheet.isDismissalLost = false
                    sheet.isSwipedAway = false
                }
                changed = true
                if requested && sheet.isBeneathOuterPresentation {
                    warn(
                        "Rule “One presentation per view”: a sheet was requested by a modifier beneath another presentation modifier of the same view; it is not shown and its binding stays true."
                    )
                }
            }
        }
        if await updateNavigation() {
            changed = true
        }
        if changed {
            return true
        }
        let top = topLevel
        let levelsInTransition = Set(sheets.compactMap { node in node.sheet?.isInTransition == true ? node.level + 1 : nil })
        for node in presenters {
            guard let presenter = node.presenter else { continue }
            let modifier = presenter.modifier
            let requested: Bool
            if presenter.needsReading {
                presenter.needsReading = false
                requested = await modifier.isPresented.location.read() && modifier.hasData
            } else {
                requested = presenter.wasRequested
            }
            let isNewRequest = requested && !presenter.wasRequested
            presenter.wasRequested = requested
            switch presenter.phase {
            case .hidden:
                guard isNewRequest else { continue }
                if presenter.isBeneathOuterPresentation {
                    warn(
                        "Rule “One presentation per view”: an alert was requested by a modifier beneath another presentation modifier of the same view; it is not shown and its binding stays true."
                    )
                } else if !node.isOnScreen {
                    warn("Rule “Off screen shows nothing”: an alert was requested by a view that is not on screen; it is not shown and its binding stays true.")
                } else if levelsInTransition.contains(node.level) {
                    warn("Rule “Sheet transitions”: an alert was requested on a sheet while it animates in or out; it is not shown, now or later.")
                } else if node.level < top {
                    warn("Rule “Sheet above blocks alerts”: an alert was requested beneath a presented sheet; it is not shown and its binding stays true.")
                } else if leavingAlerts.contains(where: { $0.level == node.level }) {
                    warn(
                        "Rule “Leaving presenter”: a presentation was requested while the alert of a presenter that left is still leaving the screen at the same level; it is not shown."
                    )
                    await drop(presenter)
                    changed = true
                } else if presenters.contains(where: { $0 !== node && $0.level == node.level && $0.presenter?.isOnScreen == true }) {
                    warn("Rule “Dropped during dismissal”: a presentation was requested while another is on screen at the same level; it is not shown.")
                    await drop(presenter)
                    changed = true
                } else if presenter.silentDrops < behaviour.silentDrops {
                    // Rule “Silent drops”: nothing shown, the binding left `true`, nothing logged.
                    presenter.silentDrops += 1
                } else {
                    let alert = modifier.presentedAlert(showsTextFields: behaviour.showsTextFieldsInAlerts)
                    presenter.phase = .shown(alert)
                    presenter.presentedBinding = modifier.isPresented
                    presenter.leavesWithoutButton = false
                    presentedControllers += 1
                    presenter.controller = (alert.isTitleVisible ? alert.title : nil, presentedControllers)
                    changed = true
                }
            case .closing, .dismissing:
                if isNewRequest {
                    warn("Rule “Dropped during dismissal”: a presentation was requested while the previous one was leaving the screen; it is not shown.")
                    await drop(presenter)
                    changed = true
                }
            case .shown:
                if !requested {
                    presenter.phase = .closing
                    presenter.leavesWithoutButton = true
                    changed = true
                }
            }
        }
        return changed
    }

    /// Writes `false`, `delay` from now, through the binding the presenter's alert was presented
    /// with, if the behaviour says SwiftUI does so for an alert that left without a button.
    func writeWhenGone(_ presenter: PresenterState, after delay: Duration) {
        presenter.leavesWithoutButton = false
        guard behaviour.alertLeavingWithoutButton == .writesFalseWhenGone, let binding = presenter.presentedBinding else { return }
        lateAlertBindingWrites.append((binding, now + delay))
        changes.note()
    }

    /// Keeps the alert of `presenter`, which left the tree at `level`, presented until its
    /// dismissal ends, where the behaviour says UIKit does (rule “Leaving presenter”).
    func presenterLeft(_ presenter: PresenterState, at level: Int) {
        guard behaviour.leavingPresenter == .staysForDismissal, let controller = presenter.controller else { return }
        switch presenter.phase {
        case .hidden:
            return
        case .shown, .closing:
            leavingAlerts.append((level, controller, now + behaviour.dismissalAnimation))
        case .dismissing(let until):
            leavingAlerts.append((level, controller, until))
        }
    }

    /// The alert of a presenter that left, still leaving the screen at `level`, if any.
    func leavingAlert(atLevel level: Int) -> (title: String?, instance: Int)? {
        leavingAlerts.first { $0.level == level }?.controller
    }

    /// What SwiftUI does with the binding of a presentation it did not show, as the behaviour
    /// says: leaves it `true`, or writes `false` to it.
    private func drop(_ presenter: PresenterState) async {
        guard behaviour.droppedPresentation == .bindingReset else { return }
        await presenter.modifier.isPresented.location.write(false)
        presenter.wasRequested = false
    }

    /// Reads the bindings of navigation destinations and tab views: which screens are pushed
    /// and which tab is selected. Returns whether anything changed.
    private func updateNavigation() async -> Bool {
        var changed = false
        var topDepths: [ObjectIdentifier: Int] = [:]
        for node in destinations {
            guard let destination = node.destination else { continue }
            let requested = await destination.isPresented.location.read()
            if requested != destination.isRequested {
                destination.isRequested = requested
                changed = true
            }
            if requested, let stack = destination.stack {
                let id = ObjectIdentifier(stack)
                topDepths[id] = max(topDepths[id] ?? 0, destination.depth + 1)
            }
        }
        for node in destinations {
            guard let stack = node.destination?.stack else { continue }
            let top = topDepths[ObjectIdentifier(stack)] ?? 0
            if stack.topDepth != top {
                stack.topDepth = top
                changed = true
            }
        }
        for node in tabViews {
            guard let tabs = node.tabs, let selected = tabs.read() else { continue }
            if tabs.selected != selected {
                tabs.selected = selected
                changed = true
            }
        }
        return changed
    }

    /// The presenter whose alert is shown at the top level, if any.
    var visiblePresenter: PresenterState? {
        let top = topLevel
        return presenters.lazy.filter { $0.level == top && $0.isOnScreen }.compactMap(\.presenter).first { $0.shown != nil }
    }

    /// Begins the dismissal of the presenter's alert: the binding and the action as the tap
    /// order says; the animation starts with the next frame.
    func tap(_ action: (@MainActor () -> Void)?, on presenter: PresenterState) async {
        let binding = presenter.modifier.isPresented
        switch behaviour.tapOrder {
        case .bindingFirst:
            await binding.location.write(false)
            action?()
        case .actionFirst:
            action?()
            await binding.location.write(false)
        }
        presenter.wasRequested = false
        presenter.phase = .closing
        presenter.leavesWithoutButton = false
        changes.note()
    }

    /// Records a change the driver made to what the tree shows (a presenter it closed).
    func noteChange() {
        changes.note()
    }
}
