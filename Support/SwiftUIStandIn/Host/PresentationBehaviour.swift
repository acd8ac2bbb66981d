// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// How the host behaves where SwiftUI differs between OS versions, and how long a dismissal
/// animates. See `Support/SwiftUIHost.md` for each rule and its source.
package struct PresentationBehaviour: Sendable, CustomStringConvertible {
    /// In which order a tap on an alert's button writes `false` to the binding and runs the
    /// button's action (rule “Tap order”).
    package enum TapOrder: Sendable {
        /// iOS 14 and 15: the binding, then the action.
        case bindingFirst
        /// iOS 16 and later: the action, then the binding.
        case actionFirst
    }

    /// What closing a confirmation dialog without a button does (rule “Dialog closed without
    /// a button”).
    package enum DialogDismissal: Sendable {
        /// Writes `false` to the binding only.
        case bindingOnly
        /// Writes `false` to the binding and runs the cancel-role button's action.
        case runsCancelAction
    }

    /// What SwiftUI does with the binding of a presentation it dropped (rule “Dropped during
    /// dismissal”); no source says, so tests run both.
    package enum DroppedPresentation: Sendable, CaseIterable {
        /// The binding stays `true` and nothing is shown.
        case bindingKept
        /// SwiftUI writes `false` to the binding in the update that dropped it, as if the alert
        /// had been closed at once.
        case bindingReset
    }

    /// Which of several presentation modifiers attached to one view present (rule “One
    /// presentation per view”).
    package enum StackedPresentations: Sendable {
        /// Only the outermost presents: iOS 13 and 14, and the harsher reading for later
        /// versions, for which no source says otherwise.
        case outermostOnly
        /// Each presents: what the layer must not rely on; tests use it to show the rule's effect.
        case each
    }

    /// How many sheets may begin to leave at once (rule “One sheet dismissal at a time”).
    package enum SheetDismissals: Sendable {
        /// One at a time: SwiftUI before iOS 17 applies one presentation change per update, and
        /// none while another sheet animates; the harsher reading, taken for every version.
        case oneAtATime
        /// Several in one update, as iOS 17 and later do: what the layer must not rely on; tests
        /// use it to show the rule's effect.
        case severalAtOnce
    }

    /// What SwiftUI does with an alert's binding when the alert leaves the screen without a
    /// button: the view took it away, or the view that presented it left (rule “Left without a
    /// button”).
    package enum AlertLeavingWithoutButton: Sendable, CaseIterable {
        /// The binding is left as it is.
        case bindingUntouched
        /// SwiftUI writes `false` once the alert is gone, through the binding it presented the
        /// alert with, whatever the view's binding is by then.
        case writesFalseWhenGone
    }

    /// How a `WindowGroup` builds the root view of each window it opens (rule “Window group
    /// root”).
    package enum WindowGroupRoot: Sendable, CaseIterable {
        /// Anew for each window, so each window's root starts from `@State` initial values of
        /// its own: iOS, iPadOS, tvOS and watchOS before 17 and from 17.5 (10.5 for watchOS),
        /// macOS before 14 and from 14.5, visionOS from 2.
        case builtPerWindow
        /// Once, the same root value given to each window: iOS, iPadOS and tvOS 17.0 to 17.4,
        /// macOS 14.0 to 14.4, watchOS 10.0 to 10.4, visionOS 1.0 to 1.2. Each window still keeps
        /// `@State` storage of its own, but every window's storage starts from the same
        /// initial values, so a reference held in one is shared between the windows.
        case builtOnceAndShared
    }

    /// What UIKit shows of an alert whose presenter leaves the tree while the alert is up (a
    /// pushed screen popped, a branch switched away) (rule “Leaving presenter”).
    package enum LeavingPresenter: Sendable, CaseIterable {
        /// The alert is gone at once.
        case removedAtOnce
        /// The alert's controller stays presented from the same hosting controller for the
        /// dismissal's length (a ghost): UIKit reports it as presented, and refuses a new
        /// presentation at that level until it has left.
        case staysForDismissal
    }

    /// When SwiftUI writes `false` to a sheet's binding after the person swipes it down, against
    /// its `onDismiss` (rule “Binding written after a swipe”). The write is reported at the end of
    /// the dismissal, up to about a second after the sheet has gone; no source gives its order
    /// against `onDismiss`, so tests run each.
    package enum SwipeBindingWrite: Sendable, CaseIterable {
        /// As the swipe begins: the write starts the dismissal, and `onDismiss` runs once the
        /// sheet has gone.
        case atStart
        /// Once the sheet has gone, just before `onDismiss` runs.
        case atEndBeforeOnDismiss
        /// Once the sheet has gone, just after `onDismiss` runs.
        case atEndAfterOnDismiss
        /// After `onDismiss`, `lateSwipeBindingWrite` after the sheet has gone.
        case late
    }

    /// What the views inside a `TabView` or a `NavigationStack` that leaves the tree are sent
    /// (rule “Stray appearance on teardown”).
    package enum TeardownAppearance: Sendable, CaseIterable {
        /// Each view on screen disappears once, and nothing more.
        case disappearOnly
        /// As reported on iOS 17 and later: each tab that has appeared gets a stray `onAppear`
        /// once the tab view is gone, and the views of a stack get `onAppear` and then
        /// `onDisappear` again.
        case strayCallbacks
    }

    package var tapOrder: TapOrder
    /// Whether text fields in an alert's actions are shown (rule “Text fields from iOS 16”).
    package var showsTextFieldsInAlerts: Bool
    package var dialogDismissal: DialogDismissal
    /// How long an alert or dialog takes to leave the screen once its dismissal started (rule
    /// “Dismissal after the update”): 450 ms by default, the longest the sources report.
    package var dismissalAnimation: Duration
    package var droppedPresentation: DroppedPresentation
    /// How long a sheet, full-screen cover or popover takes to appear, and to leave (rule
    /// “Sheet transitions”).
    package var sheetAnimation: Duration
    /// The step by which `ViewHostDriver.advance(by:)` moves time, settling after each.
    package var timeStep: Duration
    package var stackedPresentations: StackedPresentations
    package var sheetDismissals: SheetDismissals
    package var alertLeavingWithoutButton: AlertLeavingWithoutButton
    package var windowGroupRoot: WindowGroupRoot
    package var leavingPresenter: LeavingPresenter
    /// How many of its presentations each alert or dialog presenter drops silently before it
    /// shows one: its binding stays `true`, nothing is shown, nothing is logged (rule “Silent
    /// drops”).
    package var silentDrops: Int
    package var swipeBindingWrite: SwipeBindingWrite
    /// How long after a swiped sheet has gone its binding is written, for `.late`: about a
    /// second, as reported.
    package var lateSwipeBindingWrite: Duration
    package var teardownAppearance: TeardownAppearance

    package init(
        tapOrder: TapOrder, showsTextFieldsInAlerts: Bool, dialogDismissal: DialogDismissal = .bindingOnly,
        dismissalAnimation: Duration = .milliseconds(450), droppedPresentation: DroppedPresentation = .bindingKept,
        sheetAnimation: Duration = .milliseconds(500),
        timeStep: Duration = .milliseconds(10), stackedPresentations: StackedPresentations = .outermostOnly,
        sheetDismissals: SheetDismissals = .oneAtATime, alertLeavingWithoutButton: AlertLeavingWithoutButton = .bindingUntouched,
        windowGroupRoot: WindowGroupRoot = .builtPerWindow, leavingPresenter: LeavingPresenter = .removedAtOnce, silentDrops: Int = 0,
        swipeBindingWrite: SwipeBindingWrite = .atStart,
        lateSwipeBindingWrite: Duration = .seconds(1), teardownAppearance: TeardownAppearance = .disappearOnly
    ) {
        self.tapOrder = tapOrder
        self.showsTextFieldsInAlerts = showsTextFieldsInAlerts
        self.dialogDismissal = dialogDismissal
        self.dismissalAnimation = dismissalAnimation
        self.droppedPresentation = droppedPresentation
        self.sheetAnimation = sheetAnimation
        self.timeStep = timeStep
        self.stackedPresentations = stackedPresentations
        self.sheetDismissals = sheetDismissals
        self.alertLeavingWithoutButton = alertLeavingWithoutButton
        self.windowGroupRoot = windowGroupRoot
        self.leavingPresenter = leavingPresenter
        self.silentDrops = silentDrops
        self.swipeBindingWrite = swipeBindingWrite
        self.lateSwipeBindingWrite = lateSwipeBindingWrite
        self.teardownAppearance = teardownAppearance
    }

    /// iOS 15: the binding is written before the action runs; alerts show no text fields.
    package static let iOS15 = PresentationBehaviour(tapOrder: .bindingFirst, showsTextFieldsInAlerts: false)
    /// iOS 16 and later: the action runs before the binding is written; alerts show text fields.
    package static let iOS16AndLater = PresentationBehaviour(tapOrder: .actionFirst, showsTextFieldsInAlerts: true)
    /// Every OS generation the package supports, for tests that must pass under each.
    package static let allGenerations = [iOS15, iOS16AndLater]
    /// Every OS generation under each reading of rule “Left without a button”, for tests where an
    /// alert's view goes away, or goes off screen, while the alert is up.
    package static let allGenerationsEachAlertLeaving = allGenerations.flatMap { generation in
        AlertLeavingWithoutButton.allCases.map { reading in
            var behaviour = generation
            behaviour.alertLeavingWithoutButton = reading
            return behaviour
        }
    }
    /// Both tap orders, each with and without text fields: the reports tie the order to the OS
    /// version only loosely (one macOS 15 report says binding first), so the layer must not
    /// depend on which comes with which.
    package static let allVariants = [
        iOS15, PresentationBehaviour(tapOrder: .bindingFirst, showsTextFieldsInAlerts: true),
        PresentationBehaviour(tapOrder: .actionFirst, showsTextFieldsInAlerts: false), iOS16AndLater,
    ]

    /// Each moment a swiped sheet's binding may be written, each under both OS generations: the
    /// order against `onDismiss` is tied to no OS version, so the layer must hold under every one.
    package static let everySwipeBindingWrite = allGenerations.flatMap { generation in
        SwipeBindingWrite.allCases.map { write in
            var behaviour = generation
            behaviour.swipeBindingWrite = write
            return behaviour
        }
    }

    /// Both OS generations, each with and without the stray callbacks of a torn-down tab view
    /// or stack.
    package static let everyTeardownAppearance = allGenerations.flatMap { generation in
        TeardownAppearance.allCases.map { teardown in
            var behaviour = generation
            behaviour.teardownAppearance = teardown
            return behaviour
        }
    }

    package var description: String {
        [
            tapOrder == .bindingFirst ? "binding first" : "action first",
            "text fields \(showsTextFieldsInAlerts ? "shown" : "hidden")",
            "dialog dismissal \(dialogDismissal == .bindingOnly ? "binding only" : "runs cancel")",
            "dismissal \(dismissalAnimation)",
            "dropped presentation \(droppedPresentation == .bindingKept ? "keeps" : "resets") its binding",
            stackedPresentations == .outermostOnly ? "outermost presentation per view only" : "each presentation of a view",
            sheetDismissals == .oneAtATime ? "one sheet dismissal at a time" : "several sheet dismissals at once",
            alertLeavingWithoutButton == .bindingUntouched
                ? "an alert leaving without a button leaves its binding" : "an alert leaving without a button writes false when gone",
            windowGroupRoot == .builtPerWindow ? "window root built per window" : "window root built once and shared",
            "a leaving presenter's alert \(leavingPresenter == .removedAtOnce ? "gone at once" : "stays for the dismissal")",
            "\(silentDrops) silent drops",
            "swiped sheet's binding written \(swipeBindingWrite)",
            "teardown \(teardownAppearance)",
        ].joined(separator: ", ")
    }
}
