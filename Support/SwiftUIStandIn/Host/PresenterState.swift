// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The presentation state of one `alert` or `confirmationDialog` modifier.
@MainActor
final class PresenterState {
    enum Phase {
        /// Nothing shown.
        case hidden
        /// Shown on screen.
        case shown(PresentedAlert)
        /// Its binding turned `false`: the dismissal animation starts with the next frame's
        /// update (rule “Dismissal after the update”).
        case closing
        /// Leaving the screen until the given host time.
        case dismissing(until: Duration)
    }

    /// The modifier as last hosted.
    var modifier: any AlertPresenting
    var phase = Phase.hidden
    /// Whether the binding (and the data) asked for a presentation at the last reading, or
    /// what SwiftUI itself last wrote to it.
    var wasRequested = false
    /// Whether the body that holds the modifier ran since the binding was last read: SwiftUI
    /// reads a binding's getter only then (rule “Binding read when the body runs”).
    var needsReading = true
    /// What UIKit's alert controller carries for the alert shown last: its title (`nil` for a
    /// dialog whose title is hidden) and which controller it is, kept while it leaves the screen.
    var controller: (title: String?, instance: Int)?
    /// Whether another presentation modifier is attached outside this one to the same view, so
    /// that it presents nothing (rule “One presentation per view”).
    var isBeneathOuterPresentation = false
    /// The view whose frame it points at as a popover; `nil` for the whole window (rule
    /// “Attached to a view”).
    var frame: ObjectIdentifier?
    /// The binding SwiftUI presented the alert shown last with: it writes through that one when
    /// the alert leaves without a button (rule “Left without a button”).
    var presentedBinding: Binding<Bool>?
    /// Whether the alert leaving the screen was taken away by its view rather than by a button.
    var leavesWithoutButton = false
    /// How many of its presentations it dropped silently (rule “Silent drops”).
    var silentDrops = 0

    init(modifier: any AlertPresenting) {
        self.modifier = modifier
    }

    /// Whether an alert is shown or leaving the screen.
    var isOnScreen: Bool {
        if case .hidden = phase { return false }
        return true
    }

    /// The alert shown, if any.
    var shown: PresentedAlert? {
        if case .shown(let alert) = phase { return alert }
        return nil
    }
}
