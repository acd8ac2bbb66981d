// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

import Foundation

/// The topmost presented sheet, cover or popover as a test sees it: how it covers the view
/// below, and what its content asked of it (rule “Presentation options”).
package struct HostedSheet: Sendable {
    /// A sheet, a full-screen cover or a popover.
    package let style: SheetStyle
    /// The detents the content asked for with `presentationDetents`; `nil` when it asked none
    /// (the system's default, the large detent).
    package let detents: Set<PresentationDetent>?
    /// The value of the selection binding handed to `presentationDetents(_:selection:)`, read
    /// now; `nil` without one.
    package let selectedDetent: PresentationDetent?
    /// What `presentationDragIndicator` asked; `nil` when nothing did.
    package let dragIndicator: Visibility?
    /// What `presentationBackgroundInteraction` asked; `nil` when nothing did.
    package let backgroundInteraction: PresentationBackgroundInteraction.Kind?
    /// The radius `presentationCornerRadius` asked; `nil` when nothing did, or it asked the
    /// system's own.
    package let cornerRadius: CGFloat?
    /// Whether the person cannot swipe it down: a full-screen cover, or content that asked
    /// `interactiveDismissDisabled(true)`.
    package let refusesInteractiveDismissal: Bool

    @MainActor init(_ sheet: SheetState, selectedDetent: PresentationDetent?) {
        style = sheet.style
        var detents: Set<PresentationDetent>?
        var dragIndicator: Visibility?
        var backgroundInteraction: PresentationBackgroundInteraction.Kind?
        var cornerRadius: CGFloat?
        for request in sheet.requests.values {
            switch request {
            case .detents(let asked, _): detents = asked
            case .dragIndicator(let visibility): dragIndicator = visibility
            case .backgroundInteraction(let interaction): backgroundInteraction = interaction.kind
            case .cornerRadius(let radius): cornerRadius = radius
            case .interactiveDismissDisabled: break
            }
        }
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.dragIndicator = dragIndicator
        self.backgroundInteraction = backgroundInteraction
        self.cornerRadius = cornerRadius
        refusesInteractiveDismissal = sheet.refusesInteractiveDismissal
    }
}
