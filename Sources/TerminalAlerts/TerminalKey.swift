/// A key the person pressed, decoded from the bytes a terminal sends in raw mode.
///
/// Arrow keys and the like arrive as escape sequences; a lone Esc is told apart from them by a
/// short pause (about 50 ms) after the escape byte.
///
/// ```swift
/// switch key {
/// case .character("q"): quit()
/// case .up, .control("p"): selectPrevious()
/// default: break
/// }
/// ```
public enum TerminalKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Text pasted while bracketed paste was on; it is never taken as key presses.
    case paste(String)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Esc, alone.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Forward delete.
    case delete
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl or Alt with the left arrow: one word back.
    case wordLeft
    /// Ctrl or Alt with the right arrow: one word on.
    case wordRight
    /// Ctrl with a letter, lowercased: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Alt (Meta) with a character: Alt-B is `.alt("b")`; Alt-Backspace is `.alt("\u{7F}")`.
    case alt(Character)
}
