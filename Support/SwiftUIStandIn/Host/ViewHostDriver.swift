// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Runs a root view or scene in a ``ViewHost`` and drives it as a person would, for tests:
/// it reads and answers the visible alert or dialog, taps the content's buttons, closes
/// sheets and moves time, settling the views after each step. Nothing sleeps: time moves
/// only through ``advance(by:)``, which can move an alert center's manual clock in step.
///
/// ```swift
/// let clock = ManualAlertClock()
/// let driver = ViewHostDriver(Screen().environment(\.alertCenter, AlertCenter(clock: clock)),
///                             behaviour: .iOS15) { clock.advance(by: AlertDuration($0)) }
/// try await driver.render()
/// try await driver.tapContentButton("Delete")
/// #expect(await driver.visibleAlert?.title == "Delete?")
/// ```
@MainActor
package final class ViewHostDriver {
    let host: ViewHost
    private let alsoAdvancing: (@MainActor (Duration) -> Void)?

    /// Hosts `root` under `behaviour`; `alsoAdvancing` is called with each step of time the
    /// driver moves, before the host's own animations advance.
    package convenience init(_ root: some View, behaviour: PresentationBehaviour, alsoAdvancing: (@MainActor (Duration) -> Void)? = nil) {
        self.init(root, behaviour: behaviour, presentationEnvironment: nil, alsoAdvancing: alsoAdvancing)
    }

    /// Hosts `root` under `behaviour`, giving the content of each presentation level the
    /// environment `presentationEnvironment` makes of the one it inherits: level 0 for the
    /// window's root, one more for each sheet, cover or popover above it (rule “Environment of
    /// a presentation level”), as UIKit gives each level a hosting controller of its own.
    package init(
        _ root: some View, behaviour: PresentationBehaviour,
        presentationEnvironment: (@MainActor (_ level: Int, _ environment: inout EnvironmentValues) -> Void)?,
        alsoAdvancing: (@MainActor (Duration) -> Void)? = nil
    ) {
        host = ViewHost(root: root, behaviour: behaviour, presentationEnvironment: presentationEnvironment)
        self.alsoAdvancing = alsoAdvancing
    }

    /// Hosts the window of `scene` (its `WindowGroup`'s content).
    package convenience init(scene: some Scene, behaviour: PresentationBehaviour, alsoAdvancing: (@MainActor (Duration) -> Void)? = nil) {
        self.init(AnyView(windowContent(of: scene)), behaviour: behaviour, alsoAdvancing: alsoAdvancing)
    }

    /// The behaviour the host runs under.
    package var behaviour: PresentationBehaviour { host.behaviour }

    /// The host's time.
    package var now: Duration { host.now }

    /// The warnings SwiftUI would log, in order.
    package var warnings: [String] { host.warnings }

    // MARK: - Rendering and time

    /// Renders the root and lets its tasks run until nothing changes.
    package func render() async throws(ViewHostError) {
        await host.update()
        try await settle()
    }

    /// Lets the main actor's queued work (tasks, streams) run and updates the views, until
    /// several rounds in a row change nothing. The first round passes over the whole tree;
    /// the next ones pass over it again only when a view's state or the host changed.
    package func settle() async throws(ViewHostError) {
        var quietRounds = 0
        var rounds = 0
        while quietRounds < 5 {
            rounds += 1
            guard rounds <= 1_000 else { throw .neverSettles(afterRounds: rounds) }
            for _ in 0..<10 {
                await Task.yield()
            }
            quietRounds = await host.update(skippingSettledTree: rounds > 1) ? 0 : quietRounds + 1
        }
    }

    /// Moves time forward in steps of the behaviour's `timeStep`, settling after each.
    package func advance(by duration: Duration) async throws(ViewHostError) {
        var remaining = duration
        while remaining > .zero {
            let step = min(host.behaviour.timeStep, remaining)
            alsoAdvancing?(step)
            host.advance(by: step)
            remaining -= step
            try await settle()
        }
    }

    // MARK: - The visible alert

    /// The alert or dialog shown at the top level, or `nil` (none, or one leaving the screen).
    package var visibleAlert: HostedAlert? {
        get async {
            guard let shown = host.visiblePresenter?.shown else { return nil }
            var fields: [HostedTextField] = []
            for field in shown.textFields {
                fields.append(HostedTextField(title: field.title, isSecure: field.isSecure, text: await field.text.location.read()))
            }
            return HostedAlert(
                style: shown.style, title: shown.title, isTitleVisible: shown.isTitleVisible, message: shown.message,
                buttons: shown.buttons.map { HostedAlertButton(title: $0.title, role: $0.role) }, textFields: fields
            )
        }
    }

    /// The buttons of the view the visible alert or dialog is attached to, where a popover
    /// points (rule “Attached to a view”): those inside the view its modifier is on, or the
    /// content an overlay holding it is laid over; every button of its presentation level when
    /// it is attached to the whole window. `nil` when none is visible.
    package var visibleAlertAnchorButtons: [String]? {
        guard let node = host.presenters.first(where: { $0.presenter.map { $0 === host.visiblePresenter } ?? false }) else { return nil }
        let frame = node.presenter?.frame
        return host.contentButtons.filter { $0.level == node.level && (frame.map($0.frames.contains) ?? true) }.map(\.title)
    }

    /// The titles of every alert and dialog shown now, at any level, on screen or not (none
    /// leaving the screen): a presentation shown twice at once is here twice.
    package var shownAlertTitles: [String] {
        host.presenters.compactMap { $0.isInTree ? $0.presenter?.shown?.title : nil }
    }

    /// Whether an alert or dialog is leaving the screen.
    package var isDismissing: Bool {
        host.presenters.contains { node in
            switch node.presenter?.phase {
            case .closing?, .dismissing?: return true
            default: return false
            }
        }
    }

    /// Taps the visible alert's button titled `title`, then settles.
    package func tap(_ title: String) async throws(ViewHostError) {
        let (presenter, shown) = try visible()
        guard let button = shown.buttons.first(where: { $0.title == title }) else {
            throw .noButton(titled: title, alert: describe(shown), available: shown.buttons.map(\.title))
        }
        await host.tap(button.action, on: presenter)
        try await settle()
    }

    /// Taps the visible alert's first button with `role`, then settles.
    package func tap(role: ButtonRole?) async throws(ViewHostError) {
        let (presenter, shown) = try visible()
        guard let button = shown.buttons.first(where: { $0.role == role }) else {
            throw .noButtonWithRole(role, alert: describe(shown), available: shown.buttons.map(\.title))
        }
        await host.tap(button.action, on: presenter)
        try await settle()
    }

    /// Replaces the text of the visible alert's field at `index`, as typing does, then settles.
    package func type(_ text: String, intoField index: Int = 0) async throws(ViewHostError) {
        let (_, shown) = try visible()
        guard shown.textFields.indices.contains(index) else {
            throw .noTextField(index: index, alert: describe(shown), count: shown.textFields.count)
        }
        await shown.textFields[index].text.location.write(text)
        try await settle()
    }

    /// Closes the visible confirmation dialog without a button (a tap outside, Esc), then
    /// settles; under `.runsCancelAction` the cancel button's action runs too.
    package func dismissDialog() async throws(ViewHostError) {
        let (presenter, shown) = try visible()
        guard shown.style == .confirmationDialog else { throw .notADialog(alert: describe(shown)) }
        let cancel = host.behaviour.dialogDismissal == .runsCancelAction ? shown.buttons.first { $0.role == .cancel }?.action : nil
        let binding = presenter.modifier.isPresented
        await binding.location.write(false)
        cancel?()
        presenter.wasRequested = false
        presenter.phase = .closing
        host.noteChange()
        try await settle()
    }

    private func visible() throws(ViewHostError) -> (PresenterState, PresentedAlert) {
        guard let presenter = host.visiblePresenter, let shown = presenter.shown else { throw .noVisibleAlert }
        return (presenter, shown)
    }

    private func describe(_ shown: PresentedAlert) -> String {
        "\(shown.style == .alert ? "alert" : "dialog") “\(shown.title)”"
    }

    // MARK: - The content

    /// The titles of the buttons of the content at the top level, in order.
    package var contentButtonTitles: [String] {
        let top = host.topLevel
        return host.contentButtons.filter { $0.level == top }.map(\.title)
    }

    /// The texts of the content at the top level, in order.
    package var contentTexts: [String] {
        let top = host.topLevel
        return host.contentTexts.filter { $0.level == top }.map(\.text)
    }

    /// Taps a button of the content at the top level (the `occurrence`-th with that title),
    /// then settles. A presented alert or dialog does not block it: tests use this to make
    /// requests while one is up, as code elsewhere in the app would.
    package func tapContentButton(_ title: String, occurrence: Int = 0) async throws(ViewHostError) {
        let top = host.topLevel
        let matches = host.contentButtons.filter { $0.level == top && $0.title == title }
        guard matches.indices.contains(occurrence) else {
            throw .noContentButton(titled: title, occurrence: occurrence, available: contentButtonTitles)
        }
        guard matches[occurrence].isHittable else { throw .notHittable(title) }
        matches[occurrence].action()
        try await settle()
    }

    /// Whether the `occurrence`-th button titled `title` at the top level takes taps; `nil`
    /// when there is no such button.
    package func isContentButtonHittable(_ title: String, occurrence: Int = 0) -> Bool? {
        let top = host.topLevel
        let matches = host.contentButtons.filter { $0.level == top && $0.title == title }
        return matches.indices.contains(occurrence) ? matches[occurrence].isHittable : nil
    }

    /// The titles of the buttons at the top level that assistive technologies can reach.
    package var accessibleButtonTitles: [String] {
        let top = host.topLevel
        return host.contentButtons.filter { $0.level == top && !$0.isAccessibilityHidden }.map(\.title)
    }

    /// The titles of the buttons at the top level inside an element with the `isModal`
    /// accessibility trait, which VoiceOver keeps to while it is on screen.
    package var accessibilityModalButtonTitles: [String] {
        let top = host.topLevel
        return host.contentButtons.filter { $0.level == top && $0.isInAccessibilityModal && !$0.isAccessibilityHidden }.map(\.title)
    }

    /// What VoiceOver's cursor is on, where an element bound to an `AccessibilityFocusState`
    /// has the assistive technology focus: the texts inside it, then the names of its buttons,
    /// in tree order; `nil` when none has it (rule “Accessibility focus”).
    package var accessibilityFocusedTexts: [String]? {
        host.accessibilityFocusedElement?.texts
    }

    /// Presses the Escape key: runs the action of the enabled button at the top level whose
    /// keyboard shortcut is `cancelAction`, then settles. Throws when there is none, or more
    /// than one (which of them SwiftUI would press is not documented).
    package func pressEscape() async throws(ViewHostError) {
        let top = host.topLevel
        let matches = host.contentButtons.filter { $0.level == top && $0.isEnabled && $0.keyboardShortcut?.name == KeyboardShortcut.cancelAction.name }
        guard let button = matches.first else { throw .noKeyboardShortcut("cancelAction") }
        guard matches.count == 1 else { throw .ambiguousKeyboardShortcut("cancelAction", titles: matches.map(\.title)) }
        button.action()
        try await settle()
    }

    /// The placeholders of the text fields of the content at the top level, in order.
    package var contentTextFieldTitles: [String] {
        let top = host.topLevel
        return host.contentTextFields.filter { $0.level == top }.map(\.title)
    }

    /// The text of the content's text field at the top level with placeholder `title`.
    package func contentText(inField title: String) async throws(ViewHostError) -> String {
        let field = try contentTextField(title)
        return await field.text.location.read()
    }

    /// Replaces the text of the content's text field at the top level with placeholder `title`,
    /// as typing does, then settles.
    package func type(_ text: String, intoContentField title: String) async throws(ViewHostError) {
        let field = try contentTextField(title)
        guard field.isHittable else { throw .notHittable(title) }
        await field.text.location.write(text)
        try await settle()
    }

    /// Writes `text` through `binding`, as a text field that SwiftUI handed it in an earlier
    /// update does when the person types, then settles.
    package func type(_ text: String, through binding: Binding<String>) async throws(ViewHostError) {
        await binding.location.write(text)
        try await settle()
    }

    private func contentTextField(_ title: String) throws(ViewHostError) -> ContentTextField {
        let top = host.topLevel
        guard let field = host.contentTextFields.first(where: { $0.level == top && $0.title == title }) else {
            throw .noContentTextField(titled: title, available: contentTextFieldTitles)
        }
        return field
    }

    /// The names of the images at the top level (system symbol names), in order.
    package var contentImages: [String] {
        let top = host.topLevel
        return host.contentImages.filter { $0.level == top }.map(\.name)
    }

    /// The progress indicators at the top level, in order: their title and fraction
    /// completed (`nil` for an indeterminate one).
    package var progressViews: [(title: String, fractionCompleted: Double?)] {
        let top = host.topLevel
        return host.contentProgressViews.filter { $0.level == top }.map { ($0.title, $0.fractionCompleted) }
    }

    /// The transitions of the views at the top level, in order, each as its parts:
    /// `["opacity"]`, `["move(top)", "opacity"]`.
    package var contentTransitions: [[String]] {
        let top = host.topLevel
        return host.contentTransitions.filter { $0.level == top }.map(\.parts)
    }

    // MARK: - Pointer and touch

    /// Moves the pointer onto (`true`) or off (`false`) the innermost `onHover` area at the top
    /// level that shows `text`, then settles.
    package func hover(over text: String, _ isInside: Bool) async throws(ViewHostError) {
        try target(.hover, showing: text).action(isInside)
        try await settle()
    }

    /// Puts a finger down on (`true`) or lifts it from (`false`) the innermost
    /// `onLongPressGesture` area at the top level that shows `text`, then settles.
    package func press(_ text: String, _ isPressing: Bool) async throws(ViewHostError) {
        try target(.press, showing: text).action(isPressing)
        try await settle()
    }

    private func target(_ kind: GestureTargetModifier.Kind, showing text: String) throws(ViewHostError) -> GestureTarget {
        let top = host.topLevel
        let texts = host.contentTexts
        let candidates = host.gestureTargets.filter { target in
            target.kind == kind && target.level == top && texts[target.texts].contains { $0.text == text }
        }
        guard let innermost = candidates.min(by: { $0.texts.count < $1.texts.count }) else {
            throw .noGestureTarget(kind: kind.description, showing: text)
        }
        guard innermost.isHittable else { throw .notHittable(text) }
        return innermost
    }

    // MARK: - The system's settings

    /// Sets the scene phase, as the system does when the app moves to the background and back,
    /// then settles.
    package func setScenePhase(_ phase: ScenePhase) async throws(ViewHostError) {
        host.setRootEnvironment(\.scenePhase, phase)
        try await render()
    }

    /// Turns Reduce Motion on or off, as the person does in Settings, then settles.
    package func setReduceMotion(_ isOn: Bool) async throws(ViewHostError) {
        host.setRootEnvironment(\.systemReduceMotion, isOn)
        try await render()
    }

    /// Turns VoiceOver on or off, then settles.
    package func setVoiceOverEnabled(_ isOn: Bool) async throws(ViewHostError) {
        host.setRootEnvironment(\.systemVoiceOverEnabled, isOn)
        try await render()
    }

    // MARK: - Sheets

    /// The number of sheets presented.
    package var presentedSheetCount: Int { host.topLevel }

    /// The topmost presented sheet, cover or popover, with what its content asked of it;
    /// `nil` when none is presented.
    package var presentedSheet: HostedSheet? {
        get async {
            guard let sheet = topSheet else { return nil }
            let selected = await sheet.detentSelection?.location.read()
            return HostedSheet(sheet, selectedDetent: selected)
        }
    }

    /// The person swipes the topmost sheet down (or taps outside a popover), then settles: its
    /// binding turns `false` as the swipe begins, or, as the behaviour's `swipeBindingWrite`
    /// says, the sheet leaves at once and its binding is written once it has gone, before or
    /// after its `onDismiss`, or later still (rule “Binding written after a swipe”). A
    /// full-screen cover has no such gesture, and content that asked
    /// `interactiveDismissDisabled(true)` refuses it: then nothing changes and this throws
    /// ``ViewHostError/interactiveDismissalRefused(style:)`` (rule “Interactive dismissal”).
    package func closeSheet() async throws(ViewHostError) {
        guard let sheet = topSheet else { throw .noSheet }
        guard !sheet.refusesInteractiveDismissal else { throw .interactiveDismissalRefused(style: sheet.style) }
        // UIKit dismisses what the person swipes, a sheet whose lost dismissal left it up too.
        sheet.isDismissalLost = false
        sheet.isSwipedAway = true
        host.noteChange()
        switch (host.behaviour.swipeBindingWrite, sheet.phase) {
        case (.atStart, _):
            await sheet.isPresented.location.write(false)
        case (_, .dismissing):
            // Already leaving: the swipe changes nothing.
            break
        default:
            sheet.owedSwipeWrite = .onceGone
            sheet.phase = .dismissing(until: host.now + host.behaviour.sheetAnimation)
        }
        try await settle()
    }

    /// A button inside the topmost sheet, cover or popover calls `dismiss()`: it closes in the
    /// next update, whatever `interactiveDismissDisabled` says; then settles.
    package func dismissSheet() async throws(ViewHostError) {
        guard let sheet = topSheet else { throw .noSheet }
        host.requestDismissal(of: sheet)
        try await settle()
    }

    /// The person drags the topmost sheet to `detent`, one of those its content asked for: the
    /// selection binding handed to `presentationDetents(_:selection:)` is set to it, then settles.
    package func selectDetent(_ detent: PresentationDetent) async throws(ViewHostError) {
        guard let sheet = topSheet else { throw .noSheet }
        guard let detents = sheet.detents, detents.contains(detent) else { throw .noDetent(String(describing: detent.kind)) }
        if let selection = sheet.detentSelection {
            await selection.location.write(detent)
        }
        try await settle()
    }

    /// The sheet, cover or popover presented at the top level.
    private var topSheet: SheetState? {
        host.sheets.last(where: { $0.sheet?.content != nil && $0.level + 1 == host.topLevel })?.sheet
    }

    /// Pops the screen on top of a navigation stack, as its back button does, then settles.
    package func navigateBack() async throws(ViewHostError) {
        let top = host.topLevel
        guard let node = host.destinations.last(where: { $0.level == top && $0.destination?.content?.isOnScreen == true }),
            let destination = node.destination
        else { throw .nothingPushed }
        await destination.isPresented.location.write(false)
        try await settle()
    }

    /// Selects the tab tagged `tag` of a tab view on screen, as a tap on its tab item does,
    /// then settles.
    package func selectTab(_ tag: some Hashable) async throws(ViewHostError) {
        let top = host.topLevel
        for node in host.tabViews.reversed() where node.level == top && node.isOnScreen {
            if let tabs = node.tabs, tabs.select(AnyHashable(tag)) {
                try await settle()
                return
            }
        }
        throw .noTab(String(describing: tag))
    }

    // MARK: - Counting

    /// The number of times the body of views (or modifiers) of `type` was evaluated.
    package func bodyEvaluations(of type: Any.Type) -> Int {
        host.bodyEvaluations(of: type)
    }

    /// Every type whose body was evaluated, with its count, by name.
    package var bodyEvaluationCounts: [(type: String, count: Int)] {
        host.bodyEvaluationCounts
    }
}

/// The root view of a scene's window: its body, evaluated down to a `WindowGroup`.
@MainActor
func windowContent<S: Scene>(of scene: S) -> any View {
    if let window = scene as? any HostedWindow {
        return window.rootView()
    }
    return windowContent(of: scene.body)
}
