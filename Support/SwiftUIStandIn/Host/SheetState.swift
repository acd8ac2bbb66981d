// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The state of one `sheet` modifier.
@MainActor
final class SheetState {
    /// The binding as last hosted.
    var isPresented: Binding<Bool>
    /// What runs once the sheet is gone.
    var onDismiss: (() -> Void)?
    /// Whether the binding asked for the sheet at the last reading.
    var isRequested = false
    /// The root of the sheet's content, one level above the view that presents it; kept while
    /// the sheet appears, is up and leaves.
    var content: ViewNode?
    /// Where the sheet is in its transitions (rule “Sheet transitions”).
    var phase = Phase.hidden
    /// How the content covers the view that presents it.
    let style: SheetStyle
    /// Whether another presentation modifier is attached outside this one to the same view, so
    /// that the sheet never appears (rule “One presentation per view”).
    var isBeneathOuterPresentation = false
    /// Whether its binding turned `false` when SwiftUI could not begin its dismissal (rule “One
    /// sheet dismissal at a time”): it stays on screen, the change lost, until its binding turns
    /// `true` and `false` again or the person swipes it down.
    var isDismissalLost = false
    /// Whether the person swiped it down (or tapped outside a popover): UIKit's own dismissal.
    /// Where the binding is written after the swipe began, it stays set until the binding reads
    /// `true` again after a `false`: until then a binding still `true` does not present it anew.
    var isSwipedAway = false
    /// The `false` the person's swipe still owes the binding, where SwiftUI writes it after the
    /// swipe began (rule “Binding written after a swipe”).
    var owedSwipeWrite: OwedSwipeWrite?
    /// What the content asked of this presentation (`presentationDetents`,
    /// `interactiveDismissDisabled`, …), by the identity of the modifier that asked.
    var requests: [ObjectIdentifier: PresentationRequest] = [:]

    enum Phase: Equatable {
        /// Not presented.
        case hidden
        /// Animating in until the given host time.
        case appearing(until: Duration)
        /// Fully on screen.
        case presented
        /// Animating out until the given host time; then its content leaves the tree.
        case dismissing(until: Duration)
    }

    /// When the `false` a swipe owes the binding is written.
    enum OwedSwipeWrite: Equatable {
        /// Once the sheet has gone, as its dismissal ends.
        case onceGone
        /// In the update where the sheet has gone, before `onDismiss` runs.
        case beforeOnDismiss
        /// In the first update at or after the given host time, after `onDismiss` ran.
        case at(Duration)
    }

    /// Whether the sheet is animating in or out: nothing can be presented on it meanwhile.
    var isInTransition: Bool {
        switch phase {
        case .appearing, .dismissing: true
        case .hidden, .presented: false
        }
    }

    /// Whether it asks to leave: up or appearing, its binding `false`, and the change not lost.
    var wantsToLeave: Bool {
        switch phase {
        case .appearing, .presented: !isRequested && !isDismissalLost
        case .hidden, .dismissing: false
        }
    }

    /// Whether the person may not swipe it down (or tap outside a popover): a full-screen cover
    /// has no such gesture, and content inside may refuse it with
    /// `interactiveDismissDisabled(true)` (rule “Interactive dismissal”).
    var refusesInteractiveDismissal: Bool {
        style == .fullScreenCover
            || requests.values.contains { request in
                if case .interactiveDismissDisabled(true) = request { return true }
                return false
            }
    }

    /// The selection binding the content handed to `presentationDetents(_:selection:)`, if any.
    var detentSelection: Binding<PresentationDetent>? {
        for case .detents(_, let selection?) in requests.values {
            return selection
        }
        return nil
    }

    /// The detents the content asked for, if it did.
    var detents: Set<PresentationDetent>? {
        for case .detents(let detents, _) in requests.values {
            return detents
        }
        return nil
    }

    init(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: SheetStyle) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.style = style
    }
}
