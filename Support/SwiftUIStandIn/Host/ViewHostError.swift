// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// Why a ``ViewHostDriver`` could not do what a test asked, described so that the failure
/// message alone says what was on screen.
package enum ViewHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No alert or dialog is shown at the top level.
    case noVisibleAlert
    /// The visible alert has no button with this title.
    case noButton(titled: String, alert: String, available: [String])
    /// The visible alert has no button with this role.
    case noButtonWithRole(ButtonRole?, alert: String, available: [String])
    /// The visible alert has no text field at this index.
    case noTextField(index: Int, alert: String, count: Int)
    /// Only a confirmation dialog can be closed without a button.
    case notADialog(alert: String)
    /// The content at the top level has no button with this title (at this occurrence).
    case noContentButton(titled: String, occurrence: Int, available: [String])
    /// No sheet is presented.
    case noSheet
    /// The person cannot swipe the topmost presentation down: it is a full-screen cover, or its
    /// content asked `interactiveDismissDisabled(true)`.
    case interactiveDismissalRefused(style: SheetStyle)
    /// The presented sheet does not offer this detent.
    case noDetent(String)
    /// No screen is pushed on a navigation stack on screen.
    case nothingPushed
    /// No tab view on screen has a tab with this tag.
    case noTab(String)
    /// The button or area is inside `allowsHitTesting(false)`: it takes no touches.
    case notHittable(String)
    /// No `onHover` or `onLongPressGesture` area at the top level shows this text.
    case noGestureTarget(kind: String, showing: String)
    /// Updates kept changing something after this many rounds.
    case neverSettles(afterRounds: Int)
    /// No enabled button at the top level has this keyboard shortcut.
    case noKeyboardShortcut(String)
    /// Several enabled buttons at the top level have this keyboard shortcut.
    case ambiguousKeyboardShortcut(String, titles: [String])
    /// The content at the top level has no text field with this placeholder.
    case noContentTextField(titled: String, available: [String])

    package var description: String {
        switch self {
        case .noVisibleAlert:
            "no alert or dialog is visible"
        case .noButton(let title, let alert, let available):
            "no button titled “\(title)”; the visible \(alert) has \(Self.list(available))"
        case .noButtonWithRole(let role, let alert, let available):
            "no button with the role \(role.map { $0 == .cancel ? ".cancel" : ".destructive" } ?? "nil"); the visible \(alert) has \(Self.list(available))"
        case .noTextField(let index, let alert, let count):
            "no text field at index \(index); the visible \(alert) has \(count)"
        case .notADialog(let alert):
            "the visible \(alert) is not a confirmation dialog; only a dialog closes without a button"
        case .noContentButton(let title, let occurrence, let available):
            "no button titled “\(title)” (occurrence \(occurrence)) on screen; there are \(Self.list(available))"
        case .noSheet:
            "no sheet is presented"
        case .interactiveDismissalRefused(let style):
            style == .fullScreenCover
                ? "a full-screen cover cannot be swiped down" : "the \(style) refuses interactive dismissal (interactiveDismissDisabled)"
        case .noDetent(let detent):
            "the presented sheet does not offer the detent \(detent)"
        case .nothingPushed:
            "no screen is pushed on a navigation stack on screen"
        case .noTab(let tag):
            "no tab view on screen has a tab tagged \(tag)"
        case .notHittable(let title):
            "“\(title)” is inside allowsHitTesting(false): it takes no touches"
        case .noGestureTarget(let kind, let text):
            "no \(kind) area showing “\(text)” at the top level"
        case .neverSettles(let rounds):
            "the views kept changing after \(rounds) update rounds"
        case .noKeyboardShortcut(let shortcut):
            "no enabled button on screen has the keyboard shortcut \(shortcut)"
        case .ambiguousKeyboardShortcut(let shortcut, let titles):
            "several enabled buttons on screen have the keyboard shortcut \(shortcut): \(Self.list(titles))"
        case .noContentTextField(let title, let available):
            "no text field “\(title)” on screen; there are \(Self.list(available))"
        }
    }

    private static func list(_ titles: [String]) -> String {
        titles.isEmpty ? "none" : titles.map { "“\($0)”" }.joined(separator: ", ")
    }
}
